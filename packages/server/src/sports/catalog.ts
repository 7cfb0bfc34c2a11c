import {
  managesCatalog,
  privilege,
  type Match,
  type MarketStatus,
  Refusal,
  type Score,
  type SportId,
} from '@exchange/domain';
import { and, asc, eq, exists, inArray, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { markets, matchScores, matches, runners, series } from '../db/exchangeSchema.ts';
import type { Caller } from '../caller.ts';
import { fancyToWire, matchToWire, statusWithoutLiveState, type MarketRow, type MatchRow } from './wire.ts';

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
export function loadMarkets(
  db: Database,
  caller: Caller,
  matchId: number,
  kinds: readonly MarketRow['kind'][],
): Promise<MarketWithRunners[]> {
  return loadMarketsShown(db, matchId, kinds, seesWholeFeed(caller));
}

/** A match's markets of the given kinds: every one, or the active ones players see. */
export async function loadMarketsShown(
  db: Database,
  matchId: number,
  kinds: readonly MarketRow['kind'][],
  everything: boolean,
): Promise<MarketWithRunners[]> {
  const rows = await db
    .select()
    .from(markets)
    .where(
      and(
        eq(markets.matchId, matchId),
        inArray(markets.kind, [...kinds]),
        ...(everything ? [] : [eq(markets.active, true)]),
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

/** The fancy markets of a visible match, as get-fancy-list and the data API's fancy-data show them. */
export async function fancyList(context: AppContext, caller: Caller, matchId: number, gtype?: string) {
  await loadVisibleMatch(context.db, caller, matchId);
  const found = await loadMarkets(context.db, caller, matchId, ['fancy']);
  // A session that has closed (resulted or void) is of no more use to a player; admins still see it.
  const everything = seesWholeFeed(caller);
  return found
    .filter(({ row }) => gtype === undefined || (row.gtype ?? 'session') === gtype)
    .map(({ row }) => fancyToWire(row, context.board.market(row.id), liveStatus(context, row)))
    .filter((fancy) => everything || fancy.status !== 'CLOSED');
}

/** Series of a sport with their open matches that have at least one market. */
export async function seriesWithMatches(db: Database, caller: Caller, sportId: number, extra?: SQL) {
  const hasMarket = exists(
    db.select({ id: markets.id }).from(markets).where(eq(markets.matchId, matches.id)),
  );
  const rows = await listMatches(
    db,
    openMatchesFor(caller, eq(matches.sportId, sportId), hasMarket, ...(extra ? [extra] : [])),
  );
  const bySeries = new Map<
    number,
    { seriesId: number; seriesName: string; sportId: Match['sportId']; matches: Match[] }
  >();
  for (const { match, seriesName } of rows) {
    if (match.seriesId === null) continue;
    let entry = bySeries.get(match.seriesId);
    if (!entry) {
      entry = {
        seriesId: match.seriesId,
        seriesName: seriesName ?? '',
        sportId: match.sportId as Match['sportId'],
        matches: [],
      };
      bySeries.set(match.seriesId, entry);
    }
    entry.matches.push(matchToWire(match, seriesName));
  }
  return [...bySeries.values()].sort((a, b) => a.seriesName.localeCompare(b.seriesName));
}

/** The feed's series of a sport, by name. */
export async function feedSeries(db: Database, sportId: number) {
  const rows = await db
    .select()
    .from(series)
    .where(eq(series.sportId, sportId))
    .orderBy(asc(series.name), asc(series.id));
  return rows.map((row) => ({ seriesId: row.id, seriesName: row.name, sportId: row.sportId as SportId }));
}

/** The last score the database holds of a match (the board forgets finished matches). */
export async function storedScore(db: Database, matchId: number): Promise<Score | null> {
  const [stored] = await db.select().from(matchScores).where(eq(matchScores.matchId, matchId));
  return stored ? (stored.score as Score) : null;
}
