import { apiPrefixes, contract, type Endpoint } from '@exchange/domain';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.ts';
import { servedEndpoints, urlOf } from './handlers.ts';

/**
 * Issue 15: the contract is the whole API. Every route the server serves under an API prefix comes from a
 * contract endpoint, and every endpoint of the contract has a handler. The demo app is built, so the
 * demo-only outbox counts too.
 */
const served: RouteOptions[] = [];
const t = await createTestApp({ demo: true, onRoute: (route) => served.push(route) });
afterAll(() => t.close());

const keyOf = (method: string, url: string) => `${method} ${url}`;
const apiPrefixList = Object.values(apiPrefixes);
// The reference page (reference/page.ts) serves the files of its viewer under /api/reference: a page, not calls.
const referencePage = '/api/reference';
const underAnApi = (url: string) =>
  !url.startsWith(referencePage) && apiPrefixList.some((prefix) => url.startsWith(`${prefix}/`));
const endpoints = Object.values(contract) as Endpoint[];

describe('the API contract', () => {
  it('is where every route under /api, /data and /bet comes from', () => {
    const declared = new Set(endpoints.map((endpoint) => keyOf(endpoint.method, urlOf(endpoint))));
    const apiRoutes = served
      .filter((route) => underAnApi(route.url))
      .flatMap((route) => [route.method].flat().map((method) => keyOf(method, route.url)))
      // Fastify adds HEAD beside each GET by itself.
      .filter((key) => !key.startsWith('HEAD '));
    expect(apiRoutes.length).toBeGreaterThan(0);
    expect(served.some((route) => route.url.startsWith(referencePage))).toBe(true);
    expect(apiRoutes.filter((key) => !declared.has(key))).toEqual([]);
  });

  it('has a handler for every endpoint, registered from the declaration itself', () => {
    expect(endpoints.filter((endpoint) => !servedEndpoints.has(endpoint)).map(urlOf)).toEqual([]);
  });

  it('names each endpoint once: no two share a method and path', () => {
    const keys = endpoints.map((endpoint) => keyOf(endpoint.method, urlOf(endpoint)));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
