import {
  dataMatchesQuerySchema,
  dataMatchesResponseSchema,
  dataSeriesQuerySchema,
  dataSeriesResponseSchema,
  fancyDataQuerySchema,
  fancyListQuerySchema,
  fancyListResponseSchema,
  marketListResponseSchema,
  matchListQuerySchema,
  matchListResponseSchema,
  matchQuerySchema,
  matchResponseSchema,
  scoreQuerySchema,
  scoreResponseSchema,
  seriesWithMarketQuerySchema,
  seriesWithMarketResponseSchema,
} from '../../schemas/sports.ts';
import { matchSnapshotQuerySchema, matchSnapshotResponseSchema } from '../../schemas/matchRoom.ts';
import { sportSettingsListResponseSchema } from '../../schemas/sportsAdmin.ts';
import { platformAccess } from '../access.ts';
import { endpoint } from '../endpoint.ts';

const signedIn = { kind: 'signed-in' } as const;

/**
 * Spec 7, Sports: what every signed-in screen reads of the catalogue (players see its active part only;
 * the catalogue's manager, the whole feed), and the data API's series, matches, score and fancy data.
 */
export const sportsEndpoints = {
  getSportList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-sport-list',
    summary: 'The sports shown, with their stake limits and in-play delay (hidden ones too for the manager)',
    access: signedIn,
    response: sportSettingsListResponseSchema,
    refusals: [],
  }),
  getMatchList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-match-list',
    summary: "A sport's open matches (in play, upcoming or all), in play first, then by start",
    access: signedIn,
    query: matchListQuerySchema,
    response: matchListResponseSchema,
    refusals: [],
  }),
  getMatchById: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-match-by-id',
    summary: 'One match the caller may see',
    access: signedIn,
    query: matchQuerySchema,
    response: matchResponseSchema,
    refusals: ['match_not_found'],
  }),
  getMarketList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-market-list',
    summary: "A match's match odds and bookmaker markets with their runners and prices",
    access: signedIn,
    query: matchQuerySchema,
    response: marketListResponseSchema,
    refusals: ['match_not_found'],
  }),
  getFancyList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-fancy-list',
    summary: "A match's fancy markets (sessions), optionally of one fancy type",
    access: signedIn,
    query: fancyListQuerySchema,
    response: fancyListResponseSchema,
    refusals: ['match_not_found'],
  }),
  getSeriesWithMarket: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-series-with-market',
    summary: "A sport's series with their open matches that have a market",
    access: signedIn,
    query: seriesWithMarketQuerySchema,
    response: seriesWithMarketResponseSchema,
    refusals: [],
  }),
  getSeriesWithMarketWithDate: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-series-with-market-with-date',
    summary: "A sport's series with their matches in play or starting within a day",
    access: signedIn,
    query: seriesWithMarketQuerySchema,
    response: seriesWithMarketResponseSchema,
    refusals: [],
  }),

  // The data API
  getSeries: endpoint({
    api: 'data',
    method: 'GET',
    path: 'get-series',
    summary: "The feed's series (competitions) of a sport, for the screens that activate matches",
    access: platformAccess,
    query: dataSeriesQuerySchema,
    response: dataSeriesResponseSchema,
    refusals: [],
  }),
  getMatches: endpoint({
    api: 'data',
    method: 'GET',
    path: 'get-matches',
    summary: "The feed's open matches of one series, active or not",
    access: platformAccess,
    query: dataMatchesQuerySchema,
    response: dataMatchesResponseSchema,
    refusals: [],
  }),
  score: endpoint({
    api: 'data',
    method: 'GET',
    path: 'score',
    summary: "A visible match's live score (its last known one once the feed has let it go)",
    access: signedIn,
    query: scoreQuerySchema,
    response: scoreResponseSchema,
    refusals: ['match_not_found', 'no_score_yet'],
  }),
  fancyData: endpoint({
    api: 'data',
    method: 'GET',
    path: 'fancy-data',
    summary: "A visible match's fancy markets, as get-fancy-list shows them",
    access: signedIn,
    query: fancyDataQuerySchema,
    response: fancyListResponseSchema,
    refusals: ['match_not_found'],
  }),
  matchSnapshot: endpoint({
    api: 'data',
    method: 'GET',
    path: 'match-snapshot',
    summary:
      "A visible match's whole live state, as its room's snapshot gives it: the page shows with it before its socket is open",
    access: signedIn,
    query: matchSnapshotQuerySchema,
    response: matchSnapshotResponseSchema,
    refusals: ['match_not_found'],
  }),
};
