import { nextRealityCheckAt, toMinor, type BetWire } from '@exchange/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacementInput } from '../bets/placement.ts';
import { inOneBatch, newPlayer, placedOf, placementInput, refusalOf } from '../testing/bets.ts';
import { bets, markets } from '../db/exchangeSchema.ts';
import { realityCheckSessions, responsibleGaming } from '../db/responsibleGamingSchema.ts';
import { accounts, users } from '../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, noSportLimits, runnerBet, type TestMatch } from '../testing/markets.ts';
import { settleCasinoRound } from './settlement.ts';
import {
  casinoBet,
  exposureRowsAgree,
  finishRound,
  lucky7,
  moveRound,
  openTestRound,
  runnerNamesOf,
  testClock,
} from '../testing/casino.ts';

// Issue 22: casino bets take the batched path of the board's bets (bets/placementBatch.ts): a round takes
// most of its bets in its last seconds. A batch's casino bets come out as they do one by one
// (placement.test.ts), beside the board's bets in the same batch.
const clock = testClock();
let t: TestApp;
let agent: TestUser;
let match: TestMatch;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin });
  match = await createTestMatch(t, { sport: noSportLimits });
});
afterAll(() => t.close());

/** Lucky 7's runners (lucky7.ts): Low 1, High 2, Line 1..4 are 10..13. */
const low = { suffix: 'lowHigh', selectionId: 1 };
const high = { suffix: 'lowHigh', selectionId: 2 };
const line = (n: number) => ({ suffix: 'line', selectionId: 9 + n });

const input = (user: TestUser, wire: BetWire, idempotencyKey?: string): PlacementInput =>
  placementInput(user, wire, { idempotencyKey, now: clock.now() });

async function accountOf(user: TestUser) {
  const [account] = await t.context.db.select().from(accounts).where(eq(accounts.userId, user.id));
  return { balance: account?.balance, exposure: account?.exposure };
}

describe('a batch with casino bets', () => {
  it('places the good ones beside the board bets and refuses each bad one alone', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user: good } = await newPlayer(t, agent);
    const { user: poor } = await newPlayer(t, agent, { balance: 50 });
    const locked = await newPlayer(t, agent);
    await t.context.db.update(users).set({ betLocked: true }).where(eq(users.id, locked.user.id));
    const sports = runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2, stake: 100 });

    const outcomes = await inOneBatch(t, [
      input(good, casinoBet(round, { ...low, stake: 100 })),
      input(good, sports),
      input(good, casinoBet(round, { ...low, stake: 100, odds: 2.1 })),
      input(poor, casinoBet(round, { ...line(1), stake: 100 })),
      input(locked.user, casinoBet(round, { ...high, stake: 100 })),
      input(good, { ...casinoBet(round, { ...low, stake: 100 }), marketId: '1.lowHigh' }),
      input(good, casinoBet(round, { suffix: 'lowHigh', selectionId: 7, stake: 100 })),
      input(good, casinoBet(round, { ...high, stake: 100 })),
    ]);

    expect(outcomes.map(refusalOf)).toEqual([
      null,
      null,
      'odds_changed',
      'insufficient_balance',
      'bet_locked',
      'market_not_found',
      'selection_not_in_market',
      null,
    ]);
    // Low then High: whichever wins, the other loses as much: the second bet hedges the first, and the
    // account's exposure is the board bet's 100 and the round's 100.
    expect(placedOf(outcomes[0]).accountExposure).toBe(toMinor(100));
    expect(placedOf(outcomes[1]).accountExposure).toBe(toMinor(200));
    expect(placedOf(outcomes[7]).position).toEqual({
      exposure: toMinor(100),
      book: [
        { selectionId: 1, amount: 0 },
        { selectionId: 2, amount: 0 },
      ],
    });
    expect(placedOf(outcomes[7]).accountExposure).toBe(toMinor(200));
    expect(placedOf(outcomes[0]).row).toMatchObject({ status: 'matched', odds: 2, runnerName: 'Low Card' });
    expect(await accountOf(good)).toEqual({ balance: toMinor(5_000), exposure: toMinor(200) });
    expect(await accountOf(poor)).toEqual({ balance: toMinor(50), exposure: 0 });
    expect(await exposureRowsAgree(t, good)).toBe(true);
    const stored = await t.context.db.select().from(bets).where(eq(bets.userId, good.id));
    expect(stored.map((bet) => bet.betOn).sort()).toEqual(['CASINO', 'CASINO', 'MATCH_ODDS']);
    // The round's market was written once, with its runners in the game's order.
    const [market] = await t.context.db
      .select()
      .from(markets)
      .where(eq(markets.id, `${round.id}.lowHigh`));
    expect(market).toMatchObject({ matchId: lucky7.matchId, kind: 'casino', name: 'Low / High Card' });
    expect(await runnerNamesOf(t, `${round.id}.lowHigh`)).toEqual(['Low Card', 'High Card']);
  });

  it('refuses the second of two casino bets of one player that together pass the balance', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user } = await newPlayer(t, agent, { balance: 150 });
    // Every line loses on a 7: two lines of 100 need 200.
    const outcomes = await inOneBatch(t, [
      input(user, casinoBet(round, { ...line(1), stake: 100 })),
      input(user, casinoBet(round, { ...line(2), stake: 100 })),
    ]);
    expect(placedOf(outcomes[0]).accountExposure).toBe(toMinor(100));
    expect(refusalOf(outcomes[1])).toBe('insufficient_balance');
    expect(await accountOf(user)).toEqual({ balance: toMinor(150), exposure: toMinor(100) });
  });

  it('refuses every bet of a round whose betting closed, and answers a key twice with one bet', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user } = await newPlayer(t, agent);
    const bet = casinoBet(round, { ...line(3), stake: 250 });
    const outcomes = await inOneBatch(t, [
      input(user, bet, 'casino-batch-1'),
      input(user, bet, 'casino-batch-1'),
    ]);
    expect(placedOf(outcomes[1]).replayed).toBe(true);
    expect(placedOf(outcomes[1]).row.id).toBe(placedOf(outcomes[0]).row.id);
    expect(placedOf(outcomes[1]).position.exposure).toBe(toMinor(250));

    await moveRound(t, round, 'suspended', 1);
    const closed = await inOneBatch(t, [
      input(user, casinoBet(round, { ...line(4), stake: 100 })),
      input(user, bet, 'casino-batch-1'),
    ]);
    expect(refusalOf(closed[0])).toBe('casino_betting_closed');
    // A retry of the placed bet still finds it once betting has closed.
    expect(placedOf(closed[1]).row.id).toBe(placedOf(outcomes[0]).row.id);
    expect(await t.context.db.select().from(bets).where(eq(bets.userId, user.id))).toHaveLength(1);
  });

  it('settles what the batches placed: each player paid by the result, the ledger balanced', async () => {
    const round = await openTestRound(t, clock, lucky7);
    const players = await Promise.all(Array.from({ length: 3 }, () => newPlayer(t, agent)));
    await inOneBatch(
      t,
      players.flatMap(({ user }) => [
        input(user, casinoBet(round, { ...low, stake: 100 })),
        input(user, casinoBet(round, { ...line(2), stake: 50 })),
      ]),
    );
    const finished = await finishRound(t, round);
    await settleCasinoRound(t.context, finished.id);
    for (const { user } of players) {
      const stored = await t.context.db.select().from(bets).where(eq(bets.userId, user.id));
      const pnl = stored.reduce((sum, bet) => sum + (bet.pnl ?? 0), 0);
      expect(stored.every((bet) => bet.status === 'settled')).toBe(true);
      expect(await accountOf(user)).toEqual({ balance: toMinor(5_000) + pnl, exposure: 0 });
    }
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });
});

describe('the play rules, inside the engine (issue 21)', () => {
  it("refuses a self-excluded player any bet, and starts a session's reality check with its first casino bet", async () => {
    const round = await openTestRound(t, clock, lucky7);
    const { user: excluded } = await newPlayer(t, agent);
    const now = clock.now();
    await t.context.db.insert(responsibleGaming).values({
      userId: excluded.id,
      selfExcludedAt: now,
      selfExcludedUntil: new Date(now.getTime() + 86_400_000),
      selfExclusionPeriod: '6m',
      identityKey: 'test-identity',
    });
    const { user: playing } = await newPlayer(t, agent);
    const sports = runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2, stake: 100 });

    // Straight to the batch, as any entry point to placement would go: no handler in front of it.
    const outcomes = await inOneBatch(t, [
      input(excluded, sports),
      input(excluded, casinoBet(round, { ...low, stake: 100 })),
      input(playing, casinoBet(round, { ...low, stake: 100 })),
      input(playing, casinoBet(round, { ...high, stake: 100 })),
    ]);

    expect(outcomes.map(refusalOf)).toEqual(['self_excluded', 'self_excluded', null, null]);
    const checks = await t.context.db
      .select()
      .from(realityCheckSessions)
      .where(inArray(realityCheckSessions.userId, [excluded.id, playing.id]));
    expect(checks).toEqual([
      expect.objectContaining({
        userId: playing.id,
        startedAt: now,
        dueAt: nextRealityCheckAt(now),
        playFrom: placedOf(outcomes[2]).row.createdAt,
      }),
    ]);
  });
});
