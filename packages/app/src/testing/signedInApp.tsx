import type { Role } from '@exchange/domain';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { App } from '../App.tsx';
import { apiConfig } from '../config.ts';
import { deferredToast } from '../deferredToast.ts';
import { playerRoutes } from '../router.tsx';
import { RouteError } from '../routes/RouteError.tsx';
import { createServices } from '../services.ts';
import { sessionStorageFor, sideOfPath } from '../session/storage.ts';

/**
 * The whole app as a signed-in user opens it at `path` (the player's pages or the agent panel under
 * /admin): the app's own routes, services, session storage and shell, over a fake server. Each call's
 * answer is `answers[pathname]` (the envelope's data), or an empty success; every request is kept.
 * Callers stub `fetch` for the test and restore it (`vi.unstubAllGlobals`).
 */

/** Where the fake server lives; the users socket is pointed at a closed port and never connects. */
const origin = 'http://exchange.test';

export interface SignedInUser {
  username: string;
  role: Role;
  privileges?: readonly number[];
}

export async function renderSignedIn(options: {
  path: string;
  user: SignedInUser;
  answers?: Record<string, unknown>;
}) {
  const { path, user } = options;
  const side = sideOfPath(path);
  const token = `${side}-access-token`;
  sessionStorageFor(localStorage, side).save({
    token,
    refreshToken: `${side}-refresh-token`,
    sessionId: `${side}-session`,
    userType: user.role,
  });

  const answers: Record<string, unknown> = {
    '/api/user-info': {
      _id: `${side}-user`,
      username: user.username,
      role: user.role,
      sessionId: `${side}-session`,
      auth_method: 0,
      otpStatusTelegram: 0,
      changePasswordRequired: false,
      ...(user.privileges && { privileges: [...user.privileges] }),
    },
    '/api/get-user-balance': { balance: 1250, exposer: 0 },
    '/api/get-news': [],
    ...options.answers,
  };
  const requests: Request[] = [];
  const realFetch = globalThis.fetch.bind(globalThis);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(origin)) return realFetch(input, init);
    requests.push(request);
    const { pathname } = new URL(request.url);
    const body = { error: false, message: 'Success', data: answers[pathname] ?? null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });

  // The page the services read the side from is the router's location, as the browser's would be. The
  // router's first loaders run as it is made, before it is assigned: they see the starting path.
  const current: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const page = {
    localStorage,
    location: {
      get pathname() {
        return current.router?.state.location.pathname ?? path;
      },
      reload: vi.fn(),
      assign: vi.fn(),
    },
    matchMedia: (query: string) => window.matchMedia(query),
  } as unknown as Window;
  const toast = deferredToast();
  const services = createServices(
    apiConfig({ VITE_SOCKET_URL: 'http://127.0.0.1:9' }, origin),
    toast.api,
    page,
  );
  const router = createMemoryRouter([{ ErrorBoundary: RouteError, children: playerRoutes(services) }], {
    initialEntries: [path],
  });
  current.router = router;
  const screen = await render(
    <App brand="default" mode="light" services={services} router={router} toast={toast} />,
  );
  return { screen, router, requests, services, token, side };
}
