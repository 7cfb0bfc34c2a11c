import { contract, Refusal } from '@exchange/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { matches } from '../db/exchangeSchema.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { fancyList, feedSeries, listMatches, loadVisibleMatch, storedScore } from './catalog.ts';
import { matchToWire } from './wire.ts';

/**
 * The data API (spec 7): the feed's series and matches for the admin screens that activate them, and the
 * live score and fancy data of a match for the odds screen.
 */
export function dataHandlers(context: AppContext) {
  const { db } = context;
  return [
    handler(contract.getSeries, async ({ query: { EventTypeID } }) => ok(await feedSeries(db, EventTypeID))),
    handler(contract.getMatches, async ({ query }) => {
      const rows = await listMatches(
        db,
        and(
          eq(matches.sportId, query.EventTypeID),
          eq(matches.seriesId, query.CompetitionID),
          ne(matches.status, 'closed'),
        ),
      );
      return ok(rows.map(({ match, seriesName }) => matchToWire(match, seriesName)));
    }),
    handler(contract.score, async ({ query: { MatchID }, request }) => {
      await loadVisibleMatch(db, callerOf(request), MatchID);
      // A match the board has forgotten keeps its last score in the database.
      const score = context.board.score(MatchID) ?? (await storedScore(db, MatchID));
      if (!score) throw new Refusal('no_score_yet');
      return ok(score);
    }),
    handler(contract.fancyData, async ({ query: { MatchID }, request }) =>
      ok(await fancyList(context, callerOf(request), MatchID)),
    ),
  ];
}
