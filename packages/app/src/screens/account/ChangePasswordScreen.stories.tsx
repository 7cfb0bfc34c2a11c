import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { ChangePasswordScreen } from './ChangePasswordScreen.tsx';

const meta = {
  title: 'Screens/Player/ChangePassword',
  component: ChangePasswordScreen,
  decorators: [withRouter],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Old Password/), 'Demo1234');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Newpass123');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Newpass123');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'Demo1234',
      password: 'Newpass123',
      passwordConfirmation: 'Newpass123',
    });
  },
};

export const Playground: Story = {};

/** Nothing typed: every field says what it needs and nothing is sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(canvas.getByText('Enter your current password')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('Confirm password is required')).toBeVisible();
    await expect(canvas.getByLabelText(/^Old Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The new password breaks the rules of spec 5, each with its message; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const newPassword = canvas.getByLabelText(/^New Password/);
    await userEvent.type(canvas.getByLabelText(/^Old Password/), 'Demo1234');
    await userEvent.type(newPassword, 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Passwords must match')).toBeVisible();

    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'alllowercase1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(
      canvas.getByText('contains at least one digit,one upper case,one lower case alphabet,'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (a wrong current password): its message, word for word. */
export const Error: Story = {
  args: { error: 'The password is incorrect' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The password is incorrect');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Change Password/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Mobile: Story = { parameters: { phone: true } };
