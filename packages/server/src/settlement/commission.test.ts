import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commissionRates, pnlAttributions, settlements } from '../db/exchangeSchema.ts';
import { accountStatement, getBalance, house, transfer, verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, type TestMatch } from '../testing/markets.ts';
import { saveCommissionRate } from './commissionRates.ts';
import { rollbackMarket } from './rollback.ts';
import { settleMarket } from './settle.ts';
import {
  betOnRunner,
  fund,
  moneyOf,
  partnershipChain,
  type PartnershipChain,
} from '../testing/settlementBets.ts';

const t = await createTestApp();
afterAll(() => t.close());

const soccer = 1;
let match: TestMatch;
let alice: TestUser;
let bob: TestUser;

async function setRate(marketType: string | null, basisPoints: number | null, sportId = soccer) {
  await saveCommissionRate(
    t.context.db,
    { sportId, marketType, basisPoints },
    { updatedBy: alice.id, updatedAt: new Date() },
  );
}

beforeEach(async () => {
  await t.context.db.delete(commissionRates);
  match = await createTestMatch(t, { sportId: soccer });
  alice = await t.createUser({ role: 'user' });
  bob = await t.createUser({ role: 'user' });
  await fund(t, alice, 10_000);
  await fund(t, bob, 10_000);
});

const runner = (index: number) => match.matchOdds.runners[index]?.selectionId ?? 0;
const settle = (result: number) =>
  settleMarket(t.context, { marketId: match.matchOdds.marketId, result: runner(result) });

/** The newest statement lines of a user: narration, kind and the amount (credit minus debit, paisa). */
async function lines(user: TestUser, count: number) {
  const page = await accountStatement(t.context.db, user.id, { page: 1, pageSize: count });
  return page.items.map((row) => [row.narration, row.kind, row.credit - row.debit]);
}

/** Alice wins 150 on her back and 50 on her lay of the loser: 200 net; Bob loses 300. */
async function aliceWinsTwoHundred() {
  const { matchOdds } = match;
  await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 2.5, stake: 100 });
  await betOnRunner(t, alice, match, matchOdds, { runner: 1, side: 'lay', odds: 3.0, stake: 50 });
  await betOnRunner(t, bob, match, matchOdds, { runner: 0, side: 'lay', odds: 2.5, stake: 200 });
}

describe('commission at settlement', () => {
  it("charges the rate of a winner's net win on the market once, as its own line after the gross", async () => {
    await setRate('Match Odds', 200);
    await aliceWinsTwoHundred();
    const houseBefore = (await getBalance(t.context.db, house)).balance;

    await settle(0);
    await settle(0);

    const market = `${match.name} / Match Odds`;
    expect(await lines(alice, 2)).toEqual([
      [`Commission 2% on ${market}`, 'commission', -400],
      [market, 'settlement', 20_000],
    ]);
    expect(await moneyOf(t, alice)).toEqual({ balance: 1_019_600, exposure: 0 });
    // A loser pays nothing: its last line is the settlement.
    expect(await lines(bob, 1)).toEqual([[market, 'settlement', -30_000]]);
    expect((await getBalance(t.context.db, house)).balance).toBe(houseBefore + 30_000 - 20_000 + 400);
    const rows = await t.context.db
      .select({ userId: settlements.userId, pnl: settlements.pnl, commission: settlements.commission })
      .from(settlements)
      .where(eq(settlements.marketId, match.matchOdds.marketId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: alice.id, pnl: 20_000, commission: 400 },
        { userId: bob.id, pnl: -30_000, commission: 0 },
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });

  it('charges nothing on a net loss on the market, even when one of its bets won', async () => {
    await setRate(null, 500);
    const { matchOdds } = match;
    await betOnRunner(t, alice, match, matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 100 });
    await betOnRunner(t, alice, match, matchOdds, { runner: 1, side: 'back', odds: 3.0, stake: 300 });

    await settle(0);

    expect(await moneyOf(t, alice)).toEqual({ balance: 980_000, exposure: 0 });
    expect(await lines(alice, 1)).toEqual([[`${match.name} / Match Odds`, 'settlement', -20_000]]);
  });

  it("takes the market type's rate over its sport's, the sport's where it has none, none elsewhere", async () => {
    await setRate(null, 500);
    await setRate('Match Odds', 200);
    await setRate('Match Odds', 300, 4);
    expect(await t.context.db.select().from(commissionRates)).toHaveLength(3);
    await betOnRunner(t, alice, match, match.matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 100 });
    await settle(0);
    expect((await moneyOf(t, alice)).balance).toBe(1_010_000 - 200);

    await setRate('Match Odds', null);
    const next = await createTestMatch(t, { sportId: soccer });
    await betOnRunner(t, bob, next, next.matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 100 });
    // A bookmaker market is priced by the house: its sport's rate does not reach it.
    await betOnRunner(t, bob, next, next.bookmaker, { runner: 0, side: 'back', odds: 100, stake: 100 });
    await settleMarket(t.context, {
      marketId: next.matchOdds.marketId,
      result: next.matchOdds.runners[0]?.selectionId ?? 0,
    });
    await settleMarket(t.context, {
      marketId: next.bookmaker.marketId,
      result: next.bookmaker.runners[0]?.selectionId ?? 0,
    });
    expect((await moneyOf(t, bob)).balance).toBe(1_000_000 + 10_000 - 500 + 10_000);
  });

  it('refunds the commission exactly on a rollback, even to a player who holds only the net', async () => {
    await setRate('Match Odds', 200);
    await aliceWinsTwoHundred();
    await settle(0);
    // Alice keeps the net win of 196 and sends the rest away.
    await transfer(t.context.db, {
      fromUserId: alice.id,
      toUserId: house,
      amount: 1_000_000,
      kind: 'withdrawal',
      narration: 'Withdraw',
    });
    expect(await moneyOf(t, alice)).toEqual({ balance: 19_600, exposure: 0 });

    await rollbackMarket(t.context, { marketId: match.matchOdds.marketId });

    const market = `${match.name} / Match Odds`;
    expect(await lines(alice, 2)).toEqual([
      [`${market} / result rolled back`, 'settlement', -20_000],
      [`Commission refunded on ${market} / result rolled back`, 'commission', 400],
    ]);
    expect((await moneyOf(t, alice)).balance).toBe(0);
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });

  it('charges again on the resettlement, at most once per live settlement', async () => {
    await setRate('Match Odds', 200);
    await aliceWinsTwoHundred();
    await settle(0);
    await rollbackMarket(t.context, { marketId: match.matchOdds.marketId });
    // The right result: runner 1 wins. Alice loses 100 on the back and 100 on the lay; Bob wins 200.
    await settle(1);
    await rollbackMarket(t.context, { marketId: match.matchOdds.marketId });
    await settle(1);

    expect(await moneyOf(t, alice)).toEqual({ balance: 980_000, exposure: 0 });
    expect(await moneyOf(t, bob)).toEqual({ balance: 1_020_000 - 400, exposure: 0 });
    const live = await t.context.db
      .select({ userId: settlements.userId, commission: settlements.commission })
      .from(settlements)
      .where(and(eq(settlements.marketId, match.matchOdds.marketId), isNull(settlements.rolledBackAt)));
    expect(live).toEqual(
      expect.arrayContaining([
        { userId: alice.id, commission: 0 },
        { userId: bob.id, commission: 400 },
      ]),
    );
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });
});

describe("the operators' shares", () => {
  let chain: PartnershipChain;
  let player: TestUser;

  beforeAll(async () => {
    ({ chain, player } = await partnershipChain(t));
  });

  it("share the player's net win after commission, the commission shared up the chain as a loss is", async () => {
    await setRate('Match Odds', 200);
    const { matchOdds } = match;
    await betOnRunner(t, player, match, matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 1_000 });
    await settle(0);

    const rows = await t.context.db
      .select({
        operatorId: pnlAttributions.operatorId,
        amount: pnlAttributions.amount,
        commission: pnlAttributions.commission,
      })
      .from(pnlAttributions)
      .innerJoin(settlements, eq(settlements.id, pnlAttributions.settlementId))
      .where(eq(settlements.marketId, matchOdds.marketId));
    const roleOf = new Map(Object.entries(chain).map(([role, user]) => [user.id, role]));
    const shares = Object.fromEntries(
      rows.map((row) => [roleOf.get(row.operatorId), [row.amount, row.commission]]),
    );
    // The player won 1,000 and paid 20: the chain pays 980 by 10/20/20/30/20 and earns the 20 alike.
    expect(shares).toEqual({
      dl: [-9_800, 200],
      mdl: [-19_600, 400],
      smdl: [-19_600, 400],
      sadmin: [-29_400, 600],
      admin: [-19_600, 400],
    });

    const period = { startDate: '2000-01-01', endDate: '2100-01-01' };
    const profitLoss = async (user: TestUser) => {
      const answer = await t.call('POST', '/api/profit-loss?page=1', {
        token: await t.signIn(user),
        body: period,
      });
      return (answer.body.data as { items: { gross: number; commission: number; total: number }[] }).items;
    };
    expect(await profitLoss(player)).toEqual([
      expect.objectContaining({ gross: 1_000, commission: -20, total: 980 }),
    ]);
    expect(await profitLoss(chain.mdl)).toEqual([
      expect.objectContaining({ gross: -200, commission: 4, total: -196 }),
    ]);
  });
});
