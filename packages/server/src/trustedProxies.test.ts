import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { activityLogs } from './db/schema.ts';
import { createTestApp, testPassword, type TestApp } from './testing/app.ts';

/**
 * X-Forwarded-For names the client only when a configured proxy (TRUSTED_PROXIES) sent the request.
 * Tests inject from 127.0.0.1, so that address plays the proxy.
 */

let plain: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  plain = await createTestApp();
  proxied = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' } });
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
});

/** Signs a new player in with a forwarded address; answers the IP its activity log recorded. */
async function loggedIp(t: TestApp, forwardedFor: string): Promise<string | null> {
  const player = await t.createUser({ role: 'user' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: player.username, password: testPassword },
  });
  expect(response.statusCode).toBe(200);
  const [log] = await t.context.db.select().from(activityLogs).where(eq(activityLogs.userId, player.id));
  return log?.ip ?? null;
}

/** Beacons (limited per client address, 60 a minute) each with a new forwarded address: their statuses. */
async function beaconStatuses(t: TestApp, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web-vitals',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
      payload: JSON.stringify({ name: 'LCP', value: 1000, rating: 'good', id: `v5-${i}`, path: '/' }),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('without TRUSTED_PROXIES', () => {
  it('ignores a forwarded address in activity logs', async () => {
    expect(await loggedIp(plain, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('keeps the rate-limit key on the socket address', async () => {
    expect((await beaconStatuses(plain, 61)).at(-1)).toBe(429);
  });
});

describe('with TRUSTED_PROXIES naming the proxy', () => {
  it("records the client's forwarded address", async () => {
    expect(await loggedIp(proxied, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys the address limit on the forwarded address', async () => {
    expect((await beaconStatuses(proxied, 61)).at(-1)).toBe(200);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('is off by default and takes comma-separated addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1, 10.0.0.0/8,fd00::/8 ,' }).trustedProxies).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it.each(['proxy.example', '10.0.0.0/33', '10.0.0.1/8/2', '*'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES must be comma-separated/);
  });
});
