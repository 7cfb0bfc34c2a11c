import { commissionOn, maxCommissionBasisPoints, minor, Refusal } from '@exchange/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { commissionRates, settlements } from '../db/exchangeSchema.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch } from '../testing/markets.ts';
import { saveCommissionRate } from './commissionRates.ts';
import { rollbackMarket } from './rollback.ts';
import { settleMarket } from './settle.ts';
import { betOnRunner, fund, moneyOf } from '../testing/settlementBets.ts';

const t = await createTestApp();
afterAll(() => t.close());

const soccer = 1;
const admin = await t.createUser({ role: 'admin' });

const generatedBet = fc.record({
  player: fc.integer({ min: 0, max: 3 }),
  side: fc.constantFrom('back', 'lay' as const),
  /** Rupees with paisa. */
  stake: fc.integer({ min: 100, max: 200_000 }).map((paisa) => paisa / 100),
  runner: fc.integer({ min: 0, max: 2 }),
  odds: fc.integer({ min: 101, max: 2_000 }).map((hundredths) => hundredths / 100),
  status: fc.constantFrom('matched', 'matched', 'unmatched' as const),
});

/** Settling (with a runner's index), again and with another result, and rolling back, in any order. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('settle' as const), runner: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('rollback' as const) }),
);

const scenario = fc.record({
  basisPoints: fc.integer({ min: 0, max: maxCommissionBasisPoints }),
  /** The rate set on Match Odds itself, or on the sport. */
  onType: fc.boolean(),
  bets: fc.array(generatedBet, { minLength: 1, maxLength: 8 }),
  steps: fc.array(step, { minLength: 1, maxLength: 5 }),
});

/** A settle or rollback the market's state refuses (another result first, nothing to undo) is skipped. */
async function attempt(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
  }
}

/** The net of a player's commission lines: charges (negative) and refunds (positive). */
async function commissionLines(player: TestUser): Promise<{ net: number; lines: number }> {
  const [row] = await t.context.db
    .select({
      net: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number),
      lines: sql<number>`count(*)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(accounts.userId, player.id), eq(ledgerTransactions.kind, 'commission')));
  return { net: row?.net ?? 0, lines: row?.lines ?? 0 };
}

it('charges the rate of each net win once, never of a loss, and a rollback undoes it exactly', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ basisPoints, onType, bets, steps }) => {
      await t.context.db.delete(commissionRates);
      await saveCommissionRate(
        t.context.db,
        { sportId: soccer, marketType: onType ? 'Match Odds' : null, basisPoints },
        { updatedBy: admin.id, updatedAt: new Date() },
      );
      const match = await createTestMatch(t, { sportId: soccer });
      const { matchOdds } = match;
      const players: TestUser[] = [];
      for (let index = 0; index < 4; index += 1) {
        const player = await t.createUser({ role: 'user' });
        await fund(t, player, 1_000_000);
        players.push(player);
      }
      for (const bet of bets) {
        const player = players[bet.player];
        if (!player) throw new Error('no player');
        await betOnRunner(t, player, match, matchOdds, bet);
      }
      const before = await Promise.all(players.map((player) => moneyOf(t, player)));

      for (const one of steps) {
        const marketId = matchOdds.marketId;
        if (one.kind === 'rollback') await attempt(() => rollbackMarket(t.context, { marketId }));
        else {
          const result = matchOdds.runners[one.runner]?.selectionId ?? 0;
          await attempt(() => settleMarket(t.context, { marketId, result }));
        }
      }

      const rows = await t.context.db
        .select()
        .from(settlements)
        .where(eq(settlements.marketId, matchOdds.marketId));
      for (const row of rows) {
        // Every settlement, live or rolled back, charged the rate of a net win and nothing on a loss.
        expect(row.commission).toBe(commissionOn(minor(row.pnl), basisPoints));
      }
      for (const [index, player] of players.entries()) {
        const live = rows.filter((row) => row.userId === player.id && row.rolledBackAt === null);
        expect(live.length).toBeLessThanOrEqual(1);
        const charged = live[0]?.commission ?? 0;
        const lines = await commissionLines(player);
        // Charges less refunds: exactly the live settlement's commission, one charge more than refunds.
        expect(lines.net + charged).toBe(0);
        expect(lines.lines % 2).toBe(charged > 0 ? 1 : 0);
        const after = await moneyOf(t, player);
        expect(after.balance - (before[index]?.balance ?? 0)).toBe((live[0]?.pnl ?? 0) - charged);
      }
      const [total] = await t.context.db
        .select({ sum: sql<number>`coalesce(sum(${accounts.balance}), 0)`.mapWith(Number) })
        .from(accounts);
      expect(total?.sum).toBe(0);
      expect(await verifyLedger(t.context.db)).toEqual([]);
    }),
    { numRuns: 15 },
  );
});
