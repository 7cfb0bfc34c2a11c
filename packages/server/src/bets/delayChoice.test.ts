import { refusalMessages, type BetWire, type PriceMoveChoice } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bets } from '../db/exchangeSchema.ts';
import {
  defaultBookmakerPrices,
  defaultFancyLine,
  defaultMatchOddsPrices,
  fancyBet,
  runnerBet,
  type RunnerPrices,
  type TestRunnerMarket,
} from '../testing/markets.ts';
import { BetEngine } from './engine.ts';
import {
  balanceOf,
  inOneBatch,
  inPlayFixtureForFile,
  newPlayer,
  placeBet,
  placedOf,
  placementInput,
  settle,
} from '../testing/bets.ts';

/**
 * The player's choice of what the end of the in-play delay does with a moved price
 * (docs/adr/0026-in-play-price-moves.md). As in delay.test.ts, nothing sleeps: the engine's sleep runs
 * the price move the feed would send during those seconds, on a clock that stands still.
 */
const fixture = inPlayFixtureForFile();

afterEach(() => {
  const { match } = fixture;
  fixture.duringDelay = () => undefined;
  match.setPrices(match.matchOdds, defaultMatchOddsPrices);
  match.setPrices(match.bookmaker, defaultBookmakerPrices);
  match.setFancy(defaultFancyLine);
});

/** The first runner's prices moved to `prices`, the others as they were. */
const firstRunner = (market: TestRunnerMarket, prices: RunnerPrices) =>
  fixture.match.setPrices(
    market,
    (market.kind === 'bookmaker' ? defaultBookmakerPrices : defaultMatchOddsPrices).map((current, index) =>
      index === 0 ? prices : current,
    ),
  );

const onFirstRunner = (market: TestRunnerMarket, side: 'back' | 'lay', odds: number) =>
  runnerBet(market, fixture.match.matchId, { side, odds, stake: 100 });

/** An in-play bet, its choice, and what the feed does to its price during the delay. */
interface MovedPrice {
  bet: () => BetWire;
  choice: PriceMoveChoice;
  move: () => void;
}

/** A new player's bet, with the price moved during its delay; the answer and the bet stored. */
async function placeWhileMoving({ bet, choice, move }: MovedPrice) {
  const { user, token } = await newPlayer(fixture.t, fixture.agent);
  fixture.duringDelay = move;
  const answer = await placeBet(fixture.t, token, bet(), { extra: choice });
  return { answer, stored: await storedBetOf(user.id), token, userId: user.id };
}

async function storedBetOf(userId: string): Promise<{ status: string; odds: number }> {
  const [row] = await fixture.t.database.db
    .select({ status: bets.status, odds: bets.odds })
    .from(bets)
    .where(eq(bets.userId, userId));
  if (!row) throw new Error('no bet stored');
  return row;
}

const backAt2 = () => onFirstRunner(fixture.match.matchOdds, 'back', 2);
const bookmakerBackAt95 = () => onFirstRunner(fixture.match.bookmaker, 'back', 95);
const matchOddsRise = () => firstRunner(fixture.match.matchOdds, { back: [2.2], lay: [2.22] });
const matchOddsFall = () => firstRunner(fixture.match.matchOdds, { back: [1.8], lay: [1.82] });
const bookmakerRise = () => firstRunner(fixture.match.bookmaker, { back: [100], lay: [105] });

describe('a price moved in the player’s favour during the in-play delay', () => {
  it.each<[string, MovedPrice, number]>([
    [
      'a back takes the higher match odds price when the player accepts any better price',
      { bet: backAt2, choice: { acceptBetterPrice: true }, move: matchOddsRise },
      2.2,
    ],
    [
      'a lay takes the lower match odds price when the player accepts any better price',
      {
        bet: () => onFirstRunner(fixture.match.matchOdds, 'lay', 2.02),
        choice: { acceptBetterPrice: true },
        move: () => firstRunner(fixture.match.matchOdds, { back: [1.88], lay: [1.9] }),
      },
      1.9,
    ],
    [
      'a back matches at its own price when the player declines a better one',
      { bet: backAt2, choice: { acceptBetterPrice: false }, move: matchOddsRise },
      2,
    ],
    [
      'a bookmaker back takes the higher price when the player accepts any better price',
      { bet: bookmakerBackAt95, choice: { acceptBetterPrice: true }, move: bookmakerRise },
      100,
    ],
    [
      'a bookmaker back matches at its own price when the player declines a better one',
      { bet: bookmakerBackAt95, choice: { acceptBetterPrice: false }, move: bookmakerRise },
      95,
    ],
  ])('%s', async (_title, moved, odds) => {
    const { answer, stored } = await placeWhileMoving(moved);
    expect(answer).toMatchObject({ status: 200, data: { bet: { status: 'match', odds } } });
    expect(stored).toEqual({ status: 'matched', odds });
  });
});

describe('a price moved against the player during the in-play delay', () => {
  it('leaves a match odds bet waiting when the player asks to, and matches it when the price comes back', async () => {
    const { answer, stored, token, userId } = await placeWhileMoving({
      bet: backAt2,
      choice: { acceptBetterPrice: true, waitIfPriceWorse: true },
      move: matchOddsFall,
    });
    expect(answer).toMatchObject({
      status: 200,
      data: { bet: { status: 'unmatch', odds: 2 }, exposer: 100 },
    });
    expect(stored).toEqual({ status: 'unmatched', odds: 2 });
    // A waiting bet like any other: the stake stays reserved and the next price at 2 or better matches it.
    firstRunner(fixture.match.matchOdds, { back: [2.04], lay: [2.06] });
    await settle(fixture.t);
    expect(await storedBetOf(userId)).toEqual({ status: 'matched', odds: 2.04 });
    expect((await balanceOf(fixture.t, token)).exposer).toBe(100);
  });

  it.each<[string, MovedPrice, string]>([
    [
      'refuses a match odds bet when the player does not ask to wait',
      { bet: backAt2, choice: { acceptBetterPrice: true, waitIfPriceWorse: false }, move: matchOddsFall },
      refusalMessages.priceMovedDuringDelay,
    ],
    [
      'refuses a bookmaker bet even when the player asks to wait: bookmaker bets never wait',
      {
        bet: bookmakerBackAt95,
        choice: { waitIfPriceWorse: true },
        move: () => firstRunner(fixture.match.bookmaker, { back: [90], lay: [95] }),
      },
      refusalMessages.priceMovedDuringDelay,
    ],
  ])('%s', async (_title, moved, message) => expectRefused(moved, message));
});

describe('refusals the choice does not change', () => {
  it.each<[string, MovedPrice, string]>([
    [
      'a bookmaker bet whose price rose, when the bet says nothing (a client without the choice)',
      { bet: bookmakerBackAt95, choice: {}, move: bookmakerRise },
      refusalMessages.priceMovedDuringDelay,
    ],
    [
      'a bet whose market was suspended during the delay, even when the player asks to wait',
      {
        bet: backAt2,
        choice: { waitIfPriceWorse: true },
        move: () => fixture.match.setStatus(fixture.match.matchOdds, 'SUSPENDED'),
      },
      refusalMessages.marketSuspended,
    ],
    [
      'a session bet whose line moved, whatever the choice: another line is another bet',
      {
        bet: () =>
          fancyBet(fixture.match.fancy, fixture.match.matchId, {
            side: 'back',
            line: 80,
            rate: 100,
            stake: 100,
          }),
        choice: { acceptBetterPrice: true, waitIfPriceWorse: true },
        move: () => fixture.match.setFancy({ ...defaultFancyLine, yesLine: 79, noLine: 77 }),
      },
      refusalMessages.priceMovedDuringDelay,
    ],
  ])('%s', async (_title, moved, message) => expectRefused(moved, message));
});

/** The bet refused with `message`, nothing left at stake. */
async function expectRefused(moved: MovedPrice, message: string): Promise<void> {
  const { answer, stored, token } = await placeWhileMoving(moved);
  expect(answer).toMatchObject({ status: 400, message });
  expect(stored.status).toBe('refused');
  expect((await balanceOf(fixture.t, token)).exposer).toBe(0);
}

describe('the choice is the bet’s own', () => {
  it('keeps each bet’s choice through one batch and a restart: the bets left delayed end as each asked', async () => {
    const waiting = await newPlayer(fixture.t, fixture.agent);
    const refusing = await newPlayer(fixture.t, fixture.agent);
    const back = onFirstRunner(fixture.match.matchOdds, 'back', 2);
    const outcomes = await inOneBatch(fixture.t, [
      placementInput(waiting.user, back, { priceMove: { waitIfPriceWorse: true } }),
      placementInput(refusing.user, back, { priceMove: { waitIfPriceWorse: false } }),
    ]);
    expect(outcomes.map((outcome) => placedOf(outcome).row.status)).toEqual(['delayed', 'delayed']);

    // The server stops during the delay; the price falls; a restarted engine checks the bets it finds.
    firstRunner(fixture.match.matchOdds, { back: [1.8], lay: [1.82] });
    const restarted = new BetEngine(fixture.t.context, { sleep: async () => undefined });
    await restarted.start();
    await restarted.stop();
    expect(await storedBetOf(waiting.user.id)).toEqual({ status: 'unmatched', odds: 2 });
    expect((await storedBetOf(refusing.user.id)).status).toBe('refused');
  });
});
