import { contract } from '@exchange/domain';
import { asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { matches, sportSettings } from '../db/exchangeSchema.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import {
  fancyList,
  listMatches,
  liveStatus,
  loadMarkets,
  loadVisibleMatch,
  openMatchesFor,
  seesWholeFeed,
  seriesWithMatches,
} from './catalog.ts';
import { marketBookToWire, matchToWire, sportToWire } from './wire.ts';

/** `get-series-with-market-with-date`: the matches in play or starting within this long from now. */
const comingUpMs = 24 * 60 * 60 * 1000;

/** Spec 7, Sports: what players' screens read, and the sport list every screen starts from. */
export function sportsHandlers(context: AppContext) {
  const { db } = context;
  return [
    handler(contract.getSportList, async ({ request }) => {
      const rows = await db
        .select()
        .from(sportSettings)
        .where(seesWholeFeed(callerOf(request)) ? undefined : eq(sportSettings.active, true))
        .orderBy(asc(sportSettings.sportId));
      return ok(rows.map(sportToWire));
    }),
    handler(contract.getMatchList, async ({ query, request }) => {
      const status =
        query.status === 'in-play'
          ? [eq(matches.status, 'inPlay')]
          : query.status === 'upcoming'
            ? [eq(matches.status, 'upcoming')]
            : [];
      const rows = await listMatches(
        db,
        openMatchesFor(callerOf(request), eq(matches.sportId, query.sportId), ...status),
        query.limit,
      );
      return ok(rows.map(({ match, seriesName }) => matchToWire(match, seriesName)));
    }),
    handler(contract.getMatchById, async ({ query: { matchId }, request }) => {
      const { match, seriesName } = await loadVisibleMatch(db, callerOf(request), matchId);
      return ok(matchToWire(match, seriesName));
    }),
    handler(contract.getMarketList, async ({ query: { matchId }, request }) => {
      const caller = callerOf(request);
      await loadVisibleMatch(db, caller, matchId);
      const found = await loadMarkets(db, caller, matchId, ['matchOdds', 'bookmaker']);
      // Match odds first, then bookmaker, as the odds screen lays them out.
      found.sort((a, b) => Number(a.row.kind === 'bookmaker') - Number(b.row.kind === 'bookmaker'));
      return ok(
        found.map(({ row, runners }) =>
          marketBookToWire(row, context.board.market(row.id), liveStatus(context, row), runners),
        ),
      );
    }),
    handler(contract.getFancyList, async ({ query: { matchId, gtype }, request }) =>
      ok(await fancyList(context, callerOf(request), matchId, gtype)),
    ),
    handler(contract.getSeriesWithMarket, async ({ query: { EventTypeID }, request }) =>
      ok(await seriesWithMatches(db, callerOf(request), EventTypeID)),
    ),
    handler(contract.getSeriesWithMarketWithDate, async ({ query: { EventTypeID }, request }) => {
      // Those in play started before now anyway.
      const comingUp = lte(matches.openDate, new Date(context.now().getTime() + comingUpMs));
      return ok(await seriesWithMatches(db, callerOf(request), EventTypeID, comingUp));
    }),
  ];
}
