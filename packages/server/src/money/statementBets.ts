import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bets, settlements } from '../db/exchangeSchema.ts';

/** The most bet ids a statement row carries: what get-bet-list-by-ids takes at once. */
export const statementBetIdLimit = 1000;

/** Bets a settlement paid out on: matched ones (settled, voided, or matched again after a rollback). */
const settledStatuses = ['settled', 'void', 'matched'] as const;

/**
 * Per ledger transaction of a settlement, the bets it settled of the statement's owner `userId`: its bets
 * on the settled markets. A market's settlement is one transaction for all its players
 * (docs/adr/0017-one-ledger-call.md), so the owner picks its own.
 */
export async function settledBetIds(
  db: Database,
  transactionIds: readonly number[],
  userId: string,
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
    .where(
      and(inArray(settlements.transactionId, [...new Set(transactionIds)]), eq(settlements.userId, userId)),
    )
    .orderBy(asc(bets.createdAt), asc(bets.id));
  for (const { transactionId, betId } of rows) {
    if (transactionId === null) continue;
    const ids = byTransaction.get(transactionId) ?? [];
    if (ids.length < statementBetIdLimit && !ids.includes(betId)) ids.push(betId);
    byTransaction.set(transactionId, ids);
  }
  return byTransaction;
}
