import { basisPointsLabel, commissionOn, minor } from '@exchange/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { commissionRates } from '../db/exchangeSchema.ts';
import { againstHouse, post, type LockedAccounts } from '../ledger/index.ts';
import type { PlayerResult } from './closeBets.ts';
import { marketNarration, type LockedMarket } from './market.ts';

/**
 * The exchange's commission (issue 41, docs/adr/0036-exchange-commission.md): when a sports exchange market
 * settles, each player who won on it net pays the rate in force of that net win, in one ledger transaction
 * of kind `commission` after the settlement's, so the statement shows the gross line and then the
 * commission. A rollback refunds exactly what was charged (the settlements rows keep it).
 */

/** The market type of a sport's own rate, paid by its types without one. */
export const sportRate = '';

/**
 * The rate in force for a market, in basis points: its market type's, else its sport's, else none. Only
 * exchange markets pay: bookmaker markets and fancies are priced by the house, whose margin is their edge.
 */
export async function commissionRateOf(
  tx: Database,
  market: Pick<LockedMarket, 'kind' | 'sportId' | 'name'>,
): Promise<number> {
  if (market.kind !== 'matchOdds') return 0;
  const [rate] = await tx
    .select({ basisPoints: commissionRates.basisPoints })
    .from(commissionRates)
    .where(
      and(
        eq(commissionRates.sportId, market.sportId),
        inArray(commissionRates.marketType, [market.name, sportRate]),
      ),
    )
    // A type's name sorts after the empty sport rate: its own rate first.
    .orderBy(desc(commissionRates.marketType))
    .limit(1);
  return rate?.basisPoints ?? 0;
}

/** Each player's commission on one market's settlement, by user id: only the winners', none of 0. */
export function commissionsOf(
  players: readonly PlayerResult[],
  basisPoints: number,
): ReadonlyMap<string, number> {
  const charges = new Map<string, number>();
  for (const player of players) {
    const commission = commissionOn(minor(player.pnl), basisPoints);
    if (commission > 0) charges.set(player.userId, commission);
  }
  return charges;
}

/** "Commission 2% on <match> / <market>": the statement line of the charge. */
export function commissionNarration(
  market: Pick<LockedMarket, 'matchName' | 'name'>,
  basisPoints: number,
): string {
  return `Commission ${basisPointsLabel(basisPoints)} on ${marketNarration(market)}`;
}

/**
 * Posts the commissions (positive amounts, by user id) from the players to the house, or, `refund`, back
 * from the house to the players; nothing when there are none. The players' accounts are locked already.
 */
export async function postCommission(
  tx: Database,
  locked: LockedAccounts,
  charges: ReadonlyMap<string, number>,
  details: { narration: string; idempotencyKey: string; createdBy: string | null; refund?: boolean },
): Promise<void> {
  const { refund, ...transaction } = details;
  const sign = refund ? 1 : -1;
  const entries = againstHouse(
    locked,
    [...charges].map(([userId, commission]) => ({ userId, amount: sign * commission })),
  );
  if (entries) await post(tx, { kind: 'commission', ...transaction, entries }, { locked });
}
