import type { LoaderFunction, RouteObject } from 'react-router';
import type { Services } from '../services.ts';
import type { AdminRouteHandle } from './routes/layout.tsx';

interface RouteModule {
  Component: React.ComponentType;
  makeLoader?: (services: Services) => LoaderFunction;
}

type Lazy = NonNullable<RouteObject['lazy']>;
type LazyRoute = (load: () => Promise<RouteModule>) => Lazy;

const page = (name: AdminRouteHandle['page']): AdminRouteHandle => ({ page: name });

/**
 * The agent panel under /admin (spec 2, admin routes). Every screen names its page in `handle`: the
 * layout's guard shows a refusal for a page the operator's role or privileges do not open, so typing a
 * URL reaches no more than the menu does. Each module is its own chunk.
 */
export function adminRoutes(lazy: LazyRoute): RouteObject[] {
  const clients = () => import('./routes/clients.tsx');
  return [
    { path: '/admin/login', lazy: lazy(() => import('./routes/login.tsx')) },
    // The player's first-login and code-step routes keep to the side of the path they are on.
    { path: '/admin/transaction-password', lazy: lazy(() => import('../routes/transactionPassword.tsx')) },
    { path: '/admin/authentication/:type', lazy: lazy(() => import('../routes/authentication.tsx')) },
    {
      path: '/admin',
      lazy: lazy(() => import('./routes/layout.tsx')),
      HydrateFallback: () => null,
      children: [
        { index: true, handle: page('clients'), lazy: lazy(clients) },
        { path: 'list-clients/:username?', handle: page('clients'), lazy: lazy(clients) },
        {
          path: 'add-user/:username?',
          handle: page('addUser'),
          lazy: lazy(() => import('./routes/addUser.tsx')),
        },
        {
          path: 'market-analysis',
          handle: page('marketAnalysis'),
          lazy: lazy(() => import('./routes/marketAnalysis.tsx')),
        },
        {
          path: 'unsettledbet/:type?',
          handle: page('currentBets'),
          lazy: lazy(() => import('./routes/downlineBets.tsx')),
        },
        {
          path: 'accountstatement',
          handle: page('accountStatement'),
          lazy: lazy(() => import('./routes/accountStatement.tsx')),
        },
        // profit-loss answers an operator with its share of the downline's settled markets: the player's screen fits.
        {
          path: 'profitloss',
          handle: page('profitLoss'),
          lazy: lazy(() => import('../routes/profitLoss.tsx')),
        },
        {
          path: 'generalreport',
          handle: page('generalReport'),
          lazy: lazy(() => import('./routes/generalReport.tsx')),
        },
        {
          path: 'userlock',
          handle: page('generalLock'),
          lazy: lazy(() => import('./routes/generalLock.tsx')),
        },
        { path: '*', lazy: lazy(() => import('./routes/notFound.tsx')) },
      ],
    },
  ];
}
