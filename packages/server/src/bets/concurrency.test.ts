import { ruleMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, marketExposures } from '../db/exchangeSchema.ts';
import { verifyLedger } from '../ledger/index.ts';
import type { TestApp, TestUser } from '../testing/app.ts';
import { runnerBet, type TestMatch } from '../testing/markets.ts';
import { bettingFixture, balanceOf, newPlayer, placeBet } from '../testing/bets.ts';

// On PostgreSQL (TEST_DATABASE_URL) these calls really overlap, up to the pool size, and only the account
// row lock keeps them apart; on PGlite they queue on its single connection.
let t: TestApp;
let agent: TestUser;
let match: TestMatch;

beforeAll(async () => {
  ({ t, agent, match } = await bettingFixture());
});
afterAll(() => t.close());

describe('simultaneous bets of one player', () => {
  it('never take 100 simultaneous placebet calls past the exposure limit', async () => {
    const { user, token } = await newPlayer(t, agent, { balance: 10_000, exposureLimit: 1_000 });
    // Each matched back of 30 adds 30 to the worst case: 33 fit under 1,000, the 34th would not.
    const bet = runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2, stake: 30 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => placeBet(t, token, bet)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(33);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(67);
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 400, message: ruleMessages.exposureLimitExceeded });
    // Every accepted answer saw a consistent exposure, never above the limit.
    for (const answer of answers)
      if (answer.status === 200) expect(answer.data.exposer).toBeLessThanOrEqual(1_000);

    expect(await balanceOf(t, token)).toEqual({ balance: 10_000, exposer: 990 });
    const stored = await t.database.db.select().from(bets).where(eq(bets.userId, user.id));
    expect(stored).toHaveLength(33);
    const [marketRow] = await t.database.db
      .select()
      .from(marketExposures)
      .where(eq(marketExposures.userId, user.id));
    expect(marketRow?.exposure).toBe(99_000);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('places one bet for simultaneous retries with the same idempotency key', async () => {
    const { user, token } = await newPlayer(t, agent);
    const bet = runnerBet(match.matchOdds, match.matchId, { side: 'lay', odds: 2.02, stake: 100 });
    const headers = { 'idempotency-key': 'double-click' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeBet(t, token, bet, { headers })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.data.bet._id)).size).toBe(1);
    expect(await t.database.db.select().from(bets).where(eq(bets.userId, user.id))).toHaveLength(1);
    expect((await balanceOf(t, token)).exposer).toBe(102);
  });
});
