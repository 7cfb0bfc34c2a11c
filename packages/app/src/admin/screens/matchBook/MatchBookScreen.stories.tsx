import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { matchBetRecords, matchBookFixture } from '../fixtures.ts';
import { MatchBookScreen } from './MatchBookScreen.tsx';

const meta = {
  title: 'Screens/Admin/MatchBook',
  component: MatchBookScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/odds/30000012' },
  args: {
    ...matchBookFixture,
    viewing: undefined,
    onView: fn(),
    onLock: fn(async () => undefined),
    onUserBook: fn(),
    userBook: null,
    bets: { bets: matchBetRecords, page: 1, totalPages: 1, onPageChange: fn() },
    onDeleteBets: fn(async () => undefined),
    status: 'ready',
    onRefresh: fn(),
  },
} satisfies Meta<typeof MatchBookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** The downline's book per runner beside the live prices; a session by run bands; a client to drill into. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Mumbai Mavericks v Delhi Dynamos',
    );
    await expect(canvas.getByText('In play')).toBeVisible();
    const odds = canvas.getByRole('table', { name: 'Match Odds: your downline' });
    const mumbai = within(odds).getByRole('row', { name: /Mumbai Mavericks/ });
    await expect(mumbai).toHaveTextContent('1.85');
    await expect(mumbai).toHaveTextContent('1.87');
    await expect(mumbai).toHaveTextContent('-1,250.00');
    const session = canvas.getByRole('table', { name: '6 Over Runs: your downline' });
    await expect(
      within(session)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Runs', 'Book']);
    const clients = canvas.getByRole('table', { name: 'Your clients' });
    await expect(within(clients).getByRole('row', { name: /Player/ })).toHaveTextContent('Locked');
    await userEvent.click(canvas.getByRole('button', { name: 'View book of Agent' }));
    await expect(args.onView).toHaveBeenCalledWith('Agent');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** A client's book: still at the operator's share, with the way back to the whole downline. */
export const ClientBook: Story = {
  args: {
    viewing: 'Agent',
    children: [{ username: 'Player', role: 'user', betLock: false, inherited: false }],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Book of Agent' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Clients of Agent' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my downline' }));
    await expect(args.onView).toHaveBeenCalledWith(undefined);
  },
};

/** Betting on the match: one client locked and unlocked, then the whole downline. */
export const BetLocks: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const clients = canvas.getByRole('table', { name: 'Your clients' });
    await expect(within(clients).getByRole('row', { name: /Agent/ })).toHaveTextContent('Open');
    await userEvent.click(canvas.getByRole('button', { name: 'Lock betting of Agent' }));
    await expect(args.onLock).toHaveBeenCalledWith('Agent', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock betting of Player' }));
    await expect(args.onLock).toHaveBeenCalledWith('Player', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Lock betting for your downline' }));
    await expect(args.onLock).toHaveBeenLastCalledWith(undefined, true);
    await userEvent.click(canvas.getByRole('button', { name: 'User book of Agent' }));
    await expect(args.onUserBook).toHaveBeenCalledWith('Agent');
  },
};

/** The downline locked from above: each child says so and has no switch of its own; one switch lifts it. */
export const DownlineLocked: Story = {
  parameters: { visual: { disable: true } },
  args: {
    viewing: 'Agent',
    children: [
      { username: 'Player', role: 'user', betLock: true, inherited: true },
      { username: 'Playertwo', role: 'user', betLock: true, inherited: true },
    ],
  },
  play: async ({ canvas, args }) => {
    const clients = canvas.getByRole('table', { name: 'Clients of Agent' });
    await expect(within(clients).getAllByText('Locked with the downline')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /betting of Player/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: "Unlock betting for Agent's downline" }));
    await expect(args.onLock).toHaveBeenCalledWith('Agent', false);
  },
};

/** A client's own book (get-user-book), opened from its row. */
export const UserBook: Story = {
  parameters: { overlay: true },
  args: {
    userBook: {
      username: 'Player',
      markets: [
        {
          marketId: '1.30000013',
          marketName: 'Match Odds',
          session: false,
          runners: [
            { selectionId: 30000014, runnerName: 'Mumbai Mavericks', amount: 850 },
            { selectionId: 30000015, runnerName: 'Delhi Dynamos', amount: -1000 },
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'User book: Player' });
    const odds = within(dialog).getByRole('table', { name: 'Match Odds: Player' });
    await expect(within(odds).getByRole('row', { name: /Delhi Dynamos/ })).toHaveTextContent('-1,000.00');
    await userEvent.keyboard('{Escape}');
    await expect(args.onUserBook).toHaveBeenCalledWith(undefined);
  },
};

/** One matched bet: what goes back, and the transaction password (its deletion is audited), then the delete. */
export const DeleteBet: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete bet of Player: Mumbai Mavericks 1.9' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete bet' });
    await expect(dialog).toHaveTextContent('Back Mumbai Mavericks 1.9 for 1,000.00');
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Txn4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteBets).toHaveBeenCalledWith([matchBetRecords[0]], 'Txn4321');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Several bets at once: the transaction password is asked for, and the server's refusal shown. */
export const DeleteSelected: Story = {
  parameters: { overlay: true },
  args: {
    onDeleteBets: fn(async () => Promise.reject(new globalThis.Error('Invalid transaction password'))),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const deleteSelected = canvas.getByRole('button', { name: 'Delete selected (0)' });
    await expect(deleteSelected).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Select bet of Player: Mumbai Mavericks 1.9' }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Select bet of Playertwo: Mumbai Mavericks 1.88' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete 2 bets' });
    await expect(dialog).toHaveTextContent('1,500.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByText('Transaction password is required')).toBeVisible());
    await expect(args.onDeleteBets).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Wrong1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteBets).toHaveBeenCalledWith(matchBetRecords, 'Wrong1');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid transaction password');
  },
};

/** An operator without Current Bets or Bet Lock sees the books only. */
export const BooksOnly: Story = {
  args: { bets: undefined, children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table', { name: 'Open bets of your downline' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Your clients' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { markets: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('No markets')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Refresh/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { markets: [], bets: { bets: [], page: 1, totalPages: 0, onPageChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No markets')).toBeVisible();
    await expect(canvas.getByText('No records found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'You are not allowed to do this' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are not allowed to do this');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
