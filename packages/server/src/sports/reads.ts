import { Refusal, type matchListQuerySchema } from '@exchange/domain';
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import { matches, sportSettings } from '../db/exchangeSchema.ts';
import {
  listMatches,
  liveStatus,
  loadMarkets,
  loadVisibleMatch,
  openMatchesFor,
  seesWholeFeed,
  seriesWithMatches,
  storedScore,
} from './catalog.ts';
import { marketBookToWire, matchToWire, sportToWire } from './wire.ts';
import { matchSnapshotOf, storedMatchFrom } from '../sockets/matchSnapshot.ts';

/**
 * What the players' screens and the data API read of the catalogue, as the calls answer it (spec 7,
 * Sports). The rules of who sees what are catalog.ts's; these pick the rows and shape them.
 */

/** `get-series-with-market-with-date`: the matches in play or starting within this long from now. */
const comingUpMs = 24 * 60 * 60 * 1000;

/** The sports shown, with their stake limits and in-play delay: the active ones, or all for the catalogue's manager. */
export async function sportList(context: AppContext, caller: Caller) {
  const rows = await context.db
    .select()
    .from(sportSettings)
    .where(seesWholeFeed(caller) ? undefined : eq(sportSettings.active, true))
    .orderBy(asc(sportSettings.sportId));
  return rows.map(sportToWire);
}

/** A sport's open matches, those in play or upcoming only when `status` asks. */
export async function matchList(
  context: AppContext,
  caller: Caller,
  query: v.InferOutput<typeof matchListQuerySchema>,
) {
  const status =
    query.status === 'in-play'
      ? [eq(matches.status, 'inPlay')]
      : query.status === 'upcoming'
        ? [eq(matches.status, 'upcoming')]
        : [];
  const rows = await listMatches(
    context.db,
    openMatchesFor(caller, eq(matches.sportId, query.sportId), ...status),
    query.limit,
  );
  return rows.map(({ match, seriesName }) => matchToWire(match, seriesName));
}

export async function matchById(context: AppContext, caller: Caller, matchId: number) {
  const { match, seriesName } = await loadVisibleMatch(context.db, caller, matchId);
  return matchToWire(match, seriesName);
}

/** A visible match's match-odds and bookmaker markets with their live books. */
export async function marketList(context: AppContext, caller: Caller, matchId: number) {
  await loadVisibleMatch(context.db, caller, matchId);
  const found = await loadMarkets(context.db, caller, matchId, ['matchOdds', 'bookmaker']);
  // Match odds first, then bookmaker, as the odds screen lays them out.
  found.sort((a, b) => Number(a.row.kind === 'bookmaker') - Number(b.row.kind === 'bookmaker'));
  return found.map(({ row, runners }) =>
    marketBookToWire(row, context.board.market(row.id), liveStatus(context, row), runners),
  );
}

/** A sport's series with their matches in play or starting within a day. */
export async function seriesComingUp(context: AppContext, caller: Caller, sportId: number) {
  // Those in play started before now anyway.
  const comingUp = lte(matches.openDate, new Date(context.now().getTime() + comingUpMs));
  return seriesWithMatches(context.db, caller, sportId, comingUp);
}

/** The data API's matches of a feed series that are not closed, for the admin screens that activate them. */
export async function feedMatches(context: AppContext, sportId: number, seriesId: number) {
  const rows = await listMatches(
    context.db,
    and(eq(matches.sportId, sportId), eq(matches.seriesId, seriesId), ne(matches.status, 'closed')),
  );
  return rows.map(({ match, seriesName }) => matchToWire(match, seriesName));
}

/**
 * A visible match's whole live state, as its room's snapshot: the odds page shows with it before its
 * socket has loaded and joined the room (whose own snapshot then replaces it).
 */
export async function matchSnapshot(context: AppContext, caller: Caller, matchId: number) {
  const { match } = await loadVisibleMatch(context.db, caller, matchId);
  // An inactive match has no room either (an operator who sees the whole feed gets the room's refusal).
  const stored = await storedMatchFrom(context.db, match);
  if (!stored) throw new Refusal('match_not_found');
  return matchSnapshotOf(context.board, matchId, stored);
}

/** A visible match's live score: the board's, or the last the database holds once the board forgot it. */
export async function matchScore(context: AppContext, caller: Caller, matchId: number) {
  await loadVisibleMatch(context.db, caller, matchId);
  const score = context.board.score(matchId) ?? (await storedScore(context.db, matchId));
  if (!score) throw new Refusal('no_score_yet');
  return score;
}
