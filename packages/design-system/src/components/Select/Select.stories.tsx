import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Design System/Select',
  component: Select,
  args: {
    label: 'Log type',
    placeholder: 'Select Type',
    options: [
      { value: 'login', label: 'Login' },
      { value: 'bet', label: 'Bet placed' },
      { value: 'settle', label: 'Settlement', disabled: true },
      { value: 'deposit', label: 'Deposit' },
      { value: 'withdraw', label: 'Withdrawal' },
    ],
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Log type' });
    await expect(trigger).toHaveTextContent('Select Type');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Bet placed' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('bet');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Log type' })).toHaveTextContent('Bet placed');
  },
};

export const Playground: Story = { args: { hint: 'Filters the activity log', required: true } };

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { overlay: true },
  play: async ({ args }) => {
    const listbox = await screen.findByRole('listbox', { name: 'Log type' });
    await expect(listbox).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Select Type' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.getByRole('option', { name: 'Settlement' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'deposit', hint: 'Filters the activity log' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Log type' });
    await expect(trigger).toHaveTextContent('Deposit');
    await expect(trigger).toHaveAccessibleDescription('Filters the activity log');
  },
};

export const Error: Story = {
  args: { error: 'Choose a log type', required: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Log type' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a log type');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Log type' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('combobox', { name: 'Log type' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The disabled placeholder is skipped.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Login' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Settlement is disabled, so the second ArrowDown lands on Deposit.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Deposit' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('deposit');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};
