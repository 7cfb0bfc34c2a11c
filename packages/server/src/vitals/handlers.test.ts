import { refusalCatalog } from '@exchange/domain';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp } from '../testing/app.ts';
import { webVitalsLog } from './service.ts';

const t = await createTestApp();
afterAll(() => t.close());

const write = vi.spyOn(webVitalsLog, 'write');
afterEach(() => write.mockClear());

const lcp = { name: 'LCP', value: 1834.2, rating: 'good', id: 'v5-1736-42', path: '/odds/1.234' };

let ipCounter = 0;
/** A beacon as the browser sends it: JSON, no token, from its own address unless one is given. */
async function report(body: unknown, ip = `10.9.0.${(ipCounter += 1)}`) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web-vitals',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
}

describe('POST /api/web-vitals', () => {
  it('takes a report without a token and writes it to the log as sent', async () => {
    expect((await report(lcp)).status).toBe(200);
    expect(write).toHaveBeenCalledOnce();
    expect(write.mock.calls[0]?.[1]).toEqual(lcp);
  });

  it('takes each of LCP, INP and CLS with its own unit', async () => {
    for (const vital of [
      { ...lcp, name: 'INP', value: 212, rating: 'needs-improvement' },
      { ...lcp, name: 'CLS', value: 0.31, rating: 'poor', path: '/' },
    ]) {
      expect((await report(vital)).status).toBe(200);
    }
    expect(write.mock.calls.map((call) => call[1].name)).toEqual(['INP', 'CLS']);
  });

  it.each([
    ['an unknown metric', { ...lcp, name: 'FID' }, 'name must be LCP, INP or CLS'],
    ['a negative value', { ...lcp, value: -1 }, 'value must not be negative'],
    ['a value that is not a number', { ...lcp, value: '1834' }, 'value must be a number'],
    ['an LCP of over ten minutes', { ...lcp, value: 600_001 }, 'value is out of range for this metric'],
    [
      'a layout shift of a thousand',
      { ...lcp, name: 'CLS', value: 1000 },
      'value is out of range for this metric',
    ],
    ['an unknown rating', { ...lcp, rating: 'great' }, 'rating must be good, needs-improvement or poor'],
    ['a path that is a whole address', { ...lcp, path: 'https://example.com/' }, 'path must start with /'],
    ['a missing path', { name: 'LCP', value: 1, rating: 'good', id: 'x' }, 'path is required'],
    ['an empty id', { ...lcp, id: '' }, 'id is required'],
  ])('refuses %s with a clear 400 and writes nothing', async (_what, body, message) => {
    expect(await report(body)).toEqual({ status: 400, message });
    expect(write).not.toHaveBeenCalled();
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web-vitals',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(write).not.toHaveBeenCalled();
  });

  it('limits one address to 60 reports a minute, leaving other addresses alone', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 61; sent += 1) statuses.push((await report(lcp, '10.9.9.9')).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(write).toHaveBeenCalledTimes(60);
    expect((await report(lcp, '10.9.9.10')).status).toBe(200);
  });
});

describe('GET /api/health and load shedding (issue 23)', () => {
  it('answers without a token, with the load figures', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ status: 'ok', shedding: false, databaseWaiting: 0 });
  });

  it('once a statement has waited a second for the database refuses calls with 503 and Retry-After, and still answers health', async () => {
    let waiting = 0;
    let oldestWaitMs = 0;
    // Only the queue decides here: a busy test machine's event loop must not. A high limit was not enough:
    // under-pressure reads a sample with no reading in it (the loop too busy to take one) as an infinite
    // delay, and CI shed the calm call on a loaded machine; 0 turns the event loop's check off.
    const shedding = {
      databaseLoad: () => ({ active: 1, waiting, oldestWaitMs }),
      limits: { maxEventLoopDelayMs: 0 },
    };
    const app = await buildApp(t.context, { shedding });
    try {
      const calm = await app.inject({ method: 'GET', url: '/api/get-sport-list' });
      expect(calm.statusCode).not.toBe(503);
      // A long queue that moves is no overload.
      waiting = 200;
      oldestWaitMs = 40;
      expect((await app.inject({ method: 'GET', url: '/api/get-sport-list' })).statusCode).not.toBe(503);
      oldestWaitMs = 1001;
      const shed = await app.inject({ method: 'GET', url: '/api/get-sport-list' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.json()).toEqual({
        error: true,
        code: 'server_busy',
        message: refusalCatalog.server_busy,
        data: null,
      });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({
        data: { shedding: true, databaseWaiting: 200, databaseWaitMs: 1001 },
      });
    } finally {
      await app.close();
    }
  });
});
