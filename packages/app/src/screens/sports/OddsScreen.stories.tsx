import { refusalCatalog, toMinor, type MarketBook } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { offScreen, useStorySlip } from '../../testing/storySlip.ts';
import { withRouter } from '../../testing/withRouter.tsx';
import {
  cricketEndUpdate,
  cricketMatch,
  cricketOdds,
  cricketSnapshot,
  finishedCricketSnapshot,
  openBets,
  storyMatchStore,
} from './fixtures.ts';
import { OddsScreen } from './OddsScreen.tsx';

const selection = {
  matchId: 3101,
  marketId: cricketOdds.marketId,
  marketName: 'Match Odds',
  selectionId: 101,
  runnerName: 'India',
  side: 'back' as const,
  odds: 1.98,
  betOn: 'MATCH_ODDS' as const,
  oddsType: undefined,
  gtype: undefined,
  volume: undefined,
  fancyStatus: undefined,
  size: 2500,
};

const meta = {
  title: 'Screens/Player/Odds',
  component: OddsScreen,
  decorators: [withRouter],
  args: {
    match: cricketMatch,
    live: storyMatchStore(),
    connected: true,
    limits: { min: 100, max: 500_000 },
    bets: [],
    slip: null,
    presetStakes: [],
    oneClick: { enabled: false, stake: null },
    onOneClickChange: fn(),
    onSelectPrice: fn(),
    onSlipChange: fn(),
    onPlaceBet: fn(),
    onCloseSlip: fn(),
    onCancelBet: fn(async () => undefined),
    onCashOut: fn(async () => undefined),
    onSaveStakes: fn(async () => undefined),
  },
} satisfies Meta<typeof OddsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The score, match odds, bookmaker and sessions live from the match room; an empty slip beside them. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'India v Australia' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bookmaker' })).toBeVisible();
    const sessions = canvas.getByRole('region', { name: 'Sessions' });
    await expect(within(sessions).getByText('Ball Running')).toBeVisible();
    const odds = canvas.getByRole('region', { name: /Match Odds/ });
    await userEvent.click(within(odds).getByRole('button', { name: /^Back India at 1.98/ }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ runnerName: 'India', odds: 1.98 }),
    );
  },
};

export const Playground: Story = {};

/** A price in the slip: the stake previews the profit, and Place bet hands the bet to the page. */
export const WithSlip: Story = {
  args: { slip: { key: 1, selection, odds: 1.98, stake: 500, status: 'idle' } },
  play: async ({ canvas, args }) => {
    const slip = canvas.getByRole('form', { name: 'Bet slip' });
    await waitFor(() => expect(within(slip).getByLabelText('Stake')).toHaveFocus());
    await expect(within(slip).getByText('+490.00')).toBeVisible();
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await expect(args.onPlaceBet).toHaveBeenCalledWith(
      expect.objectContaining({ selectionId: 101, side: 'back', odds: 1.98, stake: toMinor(500) }),
    );
  },
};

/** Issue 39: a placed bet stays in the slip as placed, with no Place bet to send it a second time. */
export const Placed: Story = {
  args: { slip: { key: 1, selection, odds: 1.98, stake: 500, status: 'done' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bet Placed Successfully')).toBeVisible();
    const slip = canvas.getByRole('form', { name: 'Bet slip' });
    await expect(within(slip).queryByRole('button', { name: 'Place bet' })).toBeNull();
  },
};

export const Refused: Story = {
  args: {
    slip: { key: 1, selection, odds: 1.98, stake: 500, status: 'fail', error: 'Insufficient balance' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance');
  },
};

/** Issue 21: a sports bet refused during a cool-off says so, and what still works, in the slip. */
export const RefusedCoolingOff: Story = {
  parameters: { visual: { disable: true } },
  args: {
    slip: { key: 1, selection, odds: 1.98, stake: 500, status: 'fail', error: refusalCatalog.cooling_off },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your account is in a cool-off period. You can still sign in and withdraw.',
    );
  },
};

/** Matched and unmatched bets: the position with its cash out, and Cancel on the waiting bet. */
export const WithBets: Story = {
  args: { bets: openBets },
  play: async ({ canvas, args }) => {
    const position = canvas.getByRole('region', { name: 'Your position: Match Odds' });
    await userEvent.click(within(position).getByRole('button', { name: /cash out/i }));
    await expect(args.onCashOut).toHaveBeenCalledWith(
      expect.objectContaining({ marketId: cricketOdds.marketId, betOn: 'MATCH_ODDS' }),
    );
    const unmatched = canvas.getByRole('table', { name: 'Unmatched bets' });
    await userEvent.click(within(unmatched).getByRole('button', { name: /cancel/i }));
    await expect(args.onCancelBet).toHaveBeenCalledWith(expect.objectContaining({ id: 'b3' }));
  },
};

/** India's match odds as a feed that reports trading gives them: the last traded price and the volume. */
const tradedOdds: MarketBook = {
  ...cricketOdds,
  runners: cricketOdds.runners.map((runner, index) =>
    index === 0
      ? {
          ...runner,
          lastPriceTraded: 1.99,
          ex: {
            ...runner.ex,
            tradedVolume: [
              { price: 1.97, size: 8400 },
              { price: 1.98, size: 21500 },
              { price: 1.99, size: 12250 },
            ],
          },
        }
      : runner,
  ),
};

/**
 * Issue 41: Match Odds switched from its grid to the price ladder. With one-click betting on, a ladder
 * click places the stake at once; a click on the waiting bet cancels it.
 */
export const LadderView: Story = {
  args: {
    bets: openBets,
    live: storyMatchStore({ ...cricketSnapshot, matchOdds: [tradedOdds] }),
    ladderStake: 100,
    onLadderBet: fn(async () => undefined),
  },
  play: async ({ canvas, args }) => {
    const odds = canvas.getByRole('region', { name: 'Match Odds' });
    await expect(within(odds).getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(odds).getByRole('button', { name: 'Ladder' }));
    // The ladder's code is fetched on this first use: a busy machine may take a while to serve it.
    const ladder = await canvas.findByRole('grid', { name: 'India price ladder' }, { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ladder' })).toHaveFocus());
    await expect(within(ladder).getByRole('gridcell', { name: '1.99, last traded' })).toBeVisible();
    await userEvent.click(within(ladder).getByRole('gridcell', { name: 'Back 2.04' }));
    await expect(args.onLadderBet).toHaveBeenCalledWith(
      expect.objectContaining({ selectionId: 101, side: 'back', odds: 2.04, stake: toMinor(100) }),
    );
    await userEvent.click(within(ladder).getByRole('gridcell', { name: /^Cancel your back at 2.5,/ }));
    await expect(args.onCancelBet).toHaveBeenCalledWith(expect.objectContaining({ id: 'b3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Grid' }));
    await expect(await canvas.findByRole('button', { name: /^Back India at 1.98/ })).toBeVisible();
  },
};

/** The stake buttons are the player's own: the editor opens on request, and editing saves through the page. */
export const StakeButtons: Story = {
  args: { presetStakes: [100, 500, 1000] },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('spinbutton', { name: 'Stake 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit stake buttons' }));
    const third = canvas.getByRole('spinbutton', { name: 'Stake 3' });
    await userEvent.clear(third);
    await userEvent.type(third, '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveStakes).toHaveBeenCalledWith([100, 500, 2000]);
  },
};

/** Until the match room's snapshot arrives. */
export const Loading: Story = {
  args: { live: storyMatchStore(null) },
};

/** The data socket is down: the prices may be stale, and the page says so. */
export const Disconnected: Story = {
  args: { connected: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Reconnecting to live prices/)).toHaveAttribute('role', 'status');
  },
};

export const Mobile: Story = { parameters: { phone: true }, args: { bets: openBets } };

/** The checks a finished match must pass, on a page opened after the end or on one open as it ended. */
async function expectFinished(canvas: ReturnType<typeof within>) {
  await expect(canvas.queryByText('In-Play')).toBeNull();
  await expect(canvas.getByText('Finished')).toBeVisible();
  await expect(canvas.getByText('Result: India')).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Final score' })).toBeVisible();
  const odds = canvas.getByRole('region', { name: /Match Odds/ });
  await expect(within(within(odds).getByRole('group', { name: 'India' })).getByText('Closed')).toBeVisible();
  for (const price of within(odds).queryAllByRole('button', { name: /^(Back|Lay) / }))
    await expect(price).toBeDisabled();
  const slip = canvas.getByRole('form', { name: 'Bet slip' });
  await expect(within(slip).getByRole('alert')).toHaveTextContent(refusalCatalog.market_closed);
  await expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeDisabled();
}

/**
 * Issue 39: a page opened after the match ended: Finished with the winner, the final score, the markets
 * closed, and a slip on them disabled with the reason (never "Starts <a past time>" or "No score yet").
 */
export const Finished: Story = {
  args: {
    live: storyMatchStore(finishedCricketSnapshot),
    slip: { key: 1, selection, odds: 1.98, stake: 500, status: 'idle' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(/^Starts /)).toBeNull();
    await expectFinished(canvas);
    await userEvent.click(within(canvas.getByRole('form', { name: 'Bet slip' })).getByLabelText('Stake'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
  },
};

/** The open page's match store, fresh for each run of the story below (its play ends the match). */
let endingStore = storyMatchStore();

/**
 * Issue 39: the match ends while the page is open, a price in the slip: the room's push turns the header
 * Finished with the result, closes the ladder and disables the slip with the reason, all at once.
 */
export const EndsWhileOpen: Story = {
  parameters: { visual: { disable: true } },
  args: { slip: { key: 1, selection, odds: 1.98, stake: 500, status: 'idle' } },
  beforeEach: () => {
    endingStore = storyMatchStore();
  },
  render: (args) => <OddsScreen {...args} live={endingStore} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In-Play')).toBeVisible();
    const slip = canvas.getByRole('form', { name: 'Bet slip' });
    await expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeEnabled();
    endingStore.onUpdate(cricketEndUpdate);
    await waitFor(() => expect(canvas.getByText('Finished')).toBeVisible());
    await expectFinished(canvas);
  },
};

/**
 * Issue 39: on a phone a tapped price opens the slip right under its runner, with the stake focused and on
 * the screen, not below every market; the bookmaker's and the sessions' rows alike. Closed, the slip goes
 * back to its card below the markets.
 */
export const PhoneSlipUnderRunner: Story = {
  parameters: { phone: true, visual: { disable: true } },
  args: {
    // Sessions the room names a selection for, as it does for every session it offers.
    live: storyMatchStore({
      ...cricketSnapshot,
      fancy: cricketSnapshot.fancy.map((session, index) => ({ ...session, selectionId: 2047 + index })),
    }),
  },
  render: function Render(args) {
    return <OddsScreen {...args} {...useStorySlip()} />;
  },
  play: async ({ canvas }) => {
    const bookmaker = canvas.getByRole('region', { name: /^Bookmaker/ });
    const australia = within(bookmaker).getByRole('group', { name: 'Australia' });
    australia.scrollIntoView({ block: 'end' });
    await userEvent.click(within(australia).getByRole('button', { name: /^Back Australia at 98/ }));
    const slip = await canvas.findByRole('form', { name: 'Bet slip' });
    await expect(australia.nextElementSibling).toContainElement(slip);
    await expect(within(slip).getByLabelText('Stake', { exact: true })).toHaveFocus();
    await expect(offScreen(slip)).toBeLessThan(1);
    const panel = canvas.getByRole('complementary', { name: 'Your betting' });
    await expect(panel).toHaveTextContent('Open under Australia');

    // A session's price moves the slip under that session.
    const session = within(canvas.getByRole('region', { name: 'Sessions' })).getByRole('group', {
      name: '6 over runs IND',
    });
    await userEvent.click(within(session).getByRole('button', { name: /^Yes 6 over runs IND/ }));
    await waitFor(() => expect(session.nextElementSibling).toContainElement(canvas.getByRole('form')));
    await expect(canvas.getAllByRole('form', { name: 'Bet slip' })).toHaveLength(1);

    await userEvent.click(within(canvas.getByRole('form')).getByRole('button', { name: 'Cancel' }));
    await expect(panel).toHaveTextContent('No selection');
  },
};
