import {
  isSessionBet,
  marketBook,
  minor,
  openMarketExposure,
  openSessionExposure,
  runnerBetOf,
  sessionBetOf,
  sessionBook,
  type Book,
  type Minor,
} from '@exchange/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bets, runners } from '../db/exchangeSchema.ts';
import { rowsOf } from '../db/rows.ts';
import { casinoPositionOf, isCasinoBetOn, storedCasinoMarket } from '../casino/position.ts';
import { betOfRow, openStatuses, type BetFields, type BetRow } from './records.ts';

/**
 * A user's exposure on one market, computed by the domain from every open bet (matched, unmatched and
 * delayed; waiting ones count only where they lose, pnl/openExposure.ts), and the book of its matched
 * bets (the wire's `profitlist`).
 */
export interface MarketPosition {
  exposure: Minor;
  book: Book;
}

/** The runners of a market in its order: the outcomes of its book. */
export async function marketSelectionIds(db: Database, marketId: string): Promise<number[]> {
  const rows = await db
    .select({ selectionId: runners.selectionId })
    .from(runners)
    .where(eq(runners.marketId, marketId))
    .orderBy(asc(runners.sortOrder), asc(runners.selectionId));
  return rows.map((row) => row.selectionId);
}

/**
 * The position of open bets on one market. A session fancy has run totals for outcomes, not runners:
 * its `book` is one entry on the fancy's selection holding the worst case of the matched bets.
 */
export function positionOf(
  selectionIds: readonly number[],
  openBets: readonly (BetFields & Pick<BetRow, 'status'>)[],
): MarketPosition {
  const matched = openBets.filter((row) => row.status === 'matched').map(betOfRow);
  const waiting = openBets.filter((row) => row.status !== 'matched').map(betOfRow);
  const [first] = [...matched, ...waiting];
  if (first && isSessionBet(first)) {
    const worst = Math.min(0, ...sessionBook(matched.map(sessionBetOf)).map((row) => row.amount));
    return {
      exposure: openSessionExposure({
        matched: matched.map(sessionBetOf),
        waiting: waiting.map(sessionBetOf),
      }),
      book: [{ selectionId: first.selectionId, amount: minor(worst) }],
    };
  }
  return {
    exposure: openMarketExposure(selectionIds, {
      matched: matched.map(runnerBetOf),
      waiting: waiting.map(runnerBetOf),
    }),
    book: marketBook(selectionIds, matched.map(runnerBetOf)),
  };
}

export async function openBetsOf(db: Database, userId: string, marketId: string): Promise<BetRow[]> {
  return db
    .select()
    .from(bets)
    .where(
      and(eq(bets.userId, userId), eq(bets.marketId, marketId), inArray(bets.status, [...openStatuses])),
    );
}

/** The statement that stores a user's exposure on one market: its row, or no row at zero. */
export function marketExposureWrite(userId: string, marketId: string, exposure: Minor): SQL {
  return exposure === 0
    ? sql`delete from market_exposures where user_id = ${userId} and market_id = ${marketId}`
    : sql`insert into market_exposures (user_id, market_id, exposure)
        values (${userId}, ${marketId}, ${exposure}::bigint)
        on conflict (user_id, market_id) do update set exposure = excluded.exposure`;
}

/**
 * Stores a user's exposure on a market and the account's total (the sum over its markets) in one
 * statement, inside the caller's transaction, which must hold the user's account row lock. Returns the
 * account's new exposure.
 */
export async function storeExposure(
  tx: Database,
  userId: string,
  marketId: string,
  exposure: Minor,
): Promise<Minor> {
  // A statement does not see its own writes: the other markets' rows are summed, this one's is added.
  const [account] = await rowsOf<{ exposure: unknown }>(
    tx,
    sql`with market_row as (${marketExposureWrite(userId, marketId, exposure)})
      update accounts set exposure = ${exposure}::bigint + (select coalesce(sum(e.exposure), 0)
        from market_exposures e where e.user_id = ${userId} and e.market_id <> ${marketId})
      where user_id = ${userId}
      returning exposure`,
  );
  return minor(Number(account?.exposure ?? 0));
}

/**
 * Recomputes one user's position on one market from its open bets and stores the exposure. A casino
 * market's position follows its game's market shape (casino/position.ts).
 */
export async function recomputeExposure(
  tx: Database,
  userId: string,
  marketId: string,
): Promise<{ position: MarketPosition; accountExposure: Minor }> {
  const openBets = await openBetsOf(tx, userId, marketId);
  const position = isCasinoBetOn(openBets[0]?.betOn)
    ? casinoPositionOf(await storedCasinoMarket(tx, marketId), openBets)
    : positionOf(await marketSelectionIds(tx, marketId), openBets);
  const accountExposure = await storeExposure(tx, userId, marketId, position.exposure);
  return { position, accountExposure };
}
