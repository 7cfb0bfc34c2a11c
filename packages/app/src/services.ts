import type { ToastApi } from '@exchange/design-system';
import { maintenancePath, sessionEndpoints, type SessionEndedReason } from '@exchange/domain';
import { createStore } from 'jotai';
import { createContext, useContext } from 'react';
import { createApi, type Api } from './api/api.ts';
import { callEndpoint } from './api/contractClient.ts';
import { withFirstReads, type FirstReads } from './api/firstReads.ts';
import { isRealityCheckRefusal, reactionToError } from './api/errorPolicy.ts';
import { tokenRefresher } from './api/firstPageCalls.ts';
import type { ApiConfig } from './config.ts';
import { accessTokenSource } from './session/accessToken.ts';
import { loginAfterSessionEnded } from './session/sessionEnded.ts';
import { sessionStorageFor, sideOfPath, type SessionStorage } from './session/storage.ts';
import { betCallsInFlightAtom, userAtom } from './state/atoms.ts';
import { realityCheckRefusalsAtom } from './state/realityCheck.ts';

type Store = ReturnType<typeof createStore>;

/** What routes, loaders and sockets share: the APIs, the side's stored session, the state and the toasts. */
export interface Services {
  readonly config: ApiConfig;
  readonly api: Api;
  readonly store: Store;
  readonly toast: ToastApi;
  /** The stored session of the side the page is on (player or admin). */
  session(): SessionStorage;
  /** Clears this side's session and state; the caller decides where to go. */
  logOut(): void;
  /** Spec 8: "log out and reload". */
  logOutAndReload(): void;
  /** The Logout button: ends the session on the server too (its tokens and sockets), then clears this side. */
  signOut(): void;
  /** Phones land on in-play cricket (spec 2). */
  isMobile(): boolean;
}

/** Phones and small tablets: narrower than the AppShell's side-navigation breakpoint. */
const mobileQuery = '(max-width: 767px)';

/**
 * The app's services; `firstReads`, what index.html's script started for the first page, answer the
 * loaders' same calls (api/firstReads.ts).
 */
export function createServices(
  config: ApiConfig,
  toast: ToastApi,
  page: Window = window,
  firstReads?: FirstReads,
): Services {
  const store = createStore();
  const session = () => sessionStorageFor(page.localStorage, sideOfPath(page.location.pathname));
  const logOut = () => {
    session().clear();
    store.set(userAtom, null);
  };
  const logOutAndReload = () => {
    logOut();
    page.location.reload();
  };
  /**
   * The site is under maintenance: the player is logged out onto a fresh page that says so ('Under Main',
   * outside the sign-in guard). Operators are never refused for it; if one is, its side reloads as before.
   */
  const underMaintenance = () => {
    const { side } = session();
    logOut();
    if (side === 'player') page.location.assign(maintenancePath);
    else page.location.reload();
  };
  /** The session ended on the server: this side's login page, with the reason, on a fresh page. */
  const sessionEnded = (reason: SessionEndedReason) => {
    const { side } = session();
    logOut();
    page.location.assign(loginAfterSessionEnded(side, reason));
  };
  const accessToken = accessTokenSource({
    storage: session,
    now: () => Date.now(),
    refresh: tokenRefresher(config),
  });
  const api = createApi(config, {
    ...(firstReads && { fetch: withFirstReads(firstReads, (input, init) => page.fetch(input, init)) }),
    accessToken,
    onBetLoading: (loading) => store.set(betCallsInFlightAtom, (count) => count + (loading ? 1 : -1)),
    onErrorResponse: (name, _status, body) => {
      // Issue 21: the reality check's reminder opens wherever a casino call was refused for it.
      if (isRealityCheckRefusal(body)) store.set(realityCheckRefusalsAtom, (count) => count + 1);
      const reaction = reactionToError(name, body, page.location.pathname);
      if (reaction.kind === 'log-out-and-reload') logOutAndReload();
      else if (reaction.kind === 'under-maintenance') underMaintenance();
      else if (reaction.kind === 'session-ended') sessionEnded(reaction.reason);
      else if (reaction.kind === 'toast') toast.error(reaction.message);
    },
  });
  return {
    config,
    api,
    store,
    toast,
    session,
    logOut,
    logOutAndReload,
    signOut() {
      const token = session().token();
      logOut();
      // The token is read before the side is cleared and sent as is; the page does not wait on the answer.
      if (!token) return;
      void callEndpoint(api, sessionEndpoints.logout, {
        headers: { Authorization: `Bearer ${token}` },
      }).catch(() => undefined);
    },
    isMobile: () => page.matchMedia(mobileQuery).matches,
  };
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside the app (ServicesContext).');
  return services;
}
