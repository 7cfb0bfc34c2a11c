import type { EndpointName } from '@exchange/domain';

/**
 * A server call a first page's loaders make, as index.html can start it before the app's scripts have
 * arrived (firstReads.ts at the app's root): a GET endpoint of the contract and its query, where a value
 * `:name` is the page path's parameter of that name.
 */
export interface FirstRead {
  readonly call: EndpointName;
  readonly query?: Readonly<Record<string, string>>;
}

/** The signed-in layout's reads (layoutData.ts): every first page is under it. */
const layoutReads: readonly FirstRead[] = [
  { call: 'userInfo' },
  { call: 'getUserBalance' },
  { call: 'getNews' },
];

/**
 * Every sport's matches, as the listing of every sport asks for them (matchesData.ts): the spec's sports
 * but the casino. firstReads.test.ts runs the loaders and fails when this and they part ways.
 */
const everySportsMatches: readonly FirstRead[] = [1, 2, 4, 7, 4339].map((sportId) => ({
  call: 'getMatchList',
  query: { sportId: String(sportId), status: 'all', limit: '50' },
}));

/**
 * The pages a visitor most often opens first (a typed or shared address, a reload), by their paths in the
 * router's syntax (router.tsx), the route modules (under src/) each needs before it can show, and the
 * server calls its loaders make: the build preloads the modules from index.html (routePreloads.ts) and
 * starts the calls there (firstReads.ts).
 */
export const firstPages = [
  {
    paths: ['/', '/dashbaord'],
    modules: ['routes/layout.tsx', 'routes/matches.tsx'],
    reads: [...layoutReads, { call: 'getSportList' }, ...everySportsMatches, { call: 'getCasinoGames' }],
  },
  {
    // Which sports' matches a listing asks for depends on its path's order (listingOf): only the sports.
    paths: ['/match/:sportId/:status?'],
    modules: ['routes/layout.tsx', 'routes/matches.tsx'],
    reads: [...layoutReads, { call: 'getSportList' }],
  },
  {
    paths: ['/odds/:matchId'],
    modules: ['routes/layout.tsx', 'routes/odds.tsx', 'routes/matchRoom.ts'],
    reads: [
      ...layoutReads,
      { call: 'getMatchById', query: { matchId: ':matchId' } },
      { call: 'bets', query: { matchId: ':matchId' } },
      { call: 'getUserStake' },
      { call: 'getSportList' },
    ],
  },
] as const satisfies readonly {
  paths: readonly string[];
  modules: readonly string[];
  reads: readonly FirstRead[];
}[];
