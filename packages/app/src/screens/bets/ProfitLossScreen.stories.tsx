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

export const Empty: Story = {
  args: { rows: [], period: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
    await expect(canvas.getByText('No settled results in this period.')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
