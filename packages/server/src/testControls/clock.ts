import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { badTestInput, registerLoopbackRoutes } from './loopbackRoutes.ts';

/**
 * The app's clock, movable for end-to-end tests. Everything that reads time through `context.now()`
 * (self-exclusion and cool-off ends, deposit-limit changes, reality checks) sees the moved time; tokens
 * and the database keep real time. Only with TEST_CLOCK=on (config.ts refuses it in production) is the
 * control route there at all, and it answers only calls from this machine's loopback address.
 */
export interface AppClock {
  now(): Date;
  /** How far ahead of real time the clock runs, in milliseconds. */
  offsetMs: number;
}

export function createAppClock(): AppClock {
  const clock: AppClock = {
    offsetMs: 0,
    now: () => new Date(Date.now() + clock.offsetMs),
  };
  return clock;
}

/** At most ten years ahead, and never back: a moved clock only goes forward. */
const moveSchema = v.object({
  advanceMs: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10 * 366 * 24 * 60 * 60 * 1000)),
});

/**
 * GET /test/clock reads the clock; POST /test/clock {advanceMs} moves it forward and answers once
 * `afterMove` has done what the moved time made due (the lottery's draws), so a test never waits for it.
 */
export function registerTestClock(
  app: FastifyInstance,
  clock: AppClock,
  afterMove: () => Promise<unknown> = async () => undefined,
): void {
  const answer = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs });
  registerLoopbackRoutes(app, (scope) => {
    scope.get('/test/clock', async () => answer());
    scope.post('/test/clock', { bodyLimit: 1024 }, async (request, reply) => {
      const parsed = v.safeParse(moveSchema, request.body);
      if (!parsed.success)
        return reply.code(400).send(badTestInput('advanceMs: whole milliseconds, 0 or more'));
      clock.offsetMs += parsed.output.advanceMs;
      await afterMove();
      return answer();
    });
  });
}
