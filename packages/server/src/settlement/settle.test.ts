import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bets, marketExposures, markets, settlements } from '../db/exchangeSchema.ts';
import { ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, type TestMatch } from '../testing/markets.ts';
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
  t.pushes.length = 0;
});

async function betsOf(marketId: string) {
  return t.context.db.select().from(bets).where(eq(bets.marketId, marketId));
}

async function exposureRows(marketId: string) {
  return t.context.db.select().from(marketExposures).where(eq(marketExposures.marketId, marketId));
}

describe('settling a match odds market', () => {
  it('pays back and lay winners and takes from losers, in one ledger transaction for the market', async () => {
    const { matchOdds } = match;
    // Alice backs the home side 100 at 2.5 and lays the draw 100 at 4.0; Bob lays home 200 at 2.0.
    await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 2.5, stake: 100 });
    await betOnRunner(t, alice, match, matchOdds, { runner: 2, side: 'lay', odds: 4.0, stake: 100 });
    await betOnRunner(t, bob, match, matchOdds, { runner: 0, side: 'lay', odds: 2.0, stake: 200 });
    expect((await moneyOf(t, alice)).exposure).toBeGreaterThan(0);
    const home = matchOdds.runners[0]?.selectionId ?? 0;

    const summary = await settleMarket(t.context, { marketId: matchOdds.marketId, result: home });

    expect(summary).toEqual({ status: 'settled', players: 2, closedBets: 3, cancelledBets: 0 });
    // Alice: +150 on the back, +100 on the lay (the draw lost). Bob: -200 on his lay.
    expect(await moneyOf(t, alice)).toEqual({ balance: 1_025_000, exposure: 0 });
    expect(await moneyOf(t, bob)).toEqual({ balance: 980_000, exposure: 0 });
    const settled = await betsOf(matchOdds.marketId);
    expect(settled.map((bet) => [bet.status, bet.pnl]).sort()).toEqual([
      ['settled', -20_000],
      ['settled', 10_000],
      ['settled', 15_000],
    ]);
    expect(await exposureRows(matchOdds.marketId)).toEqual([]);
    const [market] = await t.context.db.select().from(markets).where(eq(markets.id, matchOdds.marketId));
    expect(market?.result).toBe(home);
    expect(market?.settledAt).toBeInstanceOf(Date);
    const rows = await t.context.db
      .select({
        pnl: settlements.pnl,
        transactionId: settlements.transactionId,
        narration: ledgerTransactions.narration,
        kind: ledgerTransactions.kind,
      })
      .from(settlements)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, settlements.transactionId))
      .where(eq(settlements.marketId, matchOdds.marketId));
    expect(rows.map((row) => row.pnl).sort()).toEqual([-20_000, 25_000]);
    // Both players' settlements are one transaction, with an entry each and one for the house.
    expect(new Set(rows.map((row) => row.transactionId)).size).toBe(1);
    const entries = await t.context.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, rows[0]?.transactionId ?? 0));
    expect(entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-20_000, -5_000, 25_000]);
    expect(rows[0]?.narration).toBe(`${match.name} / Match Odds`);
    expect(rows[0]?.kind).toBe('settlement');
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });

  it("tells each player's room the new balance and exposure", async () => {
    await betOnRunner(t, alice, match, match.matchOdds, { runner: 1, side: 'back', odds: 3.5, stake: 50 });
    t.pushes.length = 0;
    await settleMarket(t.context, {
      marketId: match.matchOdds.marketId,
      result: match.matchOdds.runners[0]?.selectionId ?? 0,
    });
    expect(t.pushes).toEqual([
      {
        userId: alice.id,
        event: 'balance',
        payload: expect.objectContaining({ balance: 9_950, exposer: 0 }),
      },
    ]);
  });

  it('cancels unmatched bets without P/L and releases what they reserved', async () => {
    const { matchOdds } = match;
    await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 100 });
    await betOnRunner(t, alice, match, matchOdds, {
      runner: 1,
      side: 'back',
      odds: 5.0,
      stake: 300,
      status: 'unmatched',
    });
    await betOnRunner(t, bob, match, matchOdds, {
      runner: 1,
      side: 'lay',
      odds: 9.0,
      stake: 50,
      status: 'delayed',
    });

    const summary = await settleMarket(t.context, {
      marketId: matchOdds.marketId,
      result: matchOdds.runners[0]?.selectionId ?? 0,
    });

    expect(summary).toMatchObject({ players: 2, closedBets: 1, cancelledBets: 2 });
    expect(await moneyOf(t, alice)).toEqual({ balance: 1_010_000, exposure: 0 });
    expect(await moneyOf(t, bob)).toEqual({ balance: 1_000_000, exposure: 0 });
    const statuses = (await betsOf(matchOdds.marketId)).map((bet) => `${bet.status}:${bet.pnl ?? '-'}`);
    expect(statuses.sort()).toEqual(['cancelled:-', 'cancelled:-', 'settled:10000']);
    // Only Alice's matched bet makes a settlement; Bob had nothing matched.
    const rows = await t.context.db
      .select()
      .from(settlements)
      .where(eq(settlements.marketId, matchOdds.marketId));
    expect(rows.map((row) => row.userId)).toEqual([alice.id]);
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });
});

describe('settling other markets', () => {
  it('pays bookmaker bets on 100-based odds', async () => {
    const { bookmaker } = match;
    await betOnRunner(t, alice, match, bookmaker, { runner: 0, side: 'back', odds: 95, stake: 1_000 });
    await betOnRunner(t, bob, match, bookmaker, { runner: 1, side: 'lay', odds: 115, stake: 1_000 });
    await settleMarket(t.context, {
      marketId: bookmaker.marketId,
      result: bookmaker.runners[0]?.selectionId ?? 0,
    });
    // Back 1,000 at 95 wins 950; the lay of the losing runner wins its stake.
    expect((await moneyOf(t, alice)).balance).toBe(1_095_000);
    expect((await moneyOf(t, bob)).balance).toBe(1_100_000);
  });

  it('settles session Yes and No on the run total, the line reached counting as Yes', async () => {
    const { fancy } = match;
    // Yes 80 at rate 90 for 1,000; No 78 at rate 100 for 500.
    await betOnSession(t, alice, match, fancy, { side: 'back', line: 80, rate: 90, stake: 1_000 });
    await betOnSession(t, bob, match, fancy, { side: 'lay', line: 78, rate: 100, stake: 500 });
    await settleMarket(t.context, { marketId: fancy.marketId, result: 80 });
    expect(await moneyOf(t, alice)).toEqual({ balance: 1_090_000, exposure: 0 });
    expect(await moneyOf(t, bob)).toEqual({ balance: 950_000, exposure: 0 });
  });

  it('pays No when the total stays below the line', async () => {
    const { fancy } = match;
    await betOnSession(t, alice, match, fancy, { side: 'back', line: 80, rate: 90, stake: 1_000 });
    await betOnSession(t, bob, match, fancy, { side: 'lay', line: 78, rate: 100, stake: 500 });
    await settleMarket(t.context, { marketId: fancy.marketId, result: 77 });
    expect((await moneyOf(t, alice)).balance).toBe(900_000);
    expect((await moneyOf(t, bob)).balance).toBe(1_050_000);
  });
});

describe('results that are refused', () => {
  it('refuses a selection that is not a runner of the market, and a session total that is not a count', async () => {
    await expect(
      settleMarket(t.context, { marketId: match.matchOdds.marketId, result: 12 }),
    ).rejects.toMatchObject({
      code: 'result_not_a_runner',
      message: "The result must be one of the market's runners",
    });
    await expect(
      settleMarket(t.context, { marketId: match.fancy.marketId, result: 80.5 }),
    ).rejects.toMatchObject({
      code: 'result_run_total_invalid',
    });
    await expect(settleMarket(t.context, { marketId: 'no-such-market', result: 1 })).rejects.toMatchObject({
      code: 'market_not_found',
    });
  });
});

describe('settling twice', () => {
  it('changes nothing the second time, and refuses another result until a rollback', async () => {
    const { matchOdds } = match;
    await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 100 });
    const home = matchOdds.runners[0]?.selectionId ?? 0;
    await settleMarket(t.context, { marketId: matchOdds.marketId, result: home });
    const after = await moneyOf(t, alice);

    expect(await settleMarket(t.context, { marketId: matchOdds.marketId, result: home })).toMatchObject({
      status: 'unchanged',
    });
    await expect(
      settleMarket(t.context, {
        marketId: matchOdds.marketId,
        result: matchOdds.runners[1]?.selectionId ?? 0,
      }),
    ).rejects.toMatchObject({ code: 'market_settled_with_other_result' });
    expect(await moneyOf(t, alice)).toEqual(after);
  });

  it('settles once when many calls arrive together', async () => {
    const { matchOdds } = match;
    await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 3.0, stake: 100 });
    await betOnRunner(t, bob, match, matchOdds, { runner: 0, side: 'lay', odds: 3.0, stake: 100 });
    const home = matchOdds.runners[0]?.selectionId ?? 0;

    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        settleMarket(t.context, { marketId: matchOdds.marketId, result: home }),
      ),
    );

    expect(results.filter((result) => result.status === 'settled')).toHaveLength(1);
    expect(await moneyOf(t, alice)).toEqual({ balance: 1_020_000, exposure: 0 });
    expect(await moneyOf(t, bob)).toEqual({ balance: 980_000, exposure: 0 });
    const rows = await t.context.db
      .select()
      .from(settlements)
      .where(eq(settlements.marketId, matchOdds.marketId));
    expect(rows).toHaveLength(2);
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });
});

describe('voiding a market', () => {
  it('voids matched bets, cancels unmatched ones and releases the exposure without moving money', async () => {
    const { matchOdds } = match;
    await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 100 });
    await betOnRunner(t, bob, match, matchOdds, {
      runner: 1,
      side: 'lay',
      odds: 5.0,
      stake: 100,
      status: 'unmatched',
    });
    const transactionsBefore = await t.context.db.$count(ledgerTransactions);

    const summary = await voidMarket(t.context, { marketId: matchOdds.marketId });

    expect(summary).toEqual({ status: 'void', players: 2, closedBets: 1, cancelledBets: 1 });
    expect(await moneyOf(t, alice)).toEqual({ balance: 1_000_000, exposure: 0 });
    expect(await moneyOf(t, bob)).toEqual({ balance: 1_000_000, exposure: 0 });
    expect((await betsOf(matchOdds.marketId)).map((bet) => bet.status).sort()).toEqual(['cancelled', 'void']);
    expect(await t.context.db.$count(ledgerTransactions)).toBe(transactionsBefore);
    expect(await voidMarket(t.context, { marketId: matchOdds.marketId })).toMatchObject({
      status: 'unchanged',
    });
    await expect(
      settleMarket(t.context, {
        marketId: matchOdds.marketId,
        result: matchOdds.runners[0]?.selectionId ?? 0,
      }),
    ).rejects.toMatchObject({ code: 'market_voided' });
  });

  it('refuses to void a settled market', async () => {
    const { matchOdds } = match;
    await settleMarket(t.context, {
      marketId: matchOdds.marketId,
      result: matchOdds.runners[0]?.selectionId ?? 0,
    });
    await expect(voidMarket(t.context, { marketId: matchOdds.marketId })).rejects.toMatchObject({
      code: 'market_settled',
    });
  });
});
