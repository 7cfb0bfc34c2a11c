import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { badTestInput, registerLoopbackRoutes } from './loopbackRoutes.ts';

/** The stepped odds feed as the route sees it (feed/steppedFeed.ts). */
export interface FeedStepper {
  readonly tick: number;
  step(ticks: number): Promise<number>;
  /** Whether this process runs the feed now (beside others, only the feed's leader does). */
  running?(): boolean;
}

/** Enough for any simulated match to finish in one call (soccer's takes about 200 ticks). */
export const maxTicksPerCall = 1000;

const stepSchema = v.object({
  ticks: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(maxTicksPerCall)),
});

/**
 * FEED=stepped only (which needs TEST_CLOCK=on): GET /test/feed reads the simulator's tick count; POST
 * /test/feed {ticks} runs that many ticks and answers once their messages are on the board and in the
 * catalog, so the test's next read sees them.
 */
export function registerTestFeed(app: FastifyInstance, feed: FeedStepper): void {
  registerLoopbackRoutes(app, (scope) => {
    scope.get('/test/feed', async () => ({ tick: feed.tick }));
    scope.post('/test/feed', { bodyLimit: 1024 }, async (request, reply) => {
      const parsed = v.safeParse(stepSchema, request.body);
      if (!parsed.success) {
        return reply.code(400).send(badTestInput(`ticks: a whole number from 1 to ${maxTicksPerCall}`));
      }
      // A process that stands by must not tick a simulator of its own into the shared catalog.
      if (feed.running && !feed.running()) {
        return reply
          .code(409)
          .send({ error: true, code: 'not_leader', message: 'This process does not run the feed' });
      }
      const { ticks } = parsed.output;
      return { ticks, tick: await feed.step(ticks) };
    });
  });
}
