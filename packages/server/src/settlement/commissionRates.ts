import { isExchangeSportId, type CommissionRate } from '@exchange/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { commissionRates } from '../db/exchangeSchema.ts';
import { sportRate } from './commission.ts';

/**
 * The Super Admin's commission rates (GET commission-rates, POST save-commission-rate; ADR 0036). A rate
 * applies to the markets settled after it is saved: a settled market keeps what it charged.
 */

/** Every rate set, by sport, the sport's own first (its empty type sorts first), then its types by name. */
export async function listCommissionRates(db: Database): Promise<CommissionRate[]> {
  const rows = await db
    .select({
      sportId: commissionRates.sportId,
      marketType: commissionRates.marketType,
      basisPoints: commissionRates.basisPoints,
    })
    .from(commissionRates)
    .orderBy(asc(commissionRates.sportId), asc(commissionRates.marketType));
  return rows.flatMap(({ sportId, marketType, basisPoints }) =>
    isExchangeSportId(sportId)
      ? [{ sportId, marketType: marketType === sportRate ? null : marketType, basisPoints }]
      : [],
  );
}

/** Sets one rate (the contract's schema has checked it), or removes it when `basisPoints` is null. */
export async function saveCommissionRate(
  db: Database,
  input: { sportId: number; marketType: string | null; basisPoints: number | null },
  by: { updatedBy: string; updatedAt: Date },
): Promise<CommissionRate[]> {
  const key = { sportId: input.sportId, marketType: input.marketType ?? sportRate };
  if (input.basisPoints === null) {
    await db
      .delete(commissionRates)
      .where(and(eq(commissionRates.sportId, key.sportId), eq(commissionRates.marketType, key.marketType)));
  } else {
    const set = { basisPoints: input.basisPoints, ...by };
    await db
      .insert(commissionRates)
      .values({ ...key, ...set })
      .onConflictDoUpdate({ target: [commissionRates.sportId, commissionRates.marketType], set });
  }
  return listCommissionRates(db);
}
