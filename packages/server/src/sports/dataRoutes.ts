import {
  dataMatchesQuerySchema,
  dataMatchesResponseSchema,
  dataSeriesQuerySchema,
  dataSeriesResponseSchema,
  fancyDataQuerySchema,
  fancyListResponseSchema,
  scoreQuerySchema,
  scoreResponseSchema,
  type Score,
  type SportId,
  Refusal,
} from '@exchange/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { matchScores, matches, series } from '../db/exchangeSchema.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { catalogManagerAccess } from './adminRoutes.ts';
import { listMatches, loadVisibleMatch } from './catalog.ts';

import { fancyList } from './routes.ts';
import { matchToWire } from './wire.ts';

/**
 * The data API (spec 7): the feed's series and matches for the admin screens that activate them, and the
 * live score and fancy data of a match for the odds screen.
 */
export function dataRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;
  return [
    {
      method: 'GET',
      path: 'get-series',
      response: dataSeriesResponseSchema,
      access: catalogManagerAccess,
      handler: async (request) => {
        const { EventTypeID } = parse(dataSeriesQuerySchema, request.query);
        const rows = await db
          .select()
          .from(series)
          .where(eq(series.sportId, EventTypeID))
          .orderBy(asc(series.name), asc(series.id));
        return ok(
          rows.map((row) => ({
            seriesId: row.id,
            seriesName: row.name,
            sportId: row.sportId as SportId,
          })),
        );
      },
    },
    {
      method: 'GET',
      path: 'get-matches',
      response: dataMatchesResponseSchema,
      access: catalogManagerAccess,
      handler: async (request) => {
        const query = parse(dataMatchesQuerySchema, request.query);
        const rows = await listMatches(
          db,
          and(
            eq(matches.sportId, query.EventTypeID),
            eq(matches.seriesId, query.CompetitionID),
            ne(matches.status, 'closed'),
          ),
        );
        return ok(rows.map(({ match, seriesName }) => matchToWire(match, seriesName)));
      },
    },
    {
      method: 'GET',
      path: 'score',
      response: scoreResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const { MatchID } = parse(scoreQuerySchema, request.query);
        await loadVisibleMatch(db, callerOf(request), MatchID);
        const live = context.board.score(MatchID);
        if (live) return ok(live);
        // A match the board has forgotten keeps its last score in the database.
        const [stored] = await db.select().from(matchScores).where(eq(matchScores.matchId, MatchID));
        if (!stored) throw new Refusal('no_score_yet');
        return ok(stored.score as Score);
      },
    },
    {
      method: 'GET',
      path: 'fancy-data',
      response: fancyListResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const { MatchID } = parse(fancyDataQuerySchema, request.query);
        return ok(await fancyList(context, callerOf(request), MatchID));
      },
    },
  ];
}
