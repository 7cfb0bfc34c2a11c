import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { GeneralLockScreen } from './GeneralLockScreen.tsx';

const meta = {
  title: 'Screens/Admin/GeneralLock',
  component: GeneralLockScreen,
  decorators: [withRouter],
  args: {
    suggestions: ['Player', 'Playertwo'],
    onQueryChange: fn(),
    onLoad: fn(async (username: string) => ({ username, userLock: false, betLock: false })),
    onApply: fn(async ({ username, lock }: { username: string; lock: boolean }) => ({
      username,
      userLock: lock,
      betLock: lock,
    })),
  },
} satisfies Meta<typeof GeneralLockScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Find, Load, then lock both sign-in and betting with the transaction code. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'Play');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('Play');
    await userEvent.type(canvas.getByLabelText(/^Username/), 'er');
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(args.onLoad).toHaveBeenCalledWith('Player');
    const locks = await canvas.findByRole('region', { name: 'Locks of Player' });
    await expect(within(locks).getByText('Betting open')).toBeVisible();
    await userEvent.click(within(locks).getByRole('button', { name: 'Lock Player' }));
    await expect(canvas.getByText('Transaction password is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Transaction Code/), 'Txn12345');
    await userEvent.click(within(locks).getByRole('button', { name: 'Lock Player' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      username: 'Player',
      lock: true,
      transactionPassword: 'Txn12345',
    });
    await expect(await within(locks).findByText('Betting locked')).toBeVisible();
    await expect(within(locks).getByRole('button', { name: 'Unlock Player' })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Load without a user, then Reset clears the form. */
export const EmptyAndReset: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(args.onLoad).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^Username/), 'Rahul');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('');
  },
};

/** A user outside the downline: the server's message. */
export const Refused: Story = {
  args: {
    onLoad: fn(async (_username: string) => Promise.reject(new Error('This user is not in your downline'))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'Stranger');
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This user is not in your downline');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
