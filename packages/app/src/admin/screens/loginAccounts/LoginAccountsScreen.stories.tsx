import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { loginAccountRows, masterOperator } from '../fixtures.ts';
import { LoginAccountsScreen } from './LoginAccountsScreen.tsx';

const meta = {
  title: 'Screens/Admin/LoginAccounts',
  component: LoginAccountsScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/createaccount' },
  args: {
    accounts: loginAccountRows,
    status: 'ready',
    grantable: masterOperator.privileges,
    onCreate: fn(async () => undefined),
  },
} satisfies Meta<typeof LoginAccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillLogin(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(/^Username/), 'Cashier_03');
  await userEvent.type(canvas.getByLabelText(/^Full Name/), 'Neha Rao');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123');
  await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Secret123');
  await userEvent.type(canvas.getByLabelText(/^Transaction Password/), 'Txn123');
}

/** A login with two chosen privileges is sent; the form empties for the next one. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('table', { name: 'Login accounts' });
    const cashier = within(list).getByRole('row', { name: /Cashier_01/ });
    await expect(cashier).toHaveTextContent('User List, Withdraw, Deposit, Credit Reference');
    await expect(cashier).toHaveTextContent('Active');
    await expect(within(list).getByRole('row', { name: /Viewer_02/ })).toHaveTextContent('Locked');
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'User List' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Deposit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      username: 'Cashier_03',
      fullName: 'Neha Rao',
      password: 'Secret123',
      passwordConfirmation: 'Secret123',
      transactionPassword: 'Txn123',
      privileges: [4, 55],
    });
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Deposit' })).not.toBeChecked();
  },
};

export const Playground: Story = {};

/** Select all gives every privilege the operator holds, and only those. */
export const SelectAll: Story = {
  args: { grantable: [2, 4, 10] },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'Deposit' })).toBeNull();
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ privileges: [2, 4, 10] }));
  },
};

/** Nothing typed or a mismatch: spec 5's messages, and nothing sent. */
export const Rules: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'Username is required',
      'Full name is required',
      'Password is required',
      'Transaction password is required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await userEvent.type(canvas.getByLabelText(/^Username/), 'cashier');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Secret124');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByText('Must Contain One Uppercase')).toBeVisible();
    await expect(canvas.getByText('Passwords must match')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server refuses (a taken username): its message on the form, what was typed kept. */
export const Refused: Story = {
  args: { onCreate: fn(async () => Promise.reject(new globalThis.Error('This username is already taken'))) },
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This username is already taken');
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('Cashier_03');
  },
};

export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available in table')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { accounts: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Login accounts' }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { accounts: [], status: 'error', error: 'You are not allowed to do this' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are not allowed to do this');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
