import { refusalCatalog } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { offScreen, useStorySlip } from '../../../testing/storySlip.ts';
import { withRouter } from '../../../testing/withRouter.tsx';
import { CasinoTableScreen } from './CasinoTableScreen.tsx';
import {
  dragonTigerRound,
  luckyRound,
  roundBets,
  storyClock,
  storyNow,
  teenResults,
  teenRound,
} from './fixtures.ts';

const open = teenRound({ status: 'open', shown: 0, secondsLeft: 15 });
const selection = {
  matchId: 5002,
  marketId: `${open.mid}.main`,
  marketName: 'Main',
  selectionId: 1,
  runnerName: 'Player A',
  side: 'back' as const,
  odds: 1.98,
  betOn: 'CASINO' as const,
  oddsType: undefined,
  gtype: undefined,
  volume: undefined,
  fancyStatus: undefined,
};

const meta = {
  title: 'Screens/Casino/Table',
  component: CasinoTableScreen,
  decorators: [withRouter],
  args: {
    round: open,
    closesAt: storyNow + 12_000,
    clock: storyClock(),
    connected: true,
    limits: { min: 100, max: 50_000 },
    bets: roundBets,
    results: teenResults,
    slip: null,
    presetStakes: [],
    oneClick: { enabled: false, stake: null },
    onOneClickChange: fn(),
    onSelectPrice: fn(),
    onSlipChange: fn(),
    onPlaceBet: fn(),
    onCloseSlip: fn(),
  },
} satisfies Meta<typeof CasinoTableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Betting open: the countdown, the cards face down, the prices, the player's bet, the last results. */
export const BettingOpen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '20-20 Teenpatti' })).toBeVisible();
    await expect(canvas.getByText(`Market Id ${open.mid}`)).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:12');
    const main = canvas.getByRole('region', { name: /^Main/ });
    await userEvent.click(within(main).getByRole('button', { name: 'Back Player A at 1.98' }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ matchId: 5002, marketId: `${open.mid}.main`, betOn: 'CASINO', odds: 1.98 }),
    );
    // Teen 20-20 is back only: no lay prices.
    await expect(canvas.queryByRole('button', { name: /^Lay / })).not.toBeInTheDocument();
    const bets = canvas.getByRole('region', { name: /Your bets on this round/ });
    await expect(within(bets).getByText('Player A')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Last results' })).getAllByRole('button'),
    ).toHaveLength(10);
    await expect(canvas.getByText(/Player A and Player B pay 1.98/)).toBeVisible();
    await expect(canvas.getByText(open.commitment)).toBeVisible();
  },
};

/** A price clicked: the slip takes it at the quoted odds, with the stake buttons. */
export const WithSlip: Story = {
  args: { slip: { key: 2, selection, odds: 1.98, stake: null, status: 'idle' } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const slip = canvas.getByRole('form', { name: 'Bet slip' });
    await expect(within(slip).getByText('Odds: 1.98')).toBeVisible();
    await userEvent.click(within(slip).getByRole('button', { name: /^500$/ }));
    await expect(args.onSlipChange).toHaveBeenCalledWith({ stake: 500 });
  },
};

/**
 * Issue 21: a bet refused for a responsible-gaming block shows the server's sentence in the slip (the
 * reality check's own reminder opens beside it, from the app's error handling).
 */
export const RefusedSelfExcluded: Story = {
  args: {
    slip: { key: 2, selection, odds: 1.98, stake: 500, status: 'fail', error: refusalCatalog.self_excluded },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const slip = canvas.getByRole('form', { name: 'Bet slip' });
    await expect(within(slip).getByRole('alert')).toHaveTextContent(
      'Your account is self-excluded. You can still sign in and withdraw.',
    );
  },
};

export const RefusedRealityCheck: Story = {
  args: {
    slip: {
      key: 2,
      selection,
      odds: 1.98,
      stake: 500,
      status: 'fail',
      error: refusalCatalog.reality_check_due,
    },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const slip = canvas.getByRole('form', { name: 'Bet slip' });
    await expect(within(slip).getByRole('alert')).toHaveTextContent(
      'Your reality check is due: please answer it to continue playing.',
    );
  },
};

const dealing = teenRound({ status: 'suspended', shown: 3 });

/** Betting closed and cards coming: every price is suspended, as on the sports markets. */
export const Dealing: Story = {
  args: { round: dealing, closesAt: undefined },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Dealing')).toBeVisible();
    await expect(
      canvas.getAllByRole('img', { name: /of (spades|hearts|clubs|diamonds)/ }).length,
    ).toBeGreaterThanOrEqual(3);
    const main = canvas.getByRole('region', { name: /^Main/ });
    await expect(within(main).getAllByText('Suspended').length).toBeGreaterThan(0);
    await expect(within(main).getByRole('button', { name: 'Back Player A at 1.98' })).toBeDisabled();
    await expect(args.onSelectPrice).not.toHaveBeenCalled();
  },
};

const over = teenRound({ status: 'result', shown: 6 });

/** The result: the winner, and Verify deals the round again in the browser. */
export const ResultVerified: Story = {
  args: { round: over, closesAt: undefined, bets: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Winner: ${over.result?.winnerName ?? ''}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('status', { name: 'Verification' })).toHaveTextContent(
      'Verified: the round matches its seeds',
    );
  },
};

/** A chip of the strip opens its round: the cards, the winner and its own fairness proof. */
export const OpenAResult: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [newest] = teenResults;
    const strip = canvas.getByRole('list', { name: 'Last results' });
    await userEvent.click(within(strip).getAllByRole('button')[0] as HTMLElement);
    const dialog = within(document.body).getByRole('dialog', { name: `Round ${newest?.mid ?? ''}` });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getAllByText(`Winner: ${newest?.data.winnerName ?? ''}`)).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Verification' })).toHaveTextContent('Verified'),
    );
  },
};

const lucky = luckyRound({ status: 'open', shown: 0, secondsLeft: 15 });

/** Lucky 7: one card, a board of fixed prices. */
export const LuckySeven: Story = {
  args: { round: lucky, bets: [], results: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lucky 7 - A' })).toBeVisible();
    await expect(canvas.getByText('No results yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back Low Card at 2' }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ runnerName: 'Low Card' }),
    );
  },
};

export const Reconnecting: Story = {
  args: { connected: false },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Reconnecting to the table/)).toBeVisible();
  },
};

/**
 * A phone: the table first, then the results, the prices, the slip and the rest under them. Issue 39: teen
 * patti's two hands side by side, as panels show them: its twelve runners in six rows of two, each row a
 * bet, Player A's prices beside Player B's.
 */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:12');
    const page = canvasElement.firstElementChild as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth + 1);
    const hands = canvas.getByRole('region', { name: /^Player A \/ Player B/ });
    await expect(
      within(hands)
        .getAllByRole('group')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Main', '3 Baccarat', 'Total', 'Pair Plus', 'Red', 'Black']);
    await expectSideBySide(within(hands).getByRole('group', { name: 'Red' }), 'Red A', 'Red B');
  },
};

/** Two hands' back prices in one row, the first hand's left of the second's. */
async function expectSideBySide(row: HTMLElement, first: string, second: string) {
  const box = (runner: string) =>
    within(row)
      .getByRole('button', { name: new RegExp(`^Back ${runner} at `) })
      .getBoundingClientRect();
  await expect(box(second).left).toBeGreaterThanOrEqual(box(first).right);
  await expect(box(second).top).toBe(box(first).top);
}

const dragonTiger = dragonTigerRound({ status: 'open', shown: 0, secondsLeft: 15 });

/**
 * Issue 39: dragon tiger on a phone, Dragon's bets beside Tiger's, its cards thirteen rows of two; the bets
 * on neither (the tie, the pair) stay markets of their own, on the page once each.
 */
export const PhoneDragonTiger: Story = {
  args: { round: dragonTiger, bets: [], results: [] },
  parameters: { phone: true, visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const hands = canvas.getByRole('region', { name: /^Dragon \/ Tiger/ });
    const rows = within(hands).getAllByRole('group');
    await expect(rows).toHaveLength(18);
    await expectSideBySide(
      within(hands).getByRole('group', { name: 'Card 7' }),
      'Dragon Card 7',
      'Tiger Card 7',
    );
    await expect(canvas.getAllByRole('button', { name: /^Back Tie at / })).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: /^Pair/ })).toBeVisible();
    await userEvent.click(within(hands).getByRole('button', { name: /^Back Tiger Even at / }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ marketId: `${dragonTiger.mid}.tigerOddEven`, runnerName: 'Tiger Even' }),
    );
  },
};

/**
 * Issue 39: on a phone, a price tapped far down the markets opens the slip right under its runner, with the
 * stake focused, and the table stays pinned at the top: the countdown is still on the screen.
 */
export const PhoneSlipUnderRunner: Story = {
  parameters: { phone: true, visual: { disable: true } },
  render: function Render(args) {
    return <CasinoTableScreen {...args} {...useStorySlip()} />;
  },
  play: async ({ canvas }) => {
    // The last row of the hands side by side, its bets Red A and Red B.
    const hands = canvas.getByRole('region', { name: /^Player A \/ Player B/ });
    const runner = within(hands).getByRole('group', { name: 'Black' });
    // Scrolled down to the last row, as a thumb would.
    runner.scrollIntoView({ block: 'end' });
    await userEvent.click(within(runner).getByRole('button', { name: /^Back Black B at / }));
    const slip = await canvas.findByRole('form', { name: 'Bet slip' });
    await expect(runner.nextElementSibling).toContainElement(slip);
    await expect(within(slip).getByLabelText('Stake', { exact: true })).toHaveFocus();
    await expect(offScreen(canvas.getByRole('timer'))).toBeLessThan(1);
    await expect(offScreen(slip)).toBeLessThan(1);
    // Closed, the slip goes back to its card below the markets.
    await userEvent.click(within(slip).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('complementary', { name: 'Your betting' })).toHaveTextContent(
      'No selection',
    );
  },
};
