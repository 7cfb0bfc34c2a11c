import { managesCatalog, privilege, type MarketStatus, Refusal } from '@exchange/domain';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { markets, matches, runners, series } from '../db/exchangeSchema.ts';
import type { Caller } from '../http/access.ts';

import { statusWithoutLiveState, type MarketRow, type MatchRow } from './wire.ts';

/**
 * Reads of the sports catalog shared by the main and data APIs. Everyone sees active matches and markets
 * only, but whoever decides what to activate (the catalogue manager, as platformAccess) sees the whole feed.
 */

export function seesWholeFeed(caller: Caller): boolean {
  return managesCatalog(caller.role) && caller.privileges.includes(privilege.events);
}

/** The match with its series name, or 404 when it does not exist or the caller may not see it. */
export async function loadVisibleMatch(
  db: Database,
  caller: Caller,
  matchId: number,
): Promise<{ match: MatchRow; seriesName: string | null }> {
  const [row] = await db
    .select({ match: matches, seriesName: series.name })
    .from(matches)
    .leftJoin(series, eq(series.id, matches.seriesId))
    .where(eq(matches.id, matchId))
    .limit(1);
  if (!row || (!row.match.active && !seesWholeFeed(caller))) {
    throw new Refusal('match_not_found');
  }
  return row;
}

/** Matches with their series names, in play first, then by start. */
export async function listMatches(db: Database, where: SQL | undefined, limit?: number) {
  const query = db
    .select({ match: matches, seriesName: series.name })
    .from(matches)
    .leftJoin(series, eq(series.id, matches.seriesId))
    .where(where)
    .orderBy(asc(matches.status), asc(matches.openDate), asc(matches.id));
  return limit === undefined ? query : query.limit(limit);
}

/** Not closed, and active unless the caller sees the whole feed. */
export function openMatchesFor(caller: Caller, ...conditions: SQL[]): SQL | undefined {
  return and(
    ne(matches.status, 'closed'),
    ...(seesWholeFeed(caller) ? [] : [eq(matches.active, true)]),
    ...conditions,
  );
}

export interface MarketWithRunners {
  row: MarketRow;
  runners: { selectionId: number; name: string }[];
}

/** A match's markets of the given kinds (active ones only for callers who do not see the whole feed). */
export async function loadMarkets(
  db: Database,
  caller: Caller,
  matchId: number,
  kinds: readonly MarketRow['kind'][],
): Promise<MarketWithRunners[]> {
  const rows = await db
    .select()
    .from(markets)
    .where(
      and(
        eq(markets.matchId, matchId),
        inArray(markets.kind, [...kinds]),
        ...(seesWholeFeed(caller) ? [] : [eq(markets.active, true)]),
      ),
    )
    .orderBy(asc(markets.createdAt), asc(markets.id));
  if (rows.length === 0) return [];
  const runnerRows = await db
    .select()
    .from(runners)
    .where(
      inArray(
        runners.marketId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(runners.sortOrder));
  return rows.map((row) => ({
    row,
    runners: runnerRows.filter((runner) => runner.marketId === row.id),
  }));
}

/** What players see of a market now: the board's status (with operator holds), or one from the catalog. */
export function liveStatus(context: Pick<AppContext, 'board'>, row: MarketRow): MarketStatus {
  return context.board.market(row.id)?.status ?? statusWithoutLiveState(row);
}
