import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Design System/DateField',
  component: DateField,
  args: { label: 'Settlement date', defaultValue: '2026-11-15', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Settlement date');
    await expect(input).toHaveValue('2026-11-15');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-20');
    await expect(input).toHaveValue('2026-11-20');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-20');
  },
};

export const Playground: Story = {
  args: { min: '2026-11-01', max: '2026-11-30', hint: 'Any day in November 2026', required: true },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Settlement date');
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.keyboard('2026-11-18');
    await expect(input).toHaveValue('2026-11-18');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-18');
  },
};

export const Empty: Story = {
  args: { defaultValue: '', hint: 'Leave empty for today' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Settlement date');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription('Leave empty for today');
  },
};

export const Bounded: Story = {
  args: { min: '2026-11-01', max: '2026-11-30', hint: 'Any day in November 2026' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Settlement date');
    await expect(input).toHaveAttribute('min', '2026-11-01');
    await expect(input).toHaveAttribute('max', '2026-11-30');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-03');
    await waitFor(() => expect(input).toBeInvalid());
    await expect(input).toHaveAccessibleDescription(
      'Choose a date from 1 November 2026 to 30 November 2026.',
    );
    await expect(args.onValueChange).not.toHaveBeenCalledWith('2026-12-03');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-30');
    await expect(input).not.toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Any day in November 2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-30');
  },
};

export const CustomRangeMessage: Story = {
  args: {
    label: 'Statement from',
    defaultValue: '',
    min: '2026-01-01',
    rangeErrorMessage: 'Statements start on 1 January 2026.',
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Statement from');
    await userEvent.type(input, '2025-12-31');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Statements start on 1 January 2026.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { error: 'Choose a settlement date' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Settlement date');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Choose a settlement date');
  },
};

export const Required: Story = {
  args: { required: true, defaultValue: '' },
  play: async ({ canvas }) => {
    // The required mark (*) is part of the label's text but hidden from the accessible name.
    await expect(canvas.getByLabelText(/^Settlement date/)).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Settlement date')).toBeDisabled();
  },
};
