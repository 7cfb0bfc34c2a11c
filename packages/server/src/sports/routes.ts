import {
  fancyListQuerySchema,
  fancyListResponseSchema,
  marketListResponseSchema,
  matchListQuerySchema,
  matchListResponseSchema,
  matchQuerySchema,
  matchResponseSchema,
  seriesWithMarketQuerySchema,
  seriesWithMarketResponseSchema,
  sportSettingsListResponseSchema,
  type Match,
} from '@exchange/domain';
import { asc, eq, exists, lte, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { markets, matches, sportSettings } from '../db/exchangeSchema.ts';
import { callerOf, type Caller } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import {
  listMatches,
  liveStatus,
  loadMarkets,
  loadVisibleMatch,
  openMatchesFor,
  seesWholeFeed,
} from './catalog.ts';
import { fancyToWire, marketBookToWire, matchToWire, sportToWire } from './wire.ts';

/** `get-series-with-market-with-date`: the matches in play or starting within this long from now. */
const comingUpMs = 24 * 60 * 60 * 1000;

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

/** Spec 7, Sports: what players' screens read, and the sport list every screen starts from. */
export function sportsRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;

  /** Series of a sport with their open matches that have at least one market. */
  async function seriesWithMatches(caller: Caller, sportId: number, extra?: SQL) {
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

  return [
    {
      method: 'GET',
      path: 'get-sport-list',
      response: sportSettingsListResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const rows = await db
          .select()
          .from(sportSettings)
          .where(seesWholeFeed(caller) ? undefined : eq(sportSettings.active, true))
          .orderBy(asc(sportSettings.sportId));
        return ok(rows.map(sportToWire));
      },
    },
    {
      method: 'GET',
      path: 'get-match-list',
      response: matchListResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const query = parse(matchListQuerySchema, request.query);
        const status =
          query.status === 'in-play'
            ? [eq(matches.status, 'inPlay')]
            : query.status === 'upcoming'
              ? [eq(matches.status, 'upcoming')]
              : [];
        const rows = await listMatches(
          db,
          openMatchesFor(caller, eq(matches.sportId, query.sportId), ...status),
          query.limit,
        );
        return ok(rows.map(({ match, seriesName }) => matchToWire(match, seriesName)));
      },
    },
    {
      method: 'GET',
      path: 'get-match-by-id',
      response: matchResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const { matchId } = parse(matchQuerySchema, request.query);
        const { match, seriesName } = await loadVisibleMatch(db, callerOf(request), matchId);
        return ok(matchToWire(match, seriesName));
      },
    },
    {
      method: 'GET',
      path: 'get-market-list',
      response: marketListResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const { matchId } = parse(matchQuerySchema, request.query);
        await loadVisibleMatch(db, caller, matchId);
        const found = await loadMarkets(db, caller, matchId, ['matchOdds', 'bookmaker']);
        // Match odds first, then bookmaker, as the odds screen lays them out.
        found.sort((a, b) => Number(a.row.kind === 'bookmaker') - Number(b.row.kind === 'bookmaker'));
        return ok(
          found.map(({ row, runners }) =>
            marketBookToWire(row, context.board.market(row.id), liveStatus(context, row), runners),
          ),
        );
      },
    },
    {
      method: 'GET',
      path: 'get-fancy-list',
      response: fancyListResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const { matchId, gtype } = parse(fancyListQuerySchema, request.query);
        return ok(await fancyList(context, callerOf(request), matchId, gtype));
      },
    },
    {
      method: 'GET',
      path: 'get-series-with-market',
      response: seriesWithMarketResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const { EventTypeID } = parse(seriesWithMarketQuerySchema, request.query);
        return ok(await seriesWithMatches(callerOf(request), EventTypeID));
      },
    },
    {
      method: 'GET',
      path: 'get-series-with-market-with-date',
      response: seriesWithMarketResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const { EventTypeID } = parse(seriesWithMarketQuerySchema, request.query);
        // Those in play started before now anyway.
        const comingUp = lte(matches.openDate, new Date(context.now().getTime() + comingUpMs));
        return ok(await seriesWithMatches(callerOf(request), EventTypeID, comingUp));
      },
    },
  ];
}
