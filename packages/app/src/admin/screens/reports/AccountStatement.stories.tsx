import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountStatementScreen } from '../../../screens/reports/AccountStatementScreen.tsx';
import { frameArgs } from '../../../screens/reports/fixtures.ts';
import { withRouter } from '../../../testing/withRouter.tsx';
import { matchBetRecords } from '../fixtures.ts';

const rows = [
  {
    id: '3',
    createdAt: '2026-01-12T18:00:00Z',
    narration: 'Mumbai Mavericks v Delhi Dynamos / Match Odds',
    credit: 900,
    debit: 0,
    balance: 13400,
    betIds: ['b1', 'b2'],
  },
  {
    id: '2',
    createdAt: '2026-01-12T10:00:00Z',
    narration: 'Deposit from Master',
    credit: 5000,
    debit: 0,
    balance: 12500,
  },
  {
    id: '1',
    createdAt: '2026-01-05T08:00:00Z',
    narration: 'Deposit from Master',
    credit: 7500,
    debit: 0,
    balance: 7500,
  },
];

/** The operator's statement screen is the player's, titled with the client it reads. */
const meta = {
  title: 'Screens/Admin/AccountStatement',
  component: AccountStatementScreen,
  decorators: [withRouter],
  args: {
    ...frameArgs(),
    rows,
    owner: 'Player',
    loadBets: fn(async () => ({
      bets: matchBetRecords.map((bet, index) => ({
        ...bet,
        bet_status: 'settled',
        pnl: index === 0 ? 900 : 0,
      })),
      totalPages: 1,
    })),
  },
} satisfies Meta<typeof AccountStatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Account Statement: Player' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Own: Story = {
  args: { owner: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Account Statement' })).toBeVisible();
  },
};

/** A settlement row opens the bets it paid out on (get-bet-list-by-ids); other rows stay text. */
export const SettlementBets: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('button', { name: /Deposit from Master/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Match Odds.*show bets/ }));
    await expect(args.loadBets).toHaveBeenCalledWith(['b1', 'b2'], 1);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Bets: Mumbai Mavericks v Delhi Dynamos / Match Odds',
    });
    const table = await within(dialog).findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('900.00');
  },
};

/** An operator without Current Bets: the description is text, since the bets would be refused. */
export const WithoutBets: Story = {
  parameters: { visual: { disable: true } },
  render: (args) => <AccountStatementScreen {...args} loadBets={undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /show bets/ })).toBeNull();
    await expect(canvas.getByText('Mumbai Mavericks v Delhi Dynamos / Match Odds')).toBeVisible();
  },
};
