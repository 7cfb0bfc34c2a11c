import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { TransactionPasswordScreen } from './TransactionPasswordScreen.tsx';

const meta = {
  title: 'Screens/Player/TransactionPassword',
  component: TransactionPasswordScreen,
  decorators: [withRouter],
  args: { onSubmit: fn() },
} satisfies Meta<typeof TransactionPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Newpass123');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Newpass123');
    await userEvent.type(canvas.getByLabelText(/^Transaction Password/), 'Txn43210');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'Newpass123',
      transactionPassword: 'Txn43210',
    });
  },
};

export const Playground: Story = {};

/** The rules of spec 5, each under its field; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Passwords must match')).toBeVisible();
    await expect(canvas.getByText('Transaction password is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { error: 'Passwords are already set' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords are already set');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
