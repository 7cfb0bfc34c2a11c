import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';

let t: TestApp;
let dir: string;
let token: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'headers-'));
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<div id="root"></div>');
  await writeFile(join(dir, 'assets/index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { APP_DIR: dir } });
  token = await t.signIn(await t.createUser({ role: 'user' }));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** An API answer, a refusal, an unknown API path, the app's page and a hashed asset. */
const answers = () => ({
  'an API answer': t.app.inject({ url: '/api/user-info', headers: { authorization: `Bearer ${token}` } }),
  'a refusal': t.app.inject({ url: '/api/user-info' }),
  'an unknown API path': t.app.inject({ url: '/api/no-such-call' }),
  'the app page': t.app.inject({ url: '/sports' }),
  'a static asset': t.app.inject({ url: '/assets/index-abc123.js' }),
});

describe('response headers (helmet, content types)', () => {
  it('sends HSTS for a year with subdomains, nosniff and a Referrer-Policy on every answer', async () => {
    for (const [name, pending] of Object.entries(answers())) {
      const response = await pending;
      const hsts = String(response.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), name).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, name).toMatch(/includeSubDomains/);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['referrer-policy'], name).toMatch(/^(no-referrer|same-origin|strict-origin)/);
    }
  });

  it('answers every API call, refusal and unknown path as UTF-8 JSON', async () => {
    const all = answers();
    for (const name of ['an API answer', 'a refusal', 'an unknown API path'] as const) {
      const response = await all[name];
      expect(response.headers['content-type'], name).toBe('application/json; charset=utf-8');
      expect(() => response.json(), name).not.toThrow();
    }
    expect((await all['the app page']).headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps every API answer out of caches, and leaves the app and its assets cacheable', async () => {
    const all = answers();
    for (const name of ['an API answer', 'a refusal', 'an unknown API path'] as const) {
      expect((await all[name]).headers['cache-control'], name).toBe('no-store');
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['cache-control']).toBe('no-store');
    for (const url of ['/bet/placebet', '/data/score']) {
      expect((await t.app.inject({ method: 'POST', url })).headers['cache-control'], url).toBe('no-store');
    }
    expect((await all['the app page']).headers['cache-control']).toBe('no-cache');
    expect((await all['a static asset']).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('gives a foreign origin no CORS permission on the API, preflight or call', async () => {
    const origin = 'https://evil.example';
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    const call = await t.app.inject({
      url: '/api/user-info',
      headers: { origin, authorization: `Bearer ${token}` },
    });
    expect(call.statusCode).toBe(200);
    for (const response of [preflight, call]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('answers TRACE and other unrouted methods with a 404, never echoing the request', async () => {
    for (const method of ['TRACE', 'PATCH'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/user-info',
        headers: { authorization: `Bearer ${token}` },
      });
      expect([404, 405], method).toContain(response.statusCode);
      expect(response.body, method).not.toContain(token);
    }
  });
});
