import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentUnderLimits } from '../testing/betLimits.ts';
import { bets } from '../db/exchangeSchema.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import {
  createTestMatch,
  defaultMatchOddsPrices,
  noSportLimits,
  runnerBet,
  type TestMatch,
} from '../testing/markets.ts';
import { balanceOf, newPlayer, openBetsOf, placeBet, settle } from '../testing/bets.ts';

/**
 * Editing a waiting bet's price (docs/adr/0038-editing-waiting-bets.md) and cancelling waiting bets
 * by market or all at once, through the routes, against the real database.
 */

let t: TestApp;
let agent: TestUser;
let match: TestMatch;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin });
  match = await createTestMatch(t, { sport: noSportLimits });
});
afterAll(() => t.close());

const back = (odds: number, stake: number, on: TestMatch = match) =>
  runnerBet(on.matchOdds, on.matchId, { side: 'back', odds, stake });
const lay = (odds: number, stake: number) =>
  runnerBet(match.matchOdds, match.matchId, { runner: 1, side: 'lay', odds, stake });

interface Answer {
  status: number;
  code?: string;
  message: string;
  data: { exposer: number; bet: { _id: string; status: string; odds: number; stack: number } };
}

async function editPrice(token: string, betId: string, odds: number): Promise<Answer> {
  const { status, body } = await t.call('POST', '/bet/edit-bet-price', { token, body: { betId, odds } });
  return { status, ...(body as Omit<Answer, 'status'>) };
}

async function cancelBets(token: string, marketId?: string) {
  const body = marketId === undefined ? {} : { marketId };
  const answer = await t.call('POST', '/bet/cancel-bets', { token, body });
  return { status: answer.status, data: answer.body.data as { betIds: string[]; exposer: number } };
}

/** A waiting back (best back is 2.0) of the player, and its id. */
async function waitingBack(token: string, odds = 2.1, stake = 100): Promise<string> {
  const placed = await placeBet(t, token, back(odds, stake));
  expect(placed.data.bet).toMatchObject({ status: 'unmatch', odds });
  return placed.data.bet._id;
}

const storedStatus = async (betId: string) =>
  (await t.database.db.select({ status: bets.status }).from(bets).where(eq(bets.id, betId)))[0]?.status;

/** What a refused edit must leave as it was: the player's open bets and its balance and exposure. */
async function snapshot(token: string, on: TestMatch = match) {
  return { open: await openBetsOf(t, on.matchId, token), money: await balanceOf(t, token) };
}

describe('editing the price of a waiting bet', () => {
  it('cancels the waiting bet and places its stake again, waiting, at the new price', async () => {
    const { token } = await newPlayer(t, agent);
    const betId = await waitingBack(token);

    const edited = await editPrice(token, betId, 2.2);

    expect(edited).toMatchObject({ status: 200, message: 'Bet price changed', data: { exposer: 100 } });
    expect(edited.data.bet).toMatchObject({ status: 'unmatch', odds: 2.2, stack: 100 });
    expect(await storedStatus(betId)).toBe('cancelled');
    const open = await openBetsOf(t, match.matchId, token);
    expect(open.map((bet) => [bet.id, bet.status, bet.odds])).toEqual([
      [edited.data.bet._id, 'unmatch', 2.2],
    ]);
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 100 });
  });

  it('waits for the new price, not the old one, as prices move', async () => {
    const { token } = await newPlayer(t, agent);
    const betId = await waitingBack(token);
    const edited = await editPrice(token, betId, 2.2);
    const prices = (best: number) => [
      { back: [best], lay: [best + 0.02] },
      ...defaultMatchOddsPrices.slice(1),
    ];

    match.setPrices(match.matchOdds, prices(2.1));
    await settle(t);
    expect((await openBetsOf(t, match.matchId, token)).map((bet) => bet.status)).toEqual(['unmatch']);
    expect(await storedStatus(betId)).toBe('cancelled');

    match.setPrices(match.matchOdds, prices(2.2));
    await settle(t);
    expect(await storedStatus(edited.data.bet._id)).toBe('matched');
    match.setPrices(match.matchOdds, defaultMatchOddsPrices);
  });

  it('keeps the matched part of a position and moves only what waits', async () => {
    const { token } = await newPlayer(t, agent);
    const matched = await placeBet(t, token, back(2, 100));
    expect(matched.data.bet.status).toBe('match');
    const betId = await waitingBack(token, 2.1, 50);

    const edited = await editPrice(token, betId, 2.3);

    expect(edited.data.bet).toMatchObject({ status: 'unmatch', odds: 2.3, stack: 50 });
    const open = await openBetsOf(t, match.matchId, token);
    const shown = open.map((bet) => [bet.id, bet.status, bet.odds, bet.stake]);
    expect(shown).toHaveLength(2);
    expect(shown).toEqual(
      expect.arrayContaining([
        [matched.data.bet._id, 'match', 2, 10_000],
        [edited.data.bet._id, 'unmatch', 2.3, 5_000],
      ]),
    );
    // The matched back loses 100 on the other runners, where the waiting one loses its 50 as well.
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 150 });
  });

  it('matches at once, at the best price, when the new price is there', async () => {
    const { token } = await newPlayer(t, agent);
    const betId = await waitingBack(token);

    const edited = await editPrice(token, betId, 1.9);

    expect(edited.status).toBe(200);
    expect(edited.data.bet).toMatchObject({ status: 'match', odds: 2, stack: 100 });
    expect(await storedStatus(betId)).toBe('cancelled');
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 100 });
  });
});

describe('a refused edit changes nothing', () => {
  it('refuses a price off the ladder', async () => {
    const { token } = await newPlayer(t, agent);
    const betId = await waitingBack(token);
    const before = await snapshot(token);
    expect(await editPrice(token, betId, 2.03)).toMatchObject({ status: 400, code: 'odds_not_on_ladder' });
    expect(await snapshot(token)).toEqual(before);
  });

  it('refuses on a closed market', async () => {
    const other = await createTestMatch(t, { sport: noSportLimits });
    const { token } = await newPlayer(t, agent);
    const placed = await placeBet(t, token, back(2.1, 100, other));
    const before = await snapshot(token, other);
    other.setStatus(other.matchOdds, 'CLOSED');
    const edited = await editPrice(token, placed.data.bet._id, 2.2);
    expect(edited).toMatchObject({ status: 400, code: 'market_closed' });
    expect(await snapshot(token, other)).toEqual(before);
  });

  it("finds no other player's bet", async () => {
    const owner = await newPlayer(t, agent);
    const betId = await waitingBack(owner.token);
    const other = await newPlayer(t, agent);
    const before = await snapshot(owner.token);
    expect(await editPrice(other.token, betId, 2.2)).toMatchObject({ status: 404, code: 'not_found' });
    expect(await snapshot(owner.token)).toEqual(before);
  });

  it('refuses a bet matched in full', async () => {
    const { token } = await newPlayer(t, agent);
    const placed = await placeBet(t, token, back(2, 100));
    const before = await snapshot(token);
    const edited = await editPrice(token, placed.data.bet._id, 2.2);
    expect(edited).toMatchObject({ status: 400, code: 'bet_not_cancellable' });
    expect(await snapshot(token)).toEqual(before);
  });

  it("refuses a price past the operators' odds limit", async () => {
    const limited = await agentUnderLimits(t, { maxOdds: 3 });
    const { token } = await newPlayer(t, limited);
    const betId = await waitingBack(token, 2.5);
    const before = await snapshot(token);
    expect(await editPrice(token, betId, 3.05)).toMatchObject({ status: 400, code: 'odds_above_maximum' });
    expect(await snapshot(token)).toEqual(before);
  });

  it('refuses a lay whose new liability the balance cannot cover', async () => {
    const { token } = await newPlayer(t, agent, { balance: 220 });
    // Best lay of the second runner is 3.6: a lay at 3 waits, losing 200 if the runner wins; at 3.5, 250.
    const placed = await placeBet(t, token, lay(3, 100));
    expect(placed.data.bet.status).toBe('unmatch');
    const before = await snapshot(token);
    const edited = await editPrice(token, placed.data.bet._id, 3.5);
    expect(edited).toMatchObject({ status: 400, code: 'insufficient_balance' });
    expect(await snapshot(token)).toEqual(before);
  });
});

describe('cancelling waiting bets all at once', () => {
  it('cancels those on one market and leaves the rest', async () => {
    const other = await createTestMatch(t, { sport: noSportLimits });
    const { token } = await newPlayer(t, agent);
    const matched = await placeBet(t, token, back(2, 100));
    const first = await waitingBack(token, 2.1, 50);
    const second = await waitingBack(token, 2.2, 50);
    const elsewhere = await placeBet(t, token, back(2.1, 100, other));

    const answer = await cancelBets(token, match.matchOdds.marketId);

    expect(answer.status).toBe(200);
    expect(new Set(answer.data.betIds)).toEqual(new Set([first, second]));
    expect(answer.data.exposer).toBe(200);
    expect(await storedStatus(matched.data.bet._id)).toBe('matched');
    expect(await storedStatus(elsewhere.data.bet._id)).toBe('unmatched');
    expect(await balanceOf(t, token)).toEqual({ balance: 5_000, exposer: 200 });
  });

  it('cancels every waiting bet of the player, and only its own', async () => {
    const other = await createTestMatch(t, { sport: noSportLimits });
    const { token } = await newPlayer(t, agent);
    const neighbour = await newPlayer(t, agent);
    const theirs = await waitingBack(neighbour.token);
    const mine = [await waitingBack(token), (await placeBet(t, token, back(2.1, 100, other))).data.bet._id];

    const answer = await cancelBets(token);

    expect(new Set(answer.data.betIds)).toEqual(new Set(mine));
    expect(answer.data.exposer).toBe(0);
    expect(await storedStatus(theirs)).toBe('unmatched');
    expect(await cancelBets(token)).toMatchObject({ status: 200, data: { betIds: [], exposer: 0 } });
  });
});
