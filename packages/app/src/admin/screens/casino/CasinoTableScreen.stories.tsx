import type { Meta, StoryObj } from '@storybook/react-vite';
import { casinoResultChip } from '@exchange/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { CasinoTableScreen } from './CasinoTableScreen.tsx';
import { storyClock, storyNow } from '../../../screens/casino/table/fixtures.ts';
import {
  dealingTeenPatti,
  openTeenPatti,
  teenPattiBets,
  teenPattiBook,
  teenPattiResults,
} from './fixtures.ts';

const meta = {
  title: 'Screens/Admin/Casino/Table',
  component: CasinoTableScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/casino/teen20' },
  args: {
    gameName: '20-20 Teenpatti',
    round: openTeenPatti,
    // Betting closes 3 s before the window's 15 s end: 12 s on the countdown.
    closesAt: storyNow + 12_000,
    clock: storyClock(),
    closed: false,
    markets: teenPattiBook,
    bets: { bets: teenPattiBets, page: 1, totalPages: 1, onPageChange: fn() },
    onDeleteBets: fn(async () => undefined),
    results: teenPattiResults,
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
    await expect(canvas.getByText(`Market Id ${openTeenPatti.mid}`)).toBeVisible();
    await expect(canvas.getByText('Betting closes in')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('12');
    const book = canvas.getByRole('table', { name: `${teenPattiBook[0]?.marketName}: your downline` });
    await expect(within(book).getByRole('row', { name: /Player A/ })).toHaveTextContent('-490.00');
    await expect(within(book).getByRole('row', { name: /Player B/ })).toHaveTextContent('500.00');
    const bets = canvas.getByRole('table', { name: 'Open bets of your downline' });
    await expect(within(bets).getAllByRole('row')).toHaveLength(3);
    // The last results as the players' table shows them (issue 39): the winner's letter and colour.
    const chips = within(canvas.getByRole('list', { name: 'Last results' })).getAllByRole('button');
    const expected = teenPattiResults.map((result) => {
      const winner = result.voided ? 'Void' : result.data.winnerName;
      return { name: `Round ${result.mid}: ${winner}`, ...casinoResultChip(winner) };
    });
    await expect(
      chips.map((chip) => ({
        name: chip.textContent?.slice(chip.textContent.indexOf('Round')),
        label: chip.querySelector('[aria-hidden]')?.textContent,
        tone: chip.getAttribute('data-tone'),
      })),
    ).toEqual(expected);
    await expect(expected.map((chip) => chip.tone)).toContain('neutral');
    await userEvent.click(chips[0] as HTMLElement);
    await expect(args.onSelectResult).toHaveBeenCalledWith(teenPattiResults[0]);
  },
};

/** The cards coming: four dealt, the market suspended, no countdown. */
export const Dealing: Story = {
  args: {
    round: dealingTeenPatti,
    closesAt: undefined,
    markets: teenPattiBook.map((market) => ({ ...market, suspended: true })),
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dealing', { exact: true })).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    const faceUp = canvas.getAllByRole('img', { name: / of (spades|hearts|diamonds|clubs)$/ });
    await expect(faceUp).toHaveLength(4);
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
  args: { round: undefined, closesAt: undefined, closed: true, markets: [], bets: undefined, results: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This casino game is closed')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { round: dealingTeenPatti, closesAt: undefined },
  parameters: { phone: true },
};
