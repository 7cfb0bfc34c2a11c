/**
 * The pages a visitor most often opens first (a typed or shared address, a reload), by their paths in the
 * router's syntax (router.tsx), and the route modules (under
 * src/) each needs before it can show: the build preloads them from index.html (routePreloads.ts).
 */
export const firstPages = [
  {
    paths: ['/', '/dashbaord', '/match/:sportId/:status?'],
    modules: ['routes/layout.tsx', 'routes/matches.tsx'],
  },
  {
    paths: ['/odds/:matchId'],
    modules: ['routes/layout.tsx', 'routes/odds.tsx', 'routes/matchRoom.ts'],
  },
] as const;
