import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pnlAttributions, settlements } from '../db/exchangeSchema.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch } from '../testing/markets.ts';
import { rollbackMarket } from './rollback.ts';
import { settleMarket } from './settle.ts';
import { betOnRunner, partnershipChain, type PartnershipChain } from '../testing/settlementBets.ts';

const t = await createTestApp();
afterAll(() => t.close());

let chain: PartnershipChain;
let player: TestUser;

beforeAll(async () => {
  ({ chain, player } = await partnershipChain(t));
});

/** The shares recorded for the market's live settlement, by role. */
async function sharesOf(marketId: string): Promise<Record<string, number>> {
  const rows = await t.context.db
    .select({ operatorId: pnlAttributions.operatorId, amount: pnlAttributions.amount })
    .from(pnlAttributions)
    .innerJoin(settlements, eq(settlements.id, pnlAttributions.settlementId))
    .where(eq(settlements.marketId, marketId));
  const roleOf = new Map(Object.entries(chain).map(([role, user]) => [user.id, role]));
  const shares: Record<string, number> = {};
  for (const row of rows) {
    const role = roleOf.get(row.operatorId) ?? row.operatorId;
    shares[role] = (shares[role] ?? 0) + row.amount;
  }
  return shares;
}

describe('partnership attribution', () => {
  it("splits a player's loss of 1,000 by the chain's percentages (DOMAIN.md)", async () => {
    const match = await createTestMatch(t);
    const { matchOdds } = match;
    await betOnRunner(t, player, match, matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 1_000 });
    await settleMarket(t.context, {
      marketId: matchOdds.marketId,
      result: matchOdds.runners[1]?.selectionId ?? 0,
    });

    // Agent 10%: 100; Master 30% - 10%: 200; Super Master 50% - 30%: 200; the rest, 500, above them:
    // the Admin's 80% - 50% and the Super Admin's remainder.
    expect(await sharesOf(matchOdds.marketId)).toEqual({
      dl: 10_000,
      mdl: 20_000,
      smdl: 20_000,
      sadmin: 30_000,
      admin: 20_000,
    });
  });

  it("charges the operators their shares of a player's win, adding up to the win to the paisa", async () => {
    const match = await createTestMatch(t);
    const { matchOdds } = match;
    // Back 900.07 at 1.37 wins 333.03. Each level's cumulative share is rounded once (halves away from
    // zero), so the cuts differ by a paisa here and there but add up to the win exactly.
    await betOnRunner(t, player, match, matchOdds, { runner: 0, side: 'back', odds: 1.37, stake: 900.07 });
    await settleMarket(t.context, {
      marketId: matchOdds.marketId,
      result: matchOdds.runners[0]?.selectionId ?? 0,
    });
    expect(await sharesOf(matchOdds.marketId)).toEqual({
      dl: -3_330,
      mdl: -6_661,
      smdl: -6_661,
      sadmin: -9_990,
      admin: -6_661,
    });
  });

  it('stops counting the shares of a rolled-back settlement', async () => {
    const match = await createTestMatch(t);
    const { matchOdds } = match;
    await betOnRunner(t, player, match, matchOdds, { runner: 0, side: 'back', odds: 2.0, stake: 100 });
    await settleMarket(t.context, {
      marketId: matchOdds.marketId,
      result: matchOdds.runners[1]?.selectionId ?? 0,
    });
    await rollbackMarket(t.context, { marketId: matchOdds.marketId });
    await settleMarket(t.context, {
      marketId: matchOdds.marketId,
      result: matchOdds.runners[0]?.selectionId ?? 0,
    });
    const live = await t.context.db
      .select({ amount: pnlAttributions.amount, rolledBackAt: settlements.rolledBackAt })
      .from(pnlAttributions)
      .innerJoin(settlements, eq(settlements.id, pnlAttributions.settlementId))
      .where(eq(settlements.marketId, matchOdds.marketId));
    const total = (rolledBack: boolean) =>
      live
        .filter((row) => (row.rolledBackAt !== null) === rolledBack)
        .reduce((sum, row) => sum + row.amount, 0);
    expect(total(true)).toBe(10_000);
    expect(total(false)).toBe(-10_000);
  });
});
