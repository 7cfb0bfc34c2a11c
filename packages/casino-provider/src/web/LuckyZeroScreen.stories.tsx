import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { seventeenSpin } from './fixtures.ts';
import { LuckyZeroScreen } from './LuckyZeroScreen.tsx';
import { withPhoneFrame } from './phoneFrame.tsx';

const meta = {
  title: 'Screens/Casino provider/Lucky Zero Roulette',
  component: LuckyZeroScreen,
  decorators: [withPhoneFrame],
  args: { currency: 'INR', initialBalance: 1000, onSpin: fn(async () => seventeenSpin) },
} satisfies Meta<typeof LuckyZeroScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chips on Red and twice on 17, then a spin: 17 black pays the number, the balance follows. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Spin' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Bet on Red' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bet on Number 17' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bet on Number 17 (1.00 placed)' }));
    await expect(canvas.getByRole('button', { name: 'Bet on Number 17 (2.00 placed)' })).toBeVisible();
    await expect(canvas.getByText('Stake 3.00 INR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(args.onSpin).toHaveBeenCalledWith([
      { bet: { kind: 'red' }, stake: '1.00' },
      { bet: { kind: 'straight', number: 17 }, stake: '2.00' },
    ]);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('17 Black. You won 72.00 INR.'));
    await expect(canvas.getByLabelText('Balance')).toHaveTextContent('1,069.00 INR');
    await expect(canvas.getByLabelText('Last win')).toHaveTextContent('72.00 INR');
  },
};

export const Mobile: Story = { parameters: { phone: true } };

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** Clear bets takes every chip off the board. */
export const ClearBets: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bet on 1st dozen' }));
    await expect(canvas.getByText('Stake 1.00 INR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear bets' }));
    await expect(canvas.getByText('Stake 0.00 INR')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bet on 1st dozen' })).toBeVisible();
  },
};
