import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OtpInput } from './OtpInput.tsx';

const meta = {
  title: 'Design System/OtpInput',
  component: OtpInput,
  args: {
    label: 'Verification code',
    hint: 'Enter the 6-digit code we sent to your phone',
    onValueChange: fn(),
    onComplete: fn(),
  },
  argTypes: { length: { control: { type: 'number', min: 4, max: 8 } } },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('482913');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('482913');
    // The default pause before onComplete is a second.
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('482913'), { timeout: 3000 });
  },
};

export const Playground: Story = { args: { length: 6, completeDelay: 1000 } };

export const KeyboardOnly: Story = {
  args: { completeDelay: 50 },
  play: async ({ canvas, args }) => {
    const box = (n: number) => canvas.getByRole('textbox', { name: `Digit ${n} of 6` });
    await userEvent.tab();
    await expect(box(1)).toHaveFocus();
    await userEvent.keyboard('12a3');
    await expect(box(4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(box(3)).toHaveFocus();
    await expect(box(3)).toHaveValue('');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}9');
    await expect(box(1)).toHaveValue('9');
    await expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}4567');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('924567'));
    // One tab stop: Tab leaves the field.
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Verification code' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

export const Paste: Story = {
  args: { completeDelay: 50 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('Your code: 735 204');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('4');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('735204'));
  },
};

export const PartlyFilled: Story = {
  args: { defaultValue: '48' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 5 of 6' }));
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();
  },
};

export const Filled: Story = { args: { defaultValue: '482913' } };

export const Error: Story = {
  args: { defaultValue: '482913', error: 'That code has expired. Request a new one.' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(first).toBeInvalid();
    await expect(first).toHaveAccessibleDescription('That code has expired. Request a new one.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '48', disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeDisabled();
  },
};

export const FourDigits: Story = {
  args: { length: 4, label: 'Transaction PIN', hint: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeVisible();
  },
};

export const Controlled: Story = {
  args: { completeDelay: 50 },
  render: function Render(args) {
    const [code, setCode] = useState('');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <OtpInput {...args} value={code} onValueChange={setCode} />
        <output aria-label="Current code">{code || 'empty'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('90');
    await expect(canvas.getByRole('status', { name: 'Current code' })).toHaveTextContent('90');
  },
};
