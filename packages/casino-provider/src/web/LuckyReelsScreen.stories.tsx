import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sevensSpin } from './fixtures.ts';
import { LuckyReelsScreen } from './LuckyReelsScreen.tsx';
import { RefusedError } from './pageApi.ts';
import { withPhoneFrame } from './phoneFrame.tsx';

const meta = {
  title: 'Screens/Casino provider/Lucky Reels',
  component: LuckyReelsScreen,
  decorators: [withPhoneFrame],
  args: { currency: 'INR', initialBalance: 1000, onSpin: fn(async () => sevensSpin) },
} satisfies Meta<typeof LuckyReelsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spin at the default stake: the reels show the sevens, the balance and last win follow, the result is read out. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Balance')).toHaveTextContent('1,000.00 INR');
    await expect(canvas.getByLabelText('Last win')).toHaveTextContent('-');
    await expect(canvas.getByRole('cell', { name: 'Three Sevens' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(args.onSpin).toHaveBeenCalledWith('5.00');
    await waitFor(() => expect(canvas.getByLabelText('Balance')).toHaveTextContent('1,099.00 INR'));
    await expect(canvas.getByLabelText('Last win')).toHaveTextContent('104.00 INR');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You won 104.00 INR. Middle row: Cherry, Cherry, Plum; Top row: Seven, Seven, Seven.',
    );
  },
};

export const Mobile: Story = { parameters: { phone: true } };

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** By keyboard: the stake is chosen from the list and the spin started with Enter. */
export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    canvas.getByRole('combobox', { name: 'Stake' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Stake' })).toHaveTextContent('10.00');
    await expect(canvas.getByRole('cell', { name: '200.00' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Spin' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSpin).toHaveBeenCalledWith('10.00');
  },
};

/** The operator refuses the stake: the words show, the balance stays. */
export const Refused: Story = {
  parameters: { visual: { disable: true } },
  args: {
    onSpin: fn(async () => {
      throw new RefusedError('Your balance is too low for this stake.', 409);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your balance is too low for this stake.',
    );
    await expect(canvas.getByLabelText('Balance')).toHaveTextContent('1,000.00 INR');
    await expect(canvas.getByLabelText('Last win')).toHaveTextContent('-');
  },
};
