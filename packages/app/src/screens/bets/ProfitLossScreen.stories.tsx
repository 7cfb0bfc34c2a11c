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
    // The chart in words, and every day in a table behind a disclosure (a native <summary>: keyboard operable).
    await expect(
      canvas.getByText(/Net over the period 430.50\. Best day 12 Jan: 790.00\. Worst day 10 Jan: -500.00\./),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('P/L by day'));
    await expect(canvas.getByRole('table', { name: 'Profit and loss by day' })).toBeVisible();
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
