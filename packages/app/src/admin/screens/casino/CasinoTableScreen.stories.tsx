import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { CasinoTableScreen } from './CasinoTableScreen.tsx';
import { dealingTeenPatti, openTeenPatti, teenPattiBets, teenPattiBook, teenPattiChips } from './fixtures.ts';

const meta = {
  title: 'Screens/Admin/Casino/Table',
  component: CasinoTableScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/casino/teen20' },
  args: {
    gameName: '20-20 Teenpatti',
    round: openTeenPatti,
    closed: false,
    markets: teenPattiBook,
    bets: { bets: teenPattiBets, page: 1, totalPages: 1, onPageChange: fn() },
    onDeleteBets: fn(async () => undefined),
    results: teenPattiChips,
    onSelectResult: fn(),
    status: 'ready',
    onRefresh: fn(),
  },
} satisfies Meta<typeof CasinoTableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Betting open: the countdown, six places for cards, the book per runner, the bets and the last results. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('20-20 Teenpatti');
    await expect(canvas.getByText('Round 2026011214320')).toBeVisible();
    await expect(canvas.getByText('Betting open')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('12 s');
    const book = canvas.getByRole('table', { name: 'Winner: your downline' });
    await expect(within(book).getByRole('row', { name: /Player A/ })).toHaveTextContent('-490.00');
    await expect(within(book).getByRole('row', { name: /Player B/ })).toHaveTextContent('500.00');
    const bets = canvas.getByRole('table', { name: 'Open bets of your downline' });
    await expect(within(bets).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /Round 2026011214310: Player B/ }));
    await expect(args.onSelectResult).toHaveBeenCalledWith(teenPattiChips[0]);
  },
};

/** The cards coming: four dealt, the market suspended, no countdown. */
export const Dealing: Story = {
  args: {
    round: dealingTeenPatti,
    markets: teenPattiBook.map((market) => ({ ...market, suspended: true })),
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dealing')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    const cards = canvas.getByRole('list', { name: 'Cards' });
    await expect(
      within(cards)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['King of hearts', 'Nine of spades', 'Queen of diamonds', 'Nine of clubs']);
    await expect(canvas.getByText('Suspended')).toBeVisible();
  },
};

/** Deleting a matched casino bet asks for the transaction password. */
export const DeleteBet: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete bet of Player: Player A 1.98' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete bet' });
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Txn4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteBets).toHaveBeenCalledWith([teenPattiBets[0]], 'Txn4321');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A game the Super Admin closed: no round, and why. */
export const Closed: Story = {
  args: { round: undefined, closed: true, markets: [], bets: undefined, results: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This casino game is closed')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Mobile: Story = { args: { round: dealingTeenPatti }, parameters: { phone: true } };
