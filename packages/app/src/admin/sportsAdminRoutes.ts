import type { AdminScreenRoute } from './routes.tsx';

/**
 * The sports administration screens: sports, series, matches, active matches, markets and fancies (the
 * platform-wide catalogue, the Super Admin's only) and messages (admin and sadmin, each its own line), as
 * [path under /admin, page, module] like the panel's others; pages.ts says who opens which.
 * Active Matches in the menu has no sport: its module sends the operator to pick one first.
 */
export const sportsAdminScreens: AdminScreenRoute[] = [
  ['sports-list/:url?', 'sportsList', () => import('./routes/sports/sportsList.tsx')],
  ['series/:sportId', 'series', () => import('./routes/sports/series.tsx')],
  ['matches/:sportId', 'matches', () => import('./routes/sports/matches.tsx')],
  [
    'active-matches/:sportId?/:matchType?',
    'activeMatches',
    () => import('./routes/sports/activeMatches.tsx'),
  ],
  ['active-markets/:matchId', 'activeMarkets', () => import('./routes/sports/activeMarkets.tsx')],
  ['active-fancies/:matchId', 'activeFancies', () => import('./routes/sports/activeFancies.tsx')],
  ['messages', 'messages', () => import('./routes/sports/messages.tsx')],
];
