import * as v from 'valibot';
import { emptyResponseSchema, envelopeSchema } from '../../schemas/envelope.ts';
import { webVitalSchema } from '../../schemas/vitals.ts';
import { endpoint } from '../endpoint.ts';

/** GET health: the figures load shedding decides on (server/src/http/loadShedding.ts). */
export const healthSchema = v.object({
  status: v.literal('ok'),
  /** Whether calls other than this one are being refused with 503 right now. */
  shedding: v.boolean(),
  /** The event loop's mean delay over the last sample, in milliseconds. */
  eventLoopDelayMs: v.number(),
  /** Database statements or transactions queued behind those running. */
  databaseWaiting: v.number(),
  /** How long the one queued longest has waited, in milliseconds (what shedding decides on). */
  databaseWaitMs: v.number(),
  /** Password hashes queued for the hashing slots. */
  hashesWaiting: v.number(),
  /** How long a hash asked now would wait for a slot, in milliseconds (past HASH_WAIT_LIMIT_MS it is refused). */
  hashingWaitMs: v.number(),
  /** The process that answered, of the several that may serve one address (docs/adr/0016-scale-out.md). */
  instance: v.object({ id: v.string(), pid: v.number() }),
  /** The singletons this process runs for all: the odds feed, the casino's dealer. */
  leaderships: v.array(v.picklist(['feed', 'casino'])),
  /** Redis, which joins this process to the others: not configured (alone), connected, or unreachable. */
  redis: v.picklist(['off', 'ready', 'down']),
  /** PostgreSQL as this process last reached it on its own connection (the embedded database: always ready). */
  database: v.picklist(['ready', 'down']),
  /**
   * How far behind the feed leader's prices this process may be, in milliseconds: 0 on the process that runs
   * the feed, else the time since the leader was last heard (it speaks every second; after 5 s of silence
   * this process suspends the markets it mirrors). Null where no odds feed runs.
   */
  priceLagMs: v.nullable(v.number()),
});

/** Field measurements of the player app (issue 7). */
export const vitalsEndpoints = {
  webVitals: endpoint({
    api: 'main',
    method: 'POST',
    path: 'web-vitals',
    summary:
      "One web-vitals measurement (LCP, INP or CLS) of the player app's page; public, as a beacon carries no token",
    access: { kind: 'public' },
    body: webVitalSchema,
    response: emptyResponseSchema,
    refusals: [],
  }),
  health: endpoint({
    api: 'main',
    method: 'GET',
    path: 'health',
    summary:
      'Whether the server answers, and its load: answered even while other calls are shed with 503 (issue 23)',
    access: { kind: 'public' },
    response: envelopeSchema(healthSchema),
    refusals: [],
  }),
};
