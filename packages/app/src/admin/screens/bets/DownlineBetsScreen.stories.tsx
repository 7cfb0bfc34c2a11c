import { minor, type BetRecord } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { frameArgs } from '../../../screens/reports/fixtures.ts';
import { withRouter } from '../../../testing/withRouter.tsx';
import { DownlineBetsScreen } from './DownlineBetsScreen.tsx';

const bet = (row: Partial<BetRecord> & Pick<BetRecord, 'id'>): BetRecord => ({
  sportId: 4,
  matchName: 'Mumbai Mavericks v Delhi Dynamos',
  marketName: 'Match Odds',
  selectionName: 'Mumbai Mavericks',
  betOn: 'MATCH_ODDS',
  odds: 2.5,
  stake: minor(50_000),
  side: 'back',
  placedAt: '2026-01-12T10:00:00Z',
  username: 'Player',
  bet_status: 'matched',
  ...row,
});

const rows = [
  bet({ id: 'b1' }),
  bet({ id: 'b2', side: 'lay', odds: 2.6, stake: minor(20_000), username: 'Playertwo' }),
  bet({
    id: 'b3',
    betOn: 'FANCY',
    marketName: '6 Over Runs',
    selectionName: '6 Over Runs',
    odds: 48,
    volume: 100,
    bet_status: 'deleted',
    deletedBy: 'Agentone',
    deletedAt: '2026-01-12T11:30:00Z',
  }),
];

const meta = {
  title: 'Screens/Admin/CurrentBets',
  component: DownlineBetsScreen,
  decorators: [withRouter],
  args: { ...frameArgs(), rows, betType: 'all', onBetTypeChange: fn(), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof DownlineBetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Current Bets' });
    const [, first, second, third] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent('Player');
    await expect(first).toHaveTextContent('Mumbai Mavericks 2.5');
    await expect(second).toHaveTextContent('Lay');
    // Spec 3: a session's "Nation" shows the rate; a deleted bet cannot be deleted again.
    await expect(third).toHaveTextContent('6 Over Runs 100');
    // A deleted matched bet says who deleted it (the audit log's entry).
    await expect(third).toHaveTextContent('by Agentone');
    await expect(within(third as HTMLElement).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {};

/** Deleting a matched bet asks first, with the transaction password, then hands both to the page. */
export const Delete: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete bet of Playertwo: Mumbai Mavericks 2.6' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Delete bet',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('Transaction password is required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'b2' }), 'Secret123');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses (a bet in its in-play delay): its message in the confirmation. */
export const DeleteRefused: Story = {
  parameters: { overlay: true },
  args: { onDelete: fn(async () => Promise.reject(new Error('Only open bets can be deleted'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete bet of Player: Mumbai Mavericks 2.5' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Delete bet',
    });
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only open bets can be deleted');
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
