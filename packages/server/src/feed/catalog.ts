import { sportIdsByName, type Score } from '@exchange/domain';
import { and, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { markets, matches, matchScores, runners, series } from '../db/exchangeSchema.ts';
import type { CompetitionMessage, EventMessage, FeedMatchStatus, MarketMessage } from './messages.ts';

/**
 * The database side of the feed: catalog rows (series, matches, markets, runners), match statuses and the
 * last scores. Prices are never written: they live on the board.
 */

export async function saveCompetition(db: Database, message: CompetitionMessage): Promise<void> {
  await db
    .insert(series)
    .values({ id: message.competitionId, sportId: message.sportId, name: message.name })
    .onConflictDoUpdate({ target: series.id, set: { name: message.name } });
}

/** A new match is active at once only where the feed is told so (the embedded demo); otherwise save-match. */
export async function saveEvent(db: Database, message: EventMessage, activate: boolean): Promise<void> {
  const openDate = new Date(message.openDate);
  await db
    .insert(matches)
    .values({
      id: message.eventId,
      sportId: message.sportId,
      seriesId: message.competitionId,
      name: message.name,
      openDate,
      status: message.status,
      active: activate,
    })
    .onConflictDoUpdate({
      target: matches.id,
      set: { name: message.name, openDate, status: message.status, seriesId: message.competitionId },
    });
}

export async function saveMarket(db: Database, message: MarketMessage): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(markets)
      .values({
        id: message.marketId,
        matchId: message.eventId,
        kind: message.kind,
        name: message.name,
        gtype: message.gtype ?? null,
      })
      .onConflictDoUpdate({ target: markets.id, set: { name: message.name } });
    await tx
      .insert(runners)
      .values(
        message.runners.map((runner, index) => ({
          marketId: message.marketId,
          selectionId: runner.selectionId,
          name: runner.name,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: [runners.marketId, runners.selectionId],
        set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
      });
  });
}

export async function saveMatchStatus(db: Database, matchId: number, status: FeedMatchStatus): Promise<void> {
  await db.update(matches).set({ status }).where(eq(matches.id, matchId));
}

/** The latest score of each match in one statement. */
export async function saveScores(db: Database, scores: readonly Score[]): Promise<void> {
  if (scores.length === 0) return;
  await db
    .insert(matchScores)
    .values(scores.map((score) => ({ matchId: score.matchId, score, updatedAt: new Date(score.updatedAt) })))
    .onConflictDoUpdate({
      target: matchScores.matchId,
      set: { score: sql`excluded.score`, updatedAt: sql`excluded.updated_at` },
    });
}

export interface StoredMarket {
  marketId: string;
  matchId: number;
  kind: MarketMessage['kind'];
  name: string;
  gtype: string | null;
  /** The operator's status: 'SUSPENDED' while an admin holds it suspended. */
  status: string;
  active: boolean;
  settled: boolean;
  runners: { selectionId: number; name: string }[];
}

export interface StoredCatalog {
  competitionIds: number[];
  events: { eventId: number; status: FeedMatchStatus }[];
  markets: StoredMarket[];
  scores: Score[];
}

/** Every competition, and the matches that are not closed with their markets, runners and scores. */
export async function loadOpenCatalog(db: Database): Promise<StoredCatalog> {
  const competitionRows = await db.select({ id: series.id }).from(series);
  // The in-house casino's games are matches of sport 5000 that the casino runs, not the feed: a feed
  // restart would otherwise take them for its own events and abandon them.
  const eventRows = await db
    .select({ eventId: matches.id, status: matches.status })
    .from(matches)
    .where(and(ne(matches.status, 'closed'), ne(matches.sportId, sportIdsByName.casino)));
  const eventIds = eventRows.map((row) => row.eventId);
  if (eventIds.length === 0)
    return { competitionIds: competitionRows.map((row) => row.id), events: [], markets: [], scores: [] };
  const marketRows = await db.select().from(markets).where(inArray(markets.matchId, eventIds));
  const runnerRows = await db
    .select()
    .from(runners)
    .where(inArray(runners.marketId, marketRows.length > 0 ? marketRows.map((row) => row.id) : ['']))
    .orderBy(runners.sortOrder);
  const scoreRows = await db.select().from(matchScores).where(inArray(matchScores.matchId, eventIds));
  return {
    competitionIds: competitionRows.map((row) => row.id),
    events: eventRows,
    markets: marketRows.flatMap(({ kind, ...row }) =>
      kind === 'casino'
        ? []
        : [
            {
              marketId: row.id,
              matchId: row.matchId,
              kind,
              name: row.name,
              gtype: row.gtype,
              status: row.status,
              active: row.active,
              settled: row.settledAt !== null || row.voidedAt !== null,
              runners: runnerRows
                .filter((runner) => runner.marketId === row.id)
                .map((runner) => ({ selectionId: runner.selectionId, name: runner.name })),
            },
          ],
    ),
    scores: scoreRows.map((row) => row.score as Score),
  };
}

/** Markets of a match that are neither settled nor voided. */
export async function unsettledMarketIds(db: Database, matchId: number): Promise<string[]> {
  const rows = await db
    .select({ id: markets.id })
    .from(markets)
    .where(and(eq(markets.matchId, matchId), isNull(markets.settledAt), isNull(markets.voidedAt)));
  return rows.map((row) => row.id);
}

/**
 * The first id a new simulator run may use: above every id a previous run gave a competition, match,
 * market or runner, so a restart never collides with what is stored. Market ids are `<n>.<id>`.
 */
export async function nextFreeFeedId(db: Database, floor: number): Promise<number> {
  const tops = await Promise.all([
    db.select({ top: max(series.id) }).from(series),
    db.select({ top: max(matches.id) }).from(matches),
    db.select({ top: max(runners.selectionId) }).from(runners),
    db
      .select({ top: sql<string | null>`max(split_part(${markets.id}, '.', 2)::bigint)` })
      .from(markets)
      .where(sql`${markets.id} ~ '^[0-9]+[.][0-9]+$'`),
  ]);
  const highest = Math.max(0, ...tops.map(([row]) => Number(row?.top ?? 0)));
  return Math.max(floor, highest + 1);
}
