import { decimalFancyGtype, Refusal } from '@exchange/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { markets, matches, runners } from '../db/exchangeSchema.ts';

/** A market as settlement sees it, read under its row lock. */
export interface LockedMarket {
  id: string;
  matchId: number;
  sportId: number;
  kind: 'matchOdds' | 'bookmaker' | 'fancy' | 'casino';
  /** A session fancy settles on the run total; every other market on its winning selection. */
  isSession: boolean;
  name: string;
  matchName: string;
  result: number | null;
  settledAt: Date | null;
  voidedAt: Date | null;
}

/** Session fancies are every fancy but the decimal-odds `fancy1` kind (DOMAIN.md, "Session fancy"). */
export function isSessionMarket(market: { kind: string; gtype: string | null }): boolean {
  return market.kind === 'fancy' && market.gtype !== decimalFancyGtype;
}

/**
 * Locks the market row (SELECT ... FOR UPDATE) for the rest of the transaction: settling, voiding and
 * rolling back one market queue behind each other, and a second caller sees what the first one did.
 */
export async function lockMarket(tx: Database, marketId: string): Promise<LockedMarket> {
  const [row] = await tx
    .select({
      id: markets.id,
      matchId: markets.matchId,
      sportId: matches.sportId,
      kind: markets.kind,
      gtype: markets.gtype,
      name: markets.name,
      matchName: matches.name,
      result: markets.result,
      settledAt: markets.settledAt,
      voidedAt: markets.voidedAt,
    })
    .from(markets)
    .innerJoin(matches, eq(matches.id, markets.matchId))
    .where(eq(markets.id, marketId))
    .for('update', { of: markets });
  if (!row) throw new Refusal('market_not_found');
  // A casino market's bets settle with its round, by the game's rules (casino/settlement.ts).
  if (row.kind === 'casino') throw new Refusal('casino_market_by_round');
  const { gtype, ...market } = row;
  return { ...market, isSession: isSessionMarket({ kind: row.kind, gtype }) };
}

/**
 * A declared result must be one the market can have: a run total (a whole number, not negative) for a
 * session, one of the market's runners otherwise.
 */
export async function checkResult(tx: Database, market: LockedMarket, result: number): Promise<void> {
  if (market.isSession) {
    if (!Number.isSafeInteger(result) || result < 0) {
      throw new Refusal('result_run_total_invalid');
    }
    return;
  }
  const [runner] = await tx
    .select({ selectionId: runners.selectionId })
    .from(runners)
    .where(sql`${runners.marketId} = ${market.id} and ${runners.selectionId} = ${result}`)
    .limit(1);
  if (!Number.isSafeInteger(result) || !runner) throw new Refusal('result_not_a_runner');
}

/** The ledger narration and the profit-loss report's: "<match> / <market>" (spec: the part before the slash shows). */
export function marketNarration(market: Pick<LockedMarket, 'matchName' | 'name'>): string {
  return `${market.matchName} / ${market.name}`;
}
