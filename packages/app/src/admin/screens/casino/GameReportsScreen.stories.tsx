import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { gameReportRows, gameReportTotal } from './fixtures.ts';
import { GameReportsScreen } from './GameReportsScreen.tsx';

const meta = {
  title: 'Screens/Admin/Casino/GameReports',
  component: GameReportsScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/game-reports' },
  args: {
    range: { startDate: '2026-01-05', endDate: '2026-01-12' },
    onSubmit: fn(),
    rows: gameReportRows,
    total: gameReportTotal,
    status: 'ready',
  },
} satisfies Meta<typeof GameReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By game: rounds, bets, stake, the downline's net and the operator's share, with the totals. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Game Reports' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Game', 'Rounds', 'Bets', 'Stake', 'Downline P/L', 'Your P/L']);
    const teen = within(table).getByRole('row', { name: /20-20 Teenpatti/ });
    await expect(teen).toHaveTextContent('96,500.00');
    await expect(within(teen).getByRole('link', { name: '20-20 Teenpatti' })).toHaveAttribute(
      'href',
      '/admin/casino/teen20',
    );
    await expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('3,134.75');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ startDate: '2026-01-05', endDate: '2026-01-12' });
  },
};

/** The lottery's draws are a line of their own (issue 39), which opens the Super Admin's lottery page. */
export const WithLottery: Story = {
  args: {
    rows: [
      ...gameReportRows,
      {
        gameCode: 'lottery',
        gameName: 'Lottery',
        rounds: 2,
        bets: 8,
        stake: 800,
        downlinePnl: 2700,
        pnl: -2700,
      },
    ],
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /^Lottery/ });
    await expect(row).toHaveTextContent('800.00');
    await expect(within(row).getByRole('link', { name: 'Lottery' })).toHaveAttribute(
      'href',
      '/admin/lottery',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], total: { rounds: 0, bets: 0, stake: 0, downlinePnl: 0, pnl: 0 } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true, visual: { disable: true } } };
