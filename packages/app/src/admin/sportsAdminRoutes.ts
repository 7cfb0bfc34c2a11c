import type { AdminScreenRoute } from './routes.tsx';

/**
 * The sports administration screens (spec 2: admin and sadmin only): sports, series, matches, active
 * matches, markets, fancies and messages, as [path under /admin, page, module] like the panel's others.
 */
export const sportsAdminScreens: AdminScreenRoute[] = [];
