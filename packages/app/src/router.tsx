import { maintenancePath, notFoundPath } from '@exchange/domain';
import { useLayoutEffect } from 'react';
import {
  Outlet,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { adminRoutes } from './admin/routes.tsx';
import { makeLoader as layoutLoader } from './routes/layoutData.ts';
import { makeLoader as listingLoader } from './routes/matchesData.ts';
import { makeLoader as oddsLoader } from './routes/oddsData.ts';
import { RouteError } from './routes/RouteError.tsx';
import { nextTask } from './schedule/nextTask.ts';
import type { staticScreens } from './routes/static.tsx';
import { loadingClasses } from './screens/shell/loadingClasses.ts';
import type { Services } from './services.ts';

interface RouteModule {
  Component: React.ComponentType;
  makeLoader?: (services: Services) => LoaderFunction;
}

/** A lazily loaded route module, its loader given the app's services. */
type Lazy = NonNullable<RouteObject['lazy']>;

/** Spec 9: "script chunk load 120 s". */
const chunkLoadTimeoutMs = 120_000;

/**
 * A screen's module, or a failure once it has taken longer than spec 9's 120 s: the route's error element
 * (RouteError) then says so with a reload, where a hung import would leave the screen blank.
 */
function withinChunkTimeout<T>(loading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The page took too long to load')), chunkLoadTimeoutMs);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A screen's module, asked for in a task after the navigation's: importing a chunk adds a preload link for
 * each chunk and stylesheet it imports, and for the first page that was a third of the task that starts
 * the page's loaders (a long task on a phone). A task's wait, against the chunk's download.
 */
async function importLater<T>(load: () => Promise<T>): Promise<T> {
  await nextTask();
  return withinChunkTimeout(load());
}

function lazyRoute(services: Services, load: () => Promise<RouteModule>): Lazy {
  return async () => {
    const module = await importLater(load);
    return { Component: module.Component, ...(module.makeLoader && { loader: module.makeLoader(services) }) };
  };
}

function staticRoute(name: keyof typeof staticScreens): Lazy {
  return async () => ({
    Component: (await importLater(() => import('./routes/static.tsx'))).staticScreens[name],
  });
}

/**
 * The player routes of spec 2 that exist so far; each module is its own chunk.
 */
export function playerRoutes(services: Services): RouteObject[] {
  const lazy = (load: () => Promise<RouteModule>) => lazyRoute(services, load);
  // The first pages' loaders are part of the entry: their server calls start as the app starts, alongside
  // the screens' modules rather than after them (a round trip, on a phone's network).
  const listing = () => ({
    loader: listingLoader(services),
    lazy: lazy(() => import('./routes/matches.tsx')),
  });
  return [
    {
      path: '/login',
      children: [{ index: true, lazy: lazy(() => import('./routes/login.tsx')) }],
    },
    { path: '/transaction-password', lazy: lazy(() => import('./routes/transactionPassword.tsx')) },
    { path: '/authentication/:type', lazy: lazy(() => import('./routes/authentication.tsx')) },
    { path: '/terms-and-conditions', lazy: staticRoute('terms') },
    { path: '/responsible-gaming', lazy: staticRoute('responsibleGaming') },
    // Issue 37: anyone checks a casino round against its table's seed chain, signed in or not.
    { path: '/fairness/:gameCode?', lazy: lazy(() => import('./routes/fairness.tsx')) },
    { path: notFoundPath, lazy: staticRoute('notFound') },
    // Outside the layout's sign-in guard: the player it is for was just signed out (docs/features/player-app.md).
    { path: maintenancePath, lazy: staticRoute('maintenance') },
    {
      path: '/',
      ErrorBoundary: RouteError,
      loader: layoutLoader(services),
      lazy: lazy(() => import('./routes/layout.tsx')),
      children: [
        { index: true, ...listing() },
        { path: 'dashbaord', ...listing() },
        { path: 'match/:sportId/:status?', ...listing() },
        {
          path: 'odds/:matchId',
          loader: oddsLoader(services),
          lazy: lazy(() => import('./routes/odds.tsx')),
        },
        { path: 'bethistory', lazy: lazy(() => import('./routes/betHistory.tsx')) },
        { path: 'unsettledbet', lazy: lazy(() => import('./routes/unsettledBets.tsx')) },
        { path: 'profitloss', lazy: lazy(() => import('./routes/profitLoss.tsx')) },
        { path: 'accountstatement', lazy: lazy(() => import('./routes/accountStatement.tsx')) },
        { path: 'activity-log', lazy: lazy(() => import('./routes/activityLog.tsx')) },
        { path: 'changepassword', lazy: lazy(() => import('./routes/changePassword.tsx')) },
        { path: 'settings/security-auth', lazy: lazy(() => import('./routes/securityAuth.tsx')) },
        { path: 'rules', lazy: staticRoute('rules') },
        // The casino's lobby, results and reports (issue 18; the game tables are their own routes).
        { path: 'casino-in/:type', lazy: lazy(() => import('./routes/casinoLobby.tsx')) },
        { path: 'casino-games', lazy: lazy(() => import('./routes/casinoLobby.tsx')) },
        { path: 'casino-list/LC/4/:categoryId', lazy: lazy(() => import('./routes/casinoLobby.tsx')) },
        { path: 'casinol/:groupSlug', lazy: lazy(() => import('./routes/casinoGroup.tsx')) },
        { path: 'casino/result/:matchid?', lazy: lazy(() => import('./routes/casinoResults.tsx')) },
        { path: 'casino-bets', lazy: lazy(() => import('./routes/casinoBets.tsx')) },
        { path: 'casinoreport', lazy: lazy(() => import('./routes/casinoReport.tsx')) },
        { path: 'deposit', lazy: lazy(() => import('./routes/deposit.tsx')) },
        { path: 'withdraw', lazy: lazy(() => import('./routes/withdraw.tsx')) },
        { path: 'depositstatement', lazy: lazy(() => import('./routes/paymentStatement.tsx')) },
        { path: 'withdrawstatement', lazy: lazy(() => import('./routes/paymentStatement.tsx')) },
        // Spec 2: a game's own route opens its table; a closed game goes to /not-found.
        {
          path: 'casino/:gameCode',
          lazy: async () => ({
            loader: (await importLater(() => import('./routes/casinoTableData.ts'))).makeGameLoader(services),
          }),
        },
        {
          path: 'casino/:gameCode/:matchId',
          lazy: async () => {
            const [module, data] = await importLater(() =>
              Promise.all([import('./routes/casinoTable.tsx'), import('./routes/casinoTableData.ts')]),
            );
            return { Component: module.Component, loader: data.makeLoader(services) };
          },
        },
        // Issue 19: the international casino and slots (`{type}` is the provider's key) and the lottery.
        { path: 'casino-int/:type?', lazy: lazy(() => import('./routes/casinoInt.tsx')) },
        { path: 'lottery', lazy: lazy(() => import('./routes/lottery.tsx')) },
        // Issue 21: the player's responsible-gaming tools.
        {
          path: 'account/responsible-gaming',
          lazy: lazy(() => import('./routes/responsibleGaming/tools.tsx')),
        },
      ],
    },
    ...adminRoutes(lazy),
    { path: '*', lazy: staticRoute('notFound') },
  ];
}

/** Every route's parent: index.html's loading screen goes in the commit that first shows a page. */
function Pages() {
  useLayoutEffect(() => document.getElementById(loadingClasses.staticScreenId)?.remove(), []);
  return <Outlet />;
}

/**
 * The router, not yet started: `initialize()` starts loading the first page's modules and data. The app
 * renders once they are in (main.tsx); until then index.html's loading screen shows.
 *
 * What `createBrowserRouter` does, but for its last step: building the route table and starting the first
 * navigation made one task that on a phone took a fifth of a second, and the two halves can run in tasks
 * of their own. React Router exports these parts for the frameworks built on it (their UNSAFE_ prefix).
 */
export function createPlayerRouter(services: Services) {
  return createRouter({
    history: createBrowserHistory({ window }),
    // The error element sits on the root, so every route (player and admin) inherits it.
    routes: [{ Component: Pages, ErrorBoundary: RouteError, children: playerRoutes(services) }],
    mapRouteProperties,
    hydrationRouteProperties,
    window,
  });
}

/** The player app's router (main.tsx starts it). */
export type PlayerRouter = ReturnType<typeof createPlayerRouter>;
