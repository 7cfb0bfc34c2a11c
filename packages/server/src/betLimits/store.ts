import {
  tightestBetLimits,
  type BetLimits,
  type BetLimitScope,
  type ScopedBetLimits,
} from '@exchange/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { betLimits } from '../db/betLimitsSchema.ts';
import type { Database } from '../db/client.ts';

/** The rows of market and sport limits (db/betLimitsSchema.ts) as the domain reads them. */

type Row = typeof betLimits.$inferSelect;

/** A sport's own limits are stored under the empty market type. */
const sportWide = '';

function scopedOf(row: Row): ScopedBetLimits {
  const { sportId, marketType, minStake, maxStake, maxProfit, maxLoss, minOdds, maxOdds, inPlayDelay } = row;
  return {
    sportId,
    marketType: marketType === sportWide ? null : marketType,
    limits: { minStake, maxStake, maxProfit, maxLoss, minOdds, maxOdds, inPlayDelay },
  };
}

/** The limits these operators set, per scope as they stored them: the sport's first, then its types'. */
async function rowsOf(db: Database, ownerIds: readonly string[]): Promise<Row[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select()
    .from(betLimits)
    .where(inArray(betLimits.ownerId, [...ownerIds]))
    .orderBy(asc(betLimits.sportId), asc(betLimits.marketType));
}

/** What one operator set for its subtree. */
export async function ownBetLimits(db: Database, ownerId: string): Promise<ScopedBetLimits[]> {
  return (await rowsOf(db, [ownerId])).map(scopedOf);
}

/**
 * What the operators above a user (every ancestor on its path) set, scope by scope the tightest of them:
 * the bound its own limits may not widen, and with them what binds its bets.
 */
export async function betLimitsAbove(db: Database, path: string): Promise<ScopedBetLimits[]> {
  const ancestors = path.split('/').slice(0, -1);
  const byScope = new Map<string, ScopedBetLimits[]>();
  for (const row of (await rowsOf(db, ancestors)).map(scopedOf)) {
    const key = `${row.sportId}/${row.marketType ?? sportWide}`;
    byScope.set(key, [...(byScope.get(key) ?? []), row]);
  }
  return [...byScope.values()].map((rows) => {
    const [{ sportId, marketType }] = rows as [ScopedBetLimits];
    return { sportId, marketType, limits: tightestBetLimits(rows.map((row) => row.limits)) };
  });
}

/** Whether a set of limits limits nothing (its row is then removed, not kept empty). */
const limitsNothing = (limits: BetLimits) => Object.values(limits).every((value) => value === null);

/** Stores an operator's limits for one scope, or removes its row when they limit nothing. */
export async function storeBetLimits(
  db: Database,
  ownerId: string,
  scope: BetLimitScope,
  limits: BetLimits,
  by: { updatedBy: string; updatedAt: Date },
): Promise<void> {
  const key = { ownerId, sportId: scope.sportId, marketType: scope.marketType ?? sportWide };
  if (limitsNothing(limits)) {
    await db
      .delete(betLimits)
      .where(
        and(
          eq(betLimits.ownerId, key.ownerId),
          eq(betLimits.sportId, key.sportId),
          eq(betLimits.marketType, key.marketType),
        ),
      );
    return;
  }
  const values = { ...limits, ...by };
  await db
    .insert(betLimits)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [betLimits.ownerId, betLimits.sportId, betLimits.marketType],
      set: values,
    });
}
