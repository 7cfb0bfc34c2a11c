import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateRangeField } from './DateRangeField.tsx';

const week = { start: '2026-11-15', end: '2026-11-22' };

const meta = {
  title: 'Design System/DateRangeField',
  component: DateRangeField,
  args: { label: 'Statement period', defaultValue: week, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Statement period' })).toBeVisible();
    const start = canvas.getByLabelText('Start date');
    const end = canvas.getByLabelText('End date');
    await expect(start).toHaveValue('2026-11-15');
    await expect(end).toHaveValue('2026-11-22');
    // Each end bounds the other.
    await expect(start).toHaveAttribute('max', '2026-11-22');
    await expect(end).toHaveAttribute('min', '2026-11-15');

    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-18');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-18', end: '2026-11-22' });
    await expect(end).toHaveAttribute('min', '2026-11-18');
  },
};

export const Playground: Story = {
  args: { min: '2026-11-01', max: '2026-11-30', hint: 'Up to 30 days, within November 2026' },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Start date')).toHaveFocus();
    await userEvent.tab();
    const end = canvas.getByLabelText('End date');
    await expect(end).toHaveFocus();
    await userEvent.clear(end);
    await userEvent.keyboard('2026-11-29');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '2026-11-29' });
  },
};

export const Bounded: Story = {
  args: { min: '2026-11-01', max: '2026-11-30', hint: 'Within November 2026' },
  play: async ({ canvas, args }) => {
    const start = canvas.getByLabelText('Start date');
    const end = canvas.getByLabelText('End date');
    await expect(start).toHaveAttribute('min', '2026-11-01');
    await expect(end).toHaveAttribute('max', '2026-11-30');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-05');
    await expect(end).toHaveAccessibleDescription('Choose a date from 15 November 2026 to 30 November 2026.');
    // Clearing the field passed '' on; the rejected date never was.
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '' });
  },
};

export const StartAfterEnd: Story = {
  play: async ({ canvas, args }) => {
    const start = canvas.getByLabelText('Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-25');
    await expect(start).toBeInvalid();
    await expect(start).toHaveAccessibleDescription(
      "The start date can't be after the end date (22 November 2026).",
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '', end: '2026-11-22' });
  },
};

export const EndBeforeStart: Story = {
  play: async ({ canvas, args }) => {
    const end = canvas.getByLabelText('End date');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-10');
    await expect(end).toHaveAccessibleDescription(
      "The end date can't be before the start date (15 November 2026).",
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '' });
  },
};

export const CustomLabels: Story = {
  args: { label: 'Bets placed', startLabel: 'From', endLabel: 'To' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-15');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-22');
  },
};

export const Empty: Story = {
  args: { defaultValue: { start: '', end: '' }, hint: 'Leave empty for the last 7 days' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveValue('');
    await expect(canvas.getByLabelText('End date')).not.toHaveAttribute('min');
  },
};

export const Error: Story = {
  args: { error: 'Statements are kept for 90 days' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Statement period' });
    await expect(group).toHaveAccessibleDescription('Statements are kept for 90 days');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Statements are kept for 90 days');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toBeDisabled();
    await expect(canvas.getByLabelText('End date')).toBeDisabled();
  },
};
