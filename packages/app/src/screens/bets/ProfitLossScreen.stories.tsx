import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { frameArgs } from '../reports/fixtures.ts';
import { profitLossRows } from './fixtures.ts';
import { ProfitLossScreen } from './ProfitLossScreen.tsx';

const meta = {
  title: 'Screens/Player/ProfitLoss',
  component: ProfitLossScreen,
  decorators: [withRouter],
  args: { ...frameArgs(), totalPages: 1, rows: profitLossRows, period: profitLossRows },
} satisfies Meta<typeof ProfitLossScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each market's result by event (the narration up to the first slash), the total and the chart by day. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Profit Loss' });
    await expect(within(table).getAllByRole('row', { name: /India v Australia/ })).toHaveLength(2);
    // No commission in the period: one P/L column, as the spec has it.
    await expect(within(table).queryByRole('columnheader', { name: 'Commission' })).toBeNull();
    await expect(within(table).queryByText(/Match Odds/)).toBeNull();
    await expect(canvas.getByText('Total for the period').parentElement).toHaveTextContent('430.50');
    // The chart is one named image, described by the summary in words under it.
    const chart = canvas.getByRole('img', {
      name: /each day's P\/L and the running total, 05 Jan to 12 Jan/,
    });
    await expect(chart).toHaveAccessibleDescription(
      'Net over the period 430.50. Best day 12 Jan: 790.00. Worst day 10 Jan: -500.00.',
    );
    // The value axis in the design system's amounts, the time axis in days.
    await expect(chart).toHaveTextContent(/^-500\.000\.00500\.00.*05 Jan06 Jan.*12 Jan$/);
  },
};

/** "Show as table" swaps the chart for a table of the same days, from the keyboard as well. */
export const TableView: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('img', { name: /running total/ })).toBeNull();
    const days = within(canvas.getByRole('table', { name: 'Profit and loss by day' }));
    // Every day of the period, quiet ones too, with its P/L and the running total to its end.
    await expect(days.getAllByRole('row')).toHaveLength(9);
    await expect(days.getByRole('row', { name: /10 Jan/ })).toHaveTextContent(/-500\.00.*-359\.50/);
    await expect(days.getByRole('row', { name: /12 Jan/ })).toHaveTextContent(/790\.00.*430\.50/);
    // The summary stays; a second press brings the chart back.
    await expect(canvas.getByText(/^Net over the period 430\.50\./)).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('img', { name: /running total/ })).toBeVisible();
  },
};

/**
 * The agent panel's Profit Loss (issue 41): the same chart of the operator's book, its share of its
 * downline's results (positive when the downline lost).
 */
export const OperatorBook: Story = {
  args: {
    subject: 'book',
    rows: profitLossRows.map((row) => ({ ...row, total: -row.total / 2 })),
    period: profitLossRows.map((row) => ({ ...row, total: -row.total / 2 })),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your share of the book over the period' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: /running total/ })).toHaveAccessibleDescription(
      /^Your share of the book\. Net over the period -215\.25\. Best day 10 Jan: 250\.00\./,
    );
  },
};

export const Playground: Story = {};

const commissioned = [
  { ...profitLossRows[0], total: 774.2, gross: 790, commission: -15.8 },
  ...profitLossRows.slice(1),
];

/**
 * Issue 41: where a market charged commission, each row shows the gross, the commission and the net. Not
 * shot: the table's columns are what it adds, and the play checks them.
 */
export const WithCommission: Story = {
  parameters: { visual: { disable: true } },
  args: { rows: commissioned, period: commissioned },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Profit Loss' }));
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Sport', 'Event', 'Gross', 'Commission', 'Net']);
    const [first] = table.getAllByRole('row', { name: /India v Australia/ });
    await expect(first).toHaveTextContent(/790\.00.*-15\.80.*774\.20/);
    await expect(canvas.getByText('Total for the period').parentElement).toHaveTextContent('414.70');
  },
};

export const Empty: Story = {
  args: { rows: [], period: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
    await expect(canvas.getByText('No settled results in this period.')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
