import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { frameArgs } from '../reports/fixtures.ts';
import { BetReportScreen } from './BetReportScreen.tsx';
import { historyRows, unsettledRows } from './fixtures.ts';

const meta = {
  title: 'Screens/Player/BetReports',
  component: BetReportScreen,
  decorators: [withRouter],
  args: { ...frameArgs(), report: 'history', betType: 'all', onBetTypeChange: fn(), rows: historyRows },
} satisfies Meta<typeof BetReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/bethistory`: bets that are over, each with how it ended and what it won or lost; one that did not
 * settle says why (issue 39). Nation names the runner: its odds are the User Rate.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bet History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Sport',
      'Event Name',
      'Market Name',
      'Nation',
      'Type',
      'User Rate',
      'Amount',
      'Result',
      'Profit/Loss',
      'Place Date',
    ]);
    await expect(within(table).getByRole('row', { name: /Arsenal v Chelsea/ })).toHaveTextContent('-500.00');
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [won, , , cancelled, refused] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    await expect(cellsOf(won as HTMLElement).slice(3, 9)).toEqual([
      'India',
      'Back',
      '1.98',
      '500.00',
      'Won',
      '490.00',
    ]);
    await expect(cellsOf(cancelled as HTMLElement).slice(7, 9)).toEqual([
      'CancelledCancelled by you before it was matched',
      '–',
    ]);
    await expect(cellsOf(refused as HTMLElement)[7]).toBe(
      'RefusedThe price moved or the market was suspended during the in-play delay',
    );
  },
};

export const Playground: Story = {};

/** `/unsettledbet`: bets still at stake; a session shows its rate as the Nation (spec 2). */
export const Unsettled: Story = {
  args: { report: 'unsettled', rows: unsettledRows },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Unsettled Bets' });
    await expect(within(table).queryByRole('columnheader', { name: 'Profit/Loss' })).toBeNull();
    await expect(within(table).getByText('6 over runs IND 100')).toBeVisible();
  },
};

export const FilterByType: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Bet type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lay' }));
    await expect(args.onBetTypeChange).toHaveBeenCalledWith('lay');
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Mobile: Story = { parameters: { phone: true } };

/**
 * `/unsettledbet` with Cancel all unmatched bets: it asks first (Keep them leaves everything), then says
 * how many bets it cancelled.
 */
export const CancelAllUnmatched: Story = {
  args: { report: 'unsettled', rows: unsettledRows, onCancelAllWaiting: fn(async () => 2) },
  play: async ({ canvas, args }) => {
    const open = () => userEvent.click(canvas.getByRole('button', { name: 'Cancel all unmatched bets' }));
    await open();
    let dialog = await screen.findByRole('dialog', { name: 'Cancel all unmatched bets?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await expect(args.onCancelAllWaiting).not.toHaveBeenCalled();
    await open();
    dialog = await screen.findByRole('dialog', { name: 'Cancel all unmatched bets?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await expect(args.onCancelAllWaiting).toHaveBeenCalledOnce();
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '2 unmatched bets were cancelled.',
    );
  },
};
