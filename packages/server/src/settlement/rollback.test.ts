import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bets, marketExposures, markets, settlements } from '../db/exchangeSchema.ts';
import { getBalance, house, transfer, verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, type TestMatch } from '../testing/markets.ts';
import { rollbackMarket } from './rollback.ts';
import { settleMarket, voidMarket } from './settle.ts';
import { betOnRunner, betOnSession, fund, moneyOf } from '../testing/settlementBets.ts';

const t = await createTestApp();
afterAll(() => t.close());

let match: TestMatch;
let alice: TestUser;
let bob: TestUser;

beforeEach(async () => {
  match = await createTestMatch(t);
  alice = await t.createUser({ role: 'user' });
  bob = await t.createUser({ role: 'user' });
  await fund(t, alice, 10_000);
  await fund(t, bob, 10_000);
});

const runner = (index: number) => match.matchOdds.runners[index]?.selectionId ?? 0;

async function exposureRows(marketId: string) {
  const rows = await t.context.db
    .select()
    .from(marketExposures)
    .where(eq(marketExposures.marketId, marketId));
  return rows.map((row) => [row.userId, row.exposure]).sort();
}

describe('rolling back a wrong result', () => {
  it('puts balances, bets and exposure back as they were, then settles again with the right result', async () => {
    const { matchOdds } = match;
    await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 2.5, stake: 100 });
    await betOnRunner(t, alice, match, matchOdds, { runner: 1, side: 'lay', odds: 3.0, stake: 50 });
    await betOnRunner(t, bob, match, matchOdds, { runner: 0, side: 'lay', odds: 2.5, stake: 200 });
    const before = { alice: await moneyOf(t, alice), bob: await moneyOf(t, bob) };
    const rowsBefore = await exposureRows(matchOdds.marketId);
    const houseBefore = (await getBalance(t.context.db, house)).balance;

    await settleMarket(t.context, { marketId: matchOdds.marketId, result: runner(0) });
    expect((await moneyOf(t, alice)).balance).toBe(1_020_000);
    t.pushes.length = 0;

    const summary = await rollbackMarket(t.context, { marketId: matchOdds.marketId });

    expect(summary).toEqual({ undone: 'settlement', players: 2, reopenedBets: 3 });
    expect(await moneyOf(t, alice)).toEqual(before.alice);
    expect(await moneyOf(t, bob)).toEqual(before.bob);
    expect(await exposureRows(matchOdds.marketId)).toEqual(rowsBefore);
    expect((await getBalance(t.context.db, house)).balance).toBe(houseBefore);
    const reopened = await t.context.db.select().from(bets).where(eq(bets.marketId, matchOdds.marketId));
    expect(reopened.every((bet) => bet.status === 'matched' && bet.pnl === null)).toBe(true);
    const [market] = await t.context.db.select().from(markets).where(eq(markets.id, matchOdds.marketId));
    expect([market?.result, market?.settledAt]).toEqual([null, null]);
    expect(new Set(t.pushes.map((push) => push.userId))).toEqual(new Set([alice.id, bob.id]));

    // The right result: runner 1 wins. Alice loses the back (-100) and the lay (-100); Bob wins 200.
    await settleMarket(t.context, { marketId: matchOdds.marketId, result: runner(1) });
    expect(await moneyOf(t, alice)).toEqual({ balance: 980_000, exposure: 0 });
    expect(await moneyOf(t, bob)).toEqual({ balance: 1_020_000, exposure: 0 });
    const live = await t.context.db
      .select()
      .from(settlements)
      .where(and(eq(settlements.marketId, matchOdds.marketId), isNull(settlements.rolledBackAt)));
    expect(live.map((row) => row.pnl).sort()).toEqual([-20_000, 20_000]);
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });

  it('restores a session exposure at the worst run total', async () => {
    const { fancy } = match;
    await betOnSession(t, alice, match, fancy, { side: 'back', line: 80, rate: 100, stake: 300 });
    await betOnSession(t, alice, match, fancy, { side: 'lay', line: 70, rate: 100, stake: 100 });
    const before = await moneyOf(t, alice);
    await settleMarket(t.context, { marketId: fancy.marketId, result: 75 });
    await rollbackMarket(t.context, { marketId: fancy.marketId });
    expect(await moneyOf(t, alice)).toEqual(before);
    // Below 70 runs: -300 + 100; 70 to 79: -300 - 100 (the worst); 80 and above: +300 - 100.
    expect(before.exposure).toBe(40_000);
  });

  it('can be rolled back and resettled several times', async () => {
    const { matchOdds } = match;
    await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 100 });
    for (const result of [runner(0), runner(1), runner(0)]) {
      await settleMarket(t.context, { marketId: matchOdds.marketId, result });
      await rollbackMarket(t.context, { marketId: matchOdds.marketId });
    }
    await settleMarket(t.context, { marketId: matchOdds.marketId, result: runner(2) });
    expect(await moneyOf(t, alice)).toEqual({ balance: 990_000, exposure: 0 });
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });

  it('refuses, naming the player, when winnings have been withdrawn since', async () => {
    const { matchOdds } = match;
    await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 5_000 });
    await settleMarket(t.context, { marketId: matchOdds.marketId, result: runner(0) });
    await transfer(t.context.db, {
      fromUserId: alice.id,
      toUserId: house,
      amount: 1_400_000,
      kind: 'withdrawal',
      narration: 'Withdraw',
    });
    const after = await moneyOf(t, alice);

    await expect(rollbackMarket(t.context, { marketId: matchOdds.marketId })).rejects.toMatchObject({
      code: 'winnings_spent',
      message: `Cannot roll back: these players no longer hold their winnings: ${alice.username}`,
    });
    expect(await moneyOf(t, alice)).toEqual(after);
    const [market] = await t.context.db.select().from(markets).where(eq(markets.id, matchOdds.marketId));
    expect(market?.result).toBe(runner(0));
  });

  it('refuses a market without a result', async () => {
    await expect(rollbackMarket(t.context, { marketId: match.matchOdds.marketId })).rejects.toMatchObject({
      code: 'nothing_to_roll_back',
      message: 'This market has no result to roll back',
    });
  });
});

describe('rolling back a void', () => {
  it('matches the bets again and reserves their exposure, so the market can be settled', async () => {
    const { matchOdds } = match;
    await betOnRunner(t, bob, match, matchOdds, { runner: 2, side: 'lay', odds: 4.0, stake: 100 });
    const before = await moneyOf(t, bob);
    await voidMarket(t.context, { marketId: matchOdds.marketId });
    expect((await moneyOf(t, bob)).exposure).toBe(0);

    expect(await rollbackMarket(t.context, { marketId: matchOdds.marketId })).toEqual({
      undone: 'void',
      players: 1,
      reopenedBets: 1,
    });
    expect(await moneyOf(t, bob)).toEqual(before);
    await settleMarket(t.context, { marketId: matchOdds.marketId, result: runner(2) });
    expect(await moneyOf(t, bob)).toEqual({ balance: 970_000, exposure: 0 });
  });
});
