import { runInNewContext } from 'node:vm';
import { contract } from '@exchange/domain';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../config.ts';
import { deferredToast } from '../deferredToast.ts';
import { playerRoutes } from '../router.tsx';
import { createServices } from '../services.ts';
// The odds loader imports the live store's module itself, and a failed read returns before that import
// has finished: loaded here, it comes from the cache, not after the test file's environment is gone.
import '../sockets/matchStore.ts';
import { firstPageReads, firstReadsScript } from './firstReadsScript.ts';

const origin = 'https://exchange.test';
const session = { playerToken: 'token-1', playerRefreshToken: 'refresh-1' };

const storage = (entries: Record<string, string>): Storage =>
  ({ getItem: (key: string) => entries[key] ?? null }) as Storage;

/** An address with its query in order, as the app compares them. */
function sorted(url: string): string {
  const address = new URL(url);
  address.searchParams.sort();
  return address.href;
}

/** The calls index.html's script starts at `pathname` (it sends the stored token with each). */
function scriptStarts(pathname: string, entries: Record<string, string> = session): string[] {
  const window: { __firstReads?: { url: string; token: string }[] } = {};
  const fetched: string[] = [];
  runInNewContext(firstReadsScript(firstPageReads({}, contract)), {
    window,
    URL,
    location: { pathname, origin },
    localStorage: storage(entries),
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      expect(init.headers['authorization']).toBe('Bearer token-1');
      fetched.push(url);
      return new Promise(() => undefined);
    },
  });
  expect((window.__firstReads ?? []).map((read) => read.url)).toEqual(fetched);
  return fetched.map(sorted).sort();
}

/** The GETs the router's loaders for `pathname` make, as the app starts at that address. */
async function loadersAsk(pathname: string): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'GET') asked.push(sorted(request.url));
    return new Response('{}', { status: 503 });
  });
  const page = {
    localStorage: storage(session),
    location: { pathname, origin, assign: () => undefined, reload: () => undefined },
  } as unknown as Window;
  const services = createServices(apiConfig({}, origin), deferredToast().api, page);
  const request = new Request(`${origin}${pathname}`);
  const matched = matchRoutes(playerRoutes(services), pathname) ?? [];
  await Promise.all(
    matched.map(({ route, params }) =>
      typeof route.loader === 'function'
        ? Promise.resolve(
            (route.loader as (args: object) => unknown)({ params, request, context: undefined }),
          ).catch(() => undefined)
        : undefined,
    ),
  );
  return asked.sort();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the first page's calls index.html starts", () => {
  it('at the odds page are the calls its loaders make', async () => {
    const started = scriptStarts('/odds/30000041');
    expect(started).toHaveLength(8);
    expect(started).toEqual(await loadersAsk('/odds/30000041'));
  });

  it.each(['/', '/dashbaord', '/match/4/in-play'])('at the listing %s are none', async (path) => {
    expect(await loadersAsk(path)).toContain(`${origin}/api/get-sport-list`);
    expect(scriptStarts(path)).toEqual([]);
  });

  it('start nothing without a stored session, or on another page', () => {
    expect(scriptStarts('/', {})).toEqual([]);
    expect(scriptStarts('/', { playerToken: 'token-1' })).toEqual([]);
    for (const path of ['/login', '/bethistory', '/admin', '/odds/1/more'])
      expect(scriptStarts(path)).toEqual([]);
  });
});
