import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { fancyList, seriesWithMatches } from './catalog.ts';
import { marketList, matchById, matchList, seriesComingUp, sportList } from './reads.ts';

/** Spec 7, Sports: what players' screens read, and the sport list every screen starts from. */
export function sportsHandlers(context: AppContext) {
  return [
    handler(contract.getSportList, async ({ request }) => ok(await sportList(context, callerOf(request)))),
    handler(contract.getMatchList, async ({ query, request }) =>
      ok(await matchList(context, callerOf(request), query)),
    ),
    handler(contract.getMatchById, async ({ query: { matchId }, request }) =>
      ok(await matchById(context, callerOf(request), matchId)),
    ),
    handler(contract.getMarketList, async ({ query: { matchId }, request }) =>
      ok(await marketList(context, callerOf(request), matchId)),
    ),
    handler(contract.getFancyList, async ({ query: { matchId, gtype }, request }) =>
      ok(await fancyList(context, callerOf(request), matchId, gtype)),
    ),
    handler(contract.getSeriesWithMarket, async ({ query: { EventTypeID }, request }) =>
      ok(await seriesWithMatches(context.db, callerOf(request), EventTypeID)),
    ),
    handler(contract.getSeriesWithMarketWithDate, async ({ query: { EventTypeID }, request }) =>
      ok(await seriesComingUp(context, callerOf(request), EventTypeID)),
    ),
  ];
}
