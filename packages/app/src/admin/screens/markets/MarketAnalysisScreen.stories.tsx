import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { MarketAnalysisScreen, type AnalysedMatch } from './MarketAnalysisScreen.tsx';

const matches: AnalysedMatch[] = [
  {
    matchId: 30000012,
    matchName: 'Mumbai Mavericks v Delhi Dynamos',
    sportId: 4,
    markets: [
      {
        marketId: '1.30000013',
        marketName: 'Match Odds',
        book: [
          { selectionId: 30000014, runnerName: 'Mumbai Mavericks', amount: -1250 },
          { selectionId: 30000015, runnerName: 'Delhi Dynamos', amount: 980.5 },
        ],
      },
      {
        marketId: '5.30000020',
        marketName: '6 Over Runs',
        book: [
          { selectionId: 0, runnerName: '0-47', amount: 300 },
          { selectionId: 48, runnerName: '48+', amount: -270 },
        ],
      },
    ],
  },
  {
    matchId: 30000040,
    matchName: 'Arsenal Lions v Chelsea Blues',
    sportId: 1,
    markets: [
      {
        marketId: '1.30000041',
        marketName: 'Match Odds',
        book: [
          { selectionId: 30000042, runnerName: 'Arsenal Lions', amount: 450 },
          { selectionId: 30000043, runnerName: 'Chelsea Blues', amount: -600 },
          { selectionId: 30000044, runnerName: 'The Draw', amount: 150 },
        ],
      },
    ],
  },
];

const meta = {
  title: 'Screens/Admin/MarketAnalysis',
  component: MarketAnalysisScreen,
  decorators: [withRouter],
  args: { matches, status: 'ready', onRefresh: fn() },
} satisfies Meta<typeof MarketAnalysisScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const cricket = canvas.getByRole('region', { name: 'Mumbai Mavericks v Delhi Dynamos' });
    const odds = within(cricket).getByRole('table', { name: 'Mumbai Mavericks v Delhi Dynamos: Match Odds' });
    const mumbai = within(odds).getByRole('row', { name: /Mumbai Mavericks/ });
    await expect(mumbai).toHaveTextContent('-1,250.00');
    await expect(within(cricket).getByText('Cricket')).toBeVisible();
    await expect(
      within(cricket).getByRole('link', { name: 'Mumbai Mavericks v Delhi Dynamos' }),
    ).toHaveAttribute('href', '/admin/odds/30000012');
    await expect(within(cricket).getByRole('table', { name: /6 Over Runs/ })).toHaveTextContent('48+');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { matches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { matches: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('No Result Found')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Refresh/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'You are not allowed to do this' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are not allowed to do this');
  },
};

export const Mobile: Story = { parameters: { phone: true } };

/** A casino round's book: the game opens its live table, where the round's book and bets are. */
export const WithCasino: Story = {
  args: {
    matches: [
      {
        matchId: 5002,
        matchName: '20-20 Teenpatti',
        sportId: 5000,
        markets: [
          {
            marketId: '5002261126065325.main',
            marketName: 'Main',
            book: [
              { selectionId: 1, runnerName: 'Player A', amount: -49 },
              { selectionId: 2, runnerName: 'Player B', amount: 50 },
            ],
          },
        ],
      },
    ],
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const game = canvas.getByRole('region', { name: '20-20 Teenpatti' });
    await expect(within(game).getByRole('link', { name: '20-20 Teenpatti' })).toHaveAttribute(
      'href',
      '/admin/casino/5002',
    );
    await expect(within(game).getByText('Casino')).toBeVisible();
  },
};
