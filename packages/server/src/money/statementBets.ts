import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bets, settlements } from '../db/exchangeSchema.ts';

/** The most bet ids a statement row carries: what get-bet-list-by-ids takes at once. */
export const statementBetIdLimit = 1000;

/** Bets a settlement paid out on: matched ones (settled, voided, or matched again after a rollback). */
const settledStatuses = ['settled', 'void', 'matched'] as const;

/**
 * Per ledger transaction of a settlement, the bets it settled: the settled user's bets on the settled
 * market. The player's statement row and the share rows of the operators above it name the same
 * transaction, so each links to the same bets (get-bet-list-by-ids then shows only those the reader may see).
 */
export async function settledBetIds(
  db: Database,
  transactionIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byTransaction = new Map<number, string[]>();
  if (transactionIds.length === 0) return byTransaction;
  const rows = await db
    .select({ transactionId: settlements.transactionId, betId: bets.id })
    .from(settlements)
    .innerJoin(
      bets,
      and(
        eq(bets.userId, settlements.userId),
        eq(bets.marketId, settlements.marketId),
        inArray(bets.status, [...settledStatuses]),
      ),
    )
    .where(inArray(settlements.transactionId, [...new Set(transactionIds)]))
    .orderBy(asc(bets.createdAt), asc(bets.id));
  for (const { transactionId, betId } of rows) {
    if (transactionId === null) continue;
    const ids = byTransaction.get(transactionId) ?? [];
    if (ids.length < statementBetIdLimit && !ids.includes(betId)) ids.push(betId);
    byTransaction.set(transactionId, ids);
  }
  return byTransaction;
}
