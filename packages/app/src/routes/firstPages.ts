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
 * The pages a visitor most often opens first (a typed or shared address, a reload), by their paths in the
 * router's syntax (router.tsx), the route modules (under src/) each needs before it can show, and the
 * server calls its loaders make where the page's largest paint waits on them: the build preloads the
 * modules from index.html (routePreloads.ts) and starts the calls there (firstReads.ts).
 */
export const firstPages = [
  {
    paths: ['/', '/dashbaord', '/match/:sportId/:status?'],
    modules: ['routes/layout.tsx', 'routes/matches.tsx'],
    // None: the listing's dozen calls (the layout's, the sports', each sport's matches, the casino's) would
    // hold the six connections a browser opens to the server for two round trips, from the scripts the
    // page waits on longest; its loading screen is its largest paint, and the calls go out beside the
    // route's modules as the app starts (router.tsx).
    reads: [],
  },
  {
    paths: ['/odds/:matchId'],
    modules: ['routes/layout.tsx', 'routes/odds.tsx'],
    reads: [
      ...layoutReads,
      { call: 'getMatchById', query: { matchId: ':matchId' } },
      { call: 'matchSnapshot', query: { MatchID: ':matchId' } },
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
