import { reportDateBounds } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { ActivityLogScreen } from './ActivityLogScreen.tsx';
import { frameArgs } from './fixtures.ts';

const rows = [
  { createdAt: '2026-01-12T09:15:03Z', ip: '103.21.58.4' },
  { createdAt: '2026-01-10T18:42:51Z', ip: '103.21.58.4' },
  { createdAt: '2026-01-07T07:05:09Z', ip: '49.36.112.20' },
];

const meta = {
  title: 'Screens/Player/ActivityLog',
  component: ActivityLogScreen,
  decorators: [withRouter],
  args: { ...frameArgs(), username: 'Player', logType: 'login', rows },
} satisfies Meta<typeof ActivityLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Activity Logs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Username', 'Date', 'IP Address']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('12/01/2026 09:15:03')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = {};

/** Submit sends the period typed; the default is the last 7 days. */
export const Submit: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/^Start date/)).toHaveValue('2026-01-05');
    // Spec 5: the dates are bounded, the end never after today (and the start never after the end).
    await expect(canvas.getByLabelText(/^End date/)).toHaveAttribute('max', reportDateBounds(new Date()).max);
    await expect(canvas.getByLabelText(/^Start date/)).toHaveAttribute('max', '2026-01-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { startDate: '2026-01-05', endDate: '2026-01-12' },
      'login',
    );
  },
};

/** Picking a log type loads nothing until Submit (spec 2), which sends it with the period. */
export const LogType: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Log type' }));
    // Spec 5: the list starts on a placeholder that cannot be chosen.
    const [placeholder] = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(placeholder).toHaveTextContent('Select Log Type');
    await expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(await screen.findByRole('option', { name: 'Change Password' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Log type' })).toHaveTextContent('Change Password');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { startDate: '2026-01-05', endDate: '2026-01-12' },
      'changePassword',
    );
  },
};

export const Search: Story = {
  args: { search: '49.36' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Activity Logs' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /pagination/i })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Submit/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'Start date must not be after end date' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Start date must not be after end date');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
