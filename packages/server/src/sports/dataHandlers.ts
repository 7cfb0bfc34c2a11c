import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { fancyList, feedSeries } from './catalog.ts';
import { feedMatches, matchScore, matchSnapshot } from './reads.ts';

/**
 * The data API (spec 7): the feed's series and matches for the admin screens that activate them, and the
 * live score, fancy data and whole snapshot of a match for the odds screen.
 */
export function dataHandlers(context: AppContext) {
  return [
    handler(contract.getSeries, async ({ query: { EventTypeID } }) =>
      ok(await feedSeries(context.db, EventTypeID)),
    ),
    handler(contract.getMatches, async ({ query }) =>
      ok(await feedMatches(context, query.EventTypeID, query.CompetitionID)),
    ),
    handler(contract.score, async ({ query: { MatchID }, request }) =>
      ok(await matchScore(context, callerOf(request), MatchID)),
    ),
    handler(contract.matchSnapshot, async ({ query: { MatchID }, request }) =>
      ok(await matchSnapshot(context, callerOf(request), MatchID)),
    ),
    handler(contract.fancyData, async ({ query: { MatchID }, request }) =>
      ok(await fancyList(context, callerOf(request), MatchID)),
    ),
  ];
}
