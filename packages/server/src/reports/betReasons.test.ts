import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, defaultMatchOddsPrices, runnerBet, type TestMatch } from '../testing/markets.ts';

/**
 * Issue 39: the player's Bet History says why a bet that did not settle ended so. The in-play delay runs
 * without sleeping: the engine's sleep runs what the test has happen meanwhile (a price move).
 */
let duringDelay: () => void = () => undefined;
let t: TestApp;
let agent: TestUser;
let match: TestMatch;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  const clock = new Date();
  t = await createTestApp({ now: () => clock, bets: { sleep: async () => duringDelay() } });
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin });
  match = await createTestMatch(t, { status: 'inPlay', sport: { minBet: 0, maxBet: 0, delaySeconds: 3 } });
});
afterAll(() => t.close());

const backFavourite = (odds: number) =>
  runnerBet(match.matchOdds, match.matchId, { side: 'back', odds, stake: 100 });

describe("the player's Bet History", () => {
  it('says why a refused bet and a cancelled one ended so', async () => {
    const { token } = await newPlayer(t, agent);
    const [first, ...others] = defaultMatchOddsPrices;
    duringDelay = () => match.setPrices(match.matchOdds, [{ back: [1.8], lay: [1.82] }, ...others]);
    expect((await placeBet(t, token, backFavourite(2))).status).toBe(400);
    duringDelay = () => undefined;
    match.setPrices(match.matchOdds, [first ?? { back: [], lay: [] }, ...others]);
    // Above the market: it waits unmatched, and the player cancels it.
    const waiting = await placeBet(t, token, backFavourite(3));
    const cancelled = await t.call('DELETE', `/api/delete-current-bet/${waiting.data.bet._id}`, { token });
    expect(cancelled.status).toBe(200);

    const history = await t.call('POST', '/api/bet-history', {
      token,
      body: { startDate: today, endDate: today },
    });
    expect((history.body.data as { docs: unknown[] }).docs).toEqual([
      expect.objectContaining({
        bet_status: 'cancelled',
        reason: 'Cancelled by you before it was matched',
      }),
      expect.objectContaining({
        bet_status: 'refused',
        reason: 'The price moved or the market was suspended during the in-play delay',
      }),
    ]);
  });
});
