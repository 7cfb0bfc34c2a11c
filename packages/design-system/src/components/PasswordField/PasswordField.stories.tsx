import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Design System/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onVisibleChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret1');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret1');
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = { args: { hint: 'At least 8 characters', required: true } };

export const Visible: Story = {
  args: { defaultValue: 'secret1', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret1');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Error: Story = {
  args: { error: 'Password is incorrect', defaultValue: 'secret1' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Password is incorrect');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('hunter2');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};
