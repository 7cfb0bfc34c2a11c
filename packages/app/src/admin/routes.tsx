import type { LoaderFunction, RouteObject } from 'react-router';
import { RouteError } from '../routes/RouteError.tsx';
import type { Services } from '../services.ts';
import type { AdminPageName } from './pages.ts';
import type { AdminRouteHandle } from './routes/layout.tsx';
import { sportsAdminScreens } from './sportsAdminRoutes.ts';
import { casinoScreens } from './casinoRoutes.ts';

export interface RouteModule {
  Component: React.ComponentType;
  makeLoader?: (services: Services) => LoaderFunction;
}

/** [path under /admin, the page it shows, its module]. */
export type AdminScreenRoute = [string, AdminPageName, () => Promise<RouteModule>];

type Lazy = NonNullable<RouteObject['lazy']>;
type LazyRoute = (load: () => Promise<RouteModule>) => Lazy;

const page = (name: AdminPageName): AdminRouteHandle => ({ page: name });

/**
 * The agent panel under /admin (spec 2, admin routes). Every screen names its page in `handle`: the
 * layout's guard shows a refusal for a page the operator's role or privileges do not open, so typing a
 * URL reaches no more than the menu does. Each module is its own chunk.
 */
export function adminRoutes(lazy: LazyRoute): RouteObject[] {
  const clients = () => import('./routes/clients.tsx');
  // The player's screens serve where the call is the same.
  const screens: AdminScreenRoute[] = [
    ['list-clients/:username?', 'clients', clients],
    ['user2/:username?', 'secondClientList', () => import('./routes/clientBalances.tsx')],
    ['add-user/:username?', 'addUser', () => import('./routes/addUser.tsx')],
    ['dashbaord', 'dashboard', () => import('./routes/dashboard.tsx')],
    ['market-analysis', 'marketAnalysis', () => import('./routes/marketAnalysis.tsx')],
    ['odds/:matchId', 'matchBook', () => import('./routes/matchBook.tsx')],
    ['unsettledbet/:type?', 'currentBets', () => import('./routes/downlineBets.tsx')],
    ['accountstatement', 'accountStatement', () => import('./routes/accountStatement.tsx')],
    // profit-loss answers an operator with its share of the downline's settled markets.
    ['profitloss', 'profitLoss', () => import('../routes/profitLoss.tsx')],
    ['generalreport', 'generalReport', () => import('./routes/generalReport.tsx')],
    ['userlock', 'generalLock', () => import('./routes/generalLock.tsx')],
    ['change-password', 'changePassword', () => import('../routes/changePassword.tsx')],
    ['createaccount', 'loginAccounts', () => import('./routes/loginAccounts.tsx')],
    ['secureauth', 'secureAuth', () => import('./routes/secureAuth.tsx')],
    ...sportsAdminScreens,
    // The cashier (issue 16): the two statements are one screen, told apart by path.
    ['depositstatement', 'depositStatement', () => import('./routes/cashierStatement.tsx')],
    ['withdrawstatement', 'withdrawStatement', () => import('./routes/cashierStatement.tsx')],
    ['payment-method', 'paymentMethod', () => import('./routes/paymentMethod.tsx')],
    ...casinoScreens,
    ['site-settings', 'siteSettings', () => import('./routes/siteSettings.tsx')],
    ['commission', 'commission', () => import('./routes/commission.tsx')],
    ['bet-limits', 'betLimits', () => import('./routes/betLimits.tsx')],
    ['lottery', 'lottery', () => import('./routes/lottery.tsx')],
    ['responsible-gaming/:userId', 'responsibleGaming', () => import('./routes/responsibleGaming.tsx')],
  ];
  return [
    { path: '/admin/login', lazy: lazy(() => import('./routes/login.tsx')) },
    // The player's first-login and code-step routes keep to the side of the path they are on.
    { path: '/admin/transaction-password', lazy: lazy(() => import('../routes/transactionPassword.tsx')) },
    { path: '/admin/authentication/:type', lazy: lazy(() => import('../routes/authentication.tsx')) },
    {
      path: '/admin',
      ErrorBoundary: RouteError,
      // No HydrateFallback: the app renders once the first page is in, and the root route's component then
      // removes index.html's loading screen (a fallback here once left that screen over the panel's pages).
      lazy: lazy(() => import('./routes/layout.tsx')),
      children: [
        { index: true, handle: page('clients'), lazy: lazy(clients) },
        ...screens.map(([path, name, load]) => ({ path, handle: page(name), lazy: lazy(load) })),
        { path: '*', lazy: lazy(() => import('./routes/notFound.tsx')) },
      ],
    },
  ];
}
