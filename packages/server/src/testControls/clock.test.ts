import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createAppClock, registerTestClock } from './clock.ts';

const clock = createAppClock();
const app = Fastify();
/** What the moved clock made due, done before the move answers (main.ts draws the lottery here). */
const done: number[] = [];
registerTestClock(app, clock, async () => {
  await new Promise((resolve) => setImmediate(resolve));
  done.push(clock.offsetMs);
});
await app.ready();
afterAll(() => app.close());

const move = (advanceMs: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/test/clock', payload: { advanceMs }, remoteAddress });

describe('the end-to-end test clock', () => {
  it('is off unless TEST_CLOCK=on, and refused in production', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(() =>
      loadConfig({ TEST_CLOCK: 'on', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/TEST_CLOCK/);
  });

  it('moves the app clock forward from this machine only', async () => {
    const before = clock.now().getTime();
    const moved = await move(86_400_000);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ offsetMs: 86_400_000 });
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(86_400_000);
    expect((await move(1000, '10.0.0.5')).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/test/clock', remoteAddress: '10.0.0.5' })).statusCode,
    ).toBe(403);
    expect(clock.offsetMs).toBe(86_400_000);
    // The due work ran at the moved time before the answer came; refused moves ran none.
    expect(done).toEqual([86_400_000]);
  });

  it('never goes back and takes only whole milliseconds', async () => {
    for (const bad of [-1, 1.5, 'soon', null]) expect((await move(bad)).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/test/clock', remoteAddress: '::1' })).json(),
    ).toMatchObject({
      offsetMs: 86_400_000,
    });
  });
});
