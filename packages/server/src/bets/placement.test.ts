import { messages, refusalMessages, ruleMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import {
  createTestMatch,
  defaultMatchOddsPrices,
  fancyBet,
  noSportLimits,
  runnerBet,
  type TestMatch,
  type RunnerPrices,
} from '../testing/markets.ts';
import { balanceOf, newPlayer, placeBet, settle } from '../testing/bets.ts';

let t: TestApp;
let agent: TestUser;
let match: TestMatch;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin, privileges: [10, 60] });
  match = await createTestMatch(t, { sport: noSportLimits });
});
afterAll(() => t.close());

const back = (odds: number, stake: number, runner = 0) =>
  runnerBet(match.matchOdds, match.matchId, { runner, side: 'back', odds, stake });
const lay = (odds: number, stake: number, runner = 0) =>
  runnerBet(match.matchOdds, match.matchId, { runner, side: 'lay', odds, stake });
/** The default prices with one runner's replaced. */
const pricesWith = (runner: number, prices: RunnerPrices) =>
  defaultMatchOddsPrices.map((current, index) => (index === runner ? prices : current));
const selection = (runner: number) => match.matchOdds.runners[runner]?.selectionId;

async function storedStatus(betId: string) {
  const [row] = await t.database.db
    .select({ status: bets.status, odds: bets.odds })
    .from(bets)
    .where(eq(bets.id, betId));
  return row;
}

describe('matching on match odds', () => {
  it('matches a back at or below the best back price at once, at the better price', async () => {
    const { token } = await newPlayer(t, agent);
    const placed = await placeBet(t, token, back(1.9, 100));
    expect(placed.status).toBe(200);
    expect(placed.message).toBe(messages.betPlaced);
    expect(placed.data.bet).toMatchObject({ status: 'match', odds: 2, stack: 100 });
    expect(placed.data.exposer).toBe(100);
    expect(placed.data.profitlist).toEqual([
      { selectionId: selection(0), amount: 100 },
      { selectionId: selection(1), amount: -100 },
      { selectionId: selection(2), amount: -100 },
    ]);
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 100 });
  });

  it('matches a lay at or above the best lay price at once, at the better price', async () => {
    const { token } = await newPlayer(t, agent);
    const placed = await placeBet(t, token, lay(3.7, 100, 1));
    expect(placed.data.bet).toMatchObject({ status: 'match', odds: 3.6 });
    // The layer loses 100 x (3.6 - 1) if the runner wins.
    expect(placed.data.exposer).toBe(260);
    expect(placed.data.profitlist.map((position) => position.amount)).toEqual([100, -260, 100]);
  });

  it('keeps a back above the best price waiting, reserving its stake, until the price comes', async () => {
    const { user, token } = await newPlayer(t, agent);
    const placed = await placeBet(t, token, back(2.1, 100));
    expect(placed.data.bet).toMatchObject({ status: 'unmatch', odds: 2.1 });
    expect(placed.data.exposer).toBe(100);
    // Nothing is matched yet: the position is flat.
    expect(placed.data.profitlist.map((position) => position.amount)).toEqual([0, 0, 0]);

    // The price moves up, but not far enough: still waiting.
    match.setPrices(match.matchOdds, pricesWith(0, { back: [2.06, 2.04], lay: [2.08] }));
    await settle(t);
    expect(await storedStatus(placed.data.bet._id)).toEqual({ status: 'unmatched', odds: 2.1 });

    // It passes the asked price: matched at the better price on offer.
    match.setPrices(match.matchOdds, pricesWith(0, { back: [2.12, 2.1], lay: [2.14] }));
    await settle(t);
    expect(await storedStatus(placed.data.bet._id)).toEqual({ status: 'matched', odds: 2.12 });
    const pushed = t.pushes.filter((push) => push.userId === user.id && push.event === 'bet');
    expect(pushed.map((push) => (push.payload as { event: string }).event)).toEqual(['placed', 'matched']);
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 100 });
    match.setPrices(match.matchOdds, defaultMatchOddsPrices);
  });

  it('keeps a lay below the best lay price waiting until the lay price comes down to it', async () => {
    const { token } = await newPlayer(t, agent);
    const placed = await placeBet(t, token, lay(3.4, 100, 1));
    expect(placed.data.bet.status).toBe('unmatch');
    expect(placed.data.exposer).toBe(240);
    match.setPrices(match.matchOdds, pricesWith(1, { back: [3.3], lay: [3.35] }));
    await settle(t);
    expect(await storedStatus(placed.data.bet._id)).toEqual({ status: 'matched', odds: 3.35 });
    expect((await balanceOf(t, token)).exposer).toBe(235);
    match.setPrices(match.matchOdds, defaultMatchOddsPrices);
  });

  it('refuses odds off the price ladder', async () => {
    const { token } = await newPlayer(t, agent);
    expect(await placeBet(t, token, back(2.03, 100))).toMatchObject({
      status: 400,
      code: 'odds_not_on_ladder',
      message: refusalMessages.oddsNotOnLadder,
    });
  });
});

describe('cancelling and lapsing', () => {
  it('lets a player cancel its unmatched bet, which releases the stake, but not a matched one', async () => {
    const { token } = await newPlayer(t, agent);
    const waiting = await placeBet(t, token, back(3, 200));
    const matched = await placeBet(t, token, back(2, 100, 0));
    expect((await balanceOf(t, token)).exposer).toBe(300);
    const other = await newPlayer(t, agent);
    const foreign = await t.call('DELETE', `/api/delete-current-bet/${waiting.data.bet._id}`, {
      token: other.token,
    });
    expect(foreign).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: refusalMessages.notFound },
    });

    const cancelled = await t.call('DELETE', `/api/delete-current-bet/${waiting.data.bet._id}`, { token });
    expect(cancelled.status).toBe(200);
    expect((await balanceOf(t, token)).exposer).toBe(100);
    expect((await storedStatus(waiting.data.bet._id))?.status).toBe('cancelled');
    const again = await t.call('DELETE', `/api/delete-current-bet/${matched.data.bet._id}`, { token });
    expect(again).toMatchObject({
      status: 400,
      body: { code: 'bet_not_cancellable', message: refusalMessages.betNotCancellable },
    });
    const open = await t.call('GET', '/bet/bets', { token, query: { matchId: String(match.matchId) } });
    expect((open.body.data as { _id: string }[]).map((bet) => bet._id)).toEqual([matched.data.bet._id]);
  });

  it('lapses unmatched bets when the event turns in play, except those placed to keep', async () => {
    const upcoming = await createTestMatch(t);
    const { token } = await newPlayer(t, agent);
    const bet = (odds: number) =>
      runnerBet(upcoming.matchOdds, upcoming.matchId, { side: 'back', odds, stake: 100 });
    const lapsing = await placeBet(t, token, bet(3));
    const kept = await placeBet(t, token, bet(3.5), { extra: { persistence: 'keep' } });
    const matched = await placeBet(t, token, bet(2));
    expect((await balanceOf(t, token)).exposer).toBe(300);

    upcoming.setMatchStatus('inPlay');
    await settle(t);
    expect((await storedStatus(lapsing.data.bet._id))?.status).toBe('lapsed');
    expect((await storedStatus(kept.data.bet._id))?.status).toBe('unmatched');
    expect((await storedStatus(matched.data.bet._id))?.status).toBe('matched');
    expect((await balanceOf(t, token)).exposer).toBe(200);
  });
});

describe('refusals', () => {
  it('refuses bets on a suspended market or selection, and takes them again once open', async () => {
    const { token } = await newPlayer(t, agent);
    match.setStatus(match.matchOdds, 'SUSPENDED');
    expect(await placeBet(t, token, back(2, 100))).toMatchObject({
      status: 400,
      code: 'market_suspended',
      message: refusalMessages.marketSuspended,
    });
    match.setPrices(match.matchOdds, pricesWith(0, { back: [2], lay: [2.02], suspended: true }));
    expect(await placeBet(t, token, back(2, 100))).toMatchObject({
      status: 400,
      code: 'selection_suspended',
      message: refusalMessages.selectionSuspended,
    });
    match.setFancy({ noLine: 78, noRate: 100, yesLine: 80, yesRate: 100 }, 'BALL RUNNING');
    const yes = fancyBet(match.fancy, match.matchId, { side: 'back', line: 80, rate: 100, stake: 100 });
    expect(await placeBet(t, token, yes)).toMatchObject({
      status: 400,
      code: 'market_suspended',
      message: refusalMessages.marketSuspended,
    });
    match.setPrices(match.matchOdds, defaultMatchOddsPrices);
    match.setFancy({ noLine: 78, noRate: 100, yesLine: 80, yesRate: 100 });
    expect((await placeBet(t, token, back(2, 100))).status).toBe(200);
    expect((await balanceOf(t, token)).exposer).toBe(100);
  });

  it('refuses bets below a bet-locked ancestor and on a match locked for the downline', async () => {
    const master = await t.createUser({ role: 'mdl', parent: agent, privileges: [10, 60] });
    const { token } = await newPlayer(t, master);
    await t.database.db.update(users).set({ betLocked: true }).where(eq(users.id, master.id));
    expect(await placeBet(t, token, back(2, 100))).toMatchObject({
      status: 403,
      code: 'bet_locked',
      message: refusalMessages.betLocked,
    });
    await t.database.db.update(users).set({ betLocked: false }).where(eq(users.id, master.id));

    const masterToken = await t.signIn(master);
    const lock = { matchId: match.matchId, lock: true };
    expect((await t.call('POST', '/api/bet-lock', { token: masterToken, body: lock })).status).toBe(200);
    expect(await placeBet(t, token, back(2, 100))).toMatchObject({
      status: 403,
      code: 'event_bet_locked',
      message: refusalMessages.eventBetLocked,
    });
    const other = await createTestMatch(t);
    const elsewhere = runnerBet(other.matchOdds, other.matchId, { side: 'back', odds: 2, stake: 100 });
    expect((await placeBet(t, token, elsewhere)).status).toBe(200);
    await t.call('POST', '/api/bet-lock', { token: masterToken, body: { ...lock, lock: false } });
    expect((await placeBet(t, token, back(2, 100))).status).toBe(200);
    expect((await balanceOf(t, token)).exposer).toBe(200);
  });

  it("keeps stakes within the sport's and the user's limits", async () => {
    const limited = await createTestMatch(t, {
      sportId: 1,
      sport: { minBet: 10_000, maxBet: 500_000, delaySeconds: 0 },
    });
    const { user, token } = await newPlayer(t, agent);
    const bet = (stake: number) =>
      runnerBet(limited.matchOdds, limited.matchId, { side: 'back', odds: 2, stake });
    expect(await placeBet(t, token, bet(99))).toMatchObject({
      status: 400,
      code: 'stake_below_minimum',
      message: 'The minimum stake is 100.00',
    });
    expect(await placeBet(t, token, bet(5_001))).toMatchObject({
      status: 400,
      code: 'stake_above_maximum',
      message: 'The maximum stake is 5000.00',
    });
    // The user's own setting for Soccer (index 0) is stricter.
    await t.database.db
      .update(users)
      .set({ sportSettings: { '0': { minBet: 0, maxBet: 200_000, delay: 0 } } })
      .where(eq(users.id, user.id));
    expect(await placeBet(t, token, bet(2_001))).toMatchObject({
      status: 400,
      code: 'stake_above_maximum',
      message: 'The maximum stake is 2000.00',
    });
    expect((await placeBet(t, token, bet(2_000))).status).toBe(200);
    expect((await balanceOf(t, token)).exposer).toBe(2_000);
  });

  it('refuses a bet beyond the exposure limit or the balance, and allows one that lowers exposure', async () => {
    const limited = await newPlayer(t, agent, { balance: 5_000, exposureLimit: 1_000 });
    expect(await placeBet(t, limited.token, lay(2.02, 1_000))).toMatchObject({
      status: 400,
      code: 'exposure_limit_exceeded',
      message: ruleMessages.exposureLimitExceeded,
    });
    const poor = await newPlayer(t, agent, { balance: 1_000 });
    expect((await placeBet(t, poor.token, back(2, 1_000))).data.exposer).toBe(1_000);
    expect(await placeBet(t, poor.token, back(2, 1, 1))).toMatchObject({
      status: 400,
      code: 'insufficient_balance',
      message: ruleMessages.insufficientBalance,
    });
    // At full exposure, a lay of the same runner hedges: accepted, and the exposure falls.
    const hedge = await placeBet(t, poor.token, lay(2.02, 500));
    expect(hedge.status).toBe(200);
    expect(hedge.data.exposer).toBe(500);
    expect(await balanceOf(t, poor.token)).toEqual({ balance: 1_000, exposer: 500 });
  });

  it('refuses bets on an unknown market, an inactive event, or that do not fit the market', async () => {
    const { token } = await newPlayer(t, agent);
    expect(await placeBet(t, token, { ...back(2, 100), marketId: 'nope' })).toMatchObject({
      status: 404,
      code: 'market_not_found',
      message: refusalMessages.marketUnavailable,
    });
    const inactive = await createTestMatch(t, { active: false });
    expect(
      await placeBet(
        t,
        token,
        runnerBet(inactive.matchOdds, inactive.matchId, { side: 'back', odds: 2, stake: 100 }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'event_not_open',
      message: refusalMessages.eventNotOpen,
    });
    expect(await placeBet(t, token, { ...back(2, 100), oddsType: 'bookMaker' })).toMatchObject({
      status: 400,
      code: 'bet_does_not_fit_market',
      message: refusalMessages.betDoesNotFitMarket,
    });
    expect(await placeBet(t, token, { ...back(2, 100), selectionId: 1 })).toMatchObject({
      status: 400,
      code: 'selection_not_in_market',
      message: refusalMessages.selectionNotInMarket,
    });
    expect(await placeBet(t, token, { ...back(2, 100), stack: 0 })).toMatchObject({ status: 400 });
    expect((await placeBet(t, token, { ...back(2, 100), stack: 'ten' as unknown as number })).status).toBe(
      400,
    );
    expect((await balanceOf(t, token)).exposer).toBe(0);
  });
});

describe('bookmaker and fancy', () => {
  it('matches a bookmaker bet at the shown price and refuses it once the price moved', async () => {
    const { token } = await newPlayer(t, agent);
    const bet = (odds: number) =>
      runnerBet(match.bookmaker, match.matchId, { side: 'back', odds, stake: 100 });
    const placed = await placeBet(t, token, bet(95));
    expect(placed.data.bet).toMatchObject({ status: 'match', odds: 95 });
    // Back 100 at 95 (100-based): wins 95, loses 100.
    expect(placed.data.profitlist.map((position) => position.amount)).toEqual([95, -100]);
    expect(await placeBet(t, token, bet(90))).toMatchObject({
      status: 400,
      code: 'odds_changed',
      message: refusalMessages.oddsChanged,
    });
  });

  it('matches a session bet at the shown line and rate, and refuses another line', async () => {
    const { token } = await newPlayer(t, agent);
    const yes = fancyBet(match.fancy, match.matchId, { side: 'back', line: 80, rate: 100, stake: 100 });
    const no = fancyBet(match.fancy, match.matchId, { side: 'lay', line: 78, rate: 100, stake: 100 });
    expect((await placeBet(t, token, yes)).data.exposer).toBe(100);
    // No 78 and Yes 80 both lose when the total ends on 78 or 79, and cancel out elsewhere.
    expect((await placeBet(t, token, no)).data.exposer).toBe(200);
    expect(await placeBet(t, token, { ...yes, odds: 81 })).toMatchObject({
      status: 400,
      code: 'odds_changed',
      message: refusalMessages.oddsChanged,
    });
    // A session bet names the session's own selection, like any other bet.
    expect(await placeBet(t, token, { ...yes, selectionId: 1 })).toMatchObject({
      status: 400,
      code: 'selection_not_in_market',
      message: refusalMessages.selectionNotInMarket,
    });
    const { volume: _volume, ...withoutRate } = yes;
    expect(await placeBet(t, token, withoutRate)).toMatchObject({
      status: 400,
      code: 'bet_does_not_fit_market',
      message: refusalMessages.betDoesNotFitMarket,
    });
  });
});

describe('idempotency', () => {
  it('answers a retried placebet with the same bet and places nothing twice', async () => {
    const { token } = await newPlayer(t, agent);
    const headers = { 'idempotency-key': 'slip-1' };
    const first = await placeBet(t, token, back(2, 100), { headers });
    const retry = await placeBet(t, token, back(2, 100), { headers });
    expect(retry.status).toBe(200);
    expect(retry.data.bet._id).toBe(first.data.bet._id);
    expect((await balanceOf(t, token)).exposer).toBe(100);
    expect(await placeBet(t, token, back(2, 200), { headers })).toMatchObject({
      status: 409,
      code: 'bet_idempotency_key_reused',
      message: refusalMessages.betIdempotencyKeyReused,
    });
  });
});
