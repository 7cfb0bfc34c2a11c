import underPressure from '@fastify/under-pressure';
import { contract, refusalCatalog } from '@exchange/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { expectedHashingWaitMs, hashesWaiting } from '../auth/passwords.ts';
import type { DatabaseLoad } from '../db/client.ts';
import { busyRetryAfterSeconds } from './errorHandler.ts';
import { refusalStatus } from './refusalStatus.ts';

const busyEnvelope = { error: true, code: 'server_busy', message: refusalCatalog.server_busy, data: null };

/**
 * Load shedding (issue 23): past these, calls are refused at the door with a fast 503 (server_busy) and
 * `Retry-After`, rather than queued without bound until clients time out. Measured with the overload test
 * (src/overload.test.ts): an idle server's event loop lags a few ms, a busy one on the embedded database
 * tens to a few hundred (PGlite runs each statement on the event loop). The database is judged by how long
 * its queue makes a statement wait, not by the queue's length: one player's page load on PGlite queues
 * 18-21 statements of a few ms each (a limit of 32 waiting shed two players loading pages at once on a
 * busy machine), while an overloaded server keeps statements waiting for seconds.
 */
export interface SheddingLimits {
  /** The event loop's mean delay over a sample, in ms. */
  maxEventLoopDelayMs: number;
  /** How long the statement or transaction queued longest for the database has waited, in ms. */
  maxDatabaseWaitMs: number;
  /** What `Retry-After` says, in seconds. */
  retryAfterSeconds: number;
}

export const defaultSheddingLimits: SheddingLimits = {
  maxEventLoopDelayMs: 1000,
  maxDatabaseWaitMs: 1000,
  retryAfterSeconds: busyRetryAfterSeconds,
};

/** What GET health reports (contract `health`). */
export interface Readings {
  shedding: boolean;
  eventLoopDelayMs: number;
  databaseWaiting: number;
  databaseWaitMs: number;
  hashesWaiting: number;
  hashingWaitMs: number;
}

export interface LoadShedding {
  readings(): Readings;
}

export interface SheddingOptions {
  databaseLoad: () => DatabaseLoad;
  limits?: Partial<SheddingLimits>;
}

/** GET health's figures without load shedding (an app built without it, as in route tests). */
export function unshedReadings(): Readings {
  return {
    shedding: false,
    eventLoopDelayMs: 0,
    databaseWaiting: 0,
    databaseWaitMs: 0,
    hashesWaiting: hashesWaiting(),
    hashingWaitMs: Math.round(expectedHashingWaitMs()),
  };
}

/**
 * Registers `@fastify/under-pressure` on the event loop's delay, and a check of the database's queue on
 * each API call (a timer's sample would starve with the loop it samples); GET health, pages and assets are
 * kept out of both: they answer under load.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: SheddingOptions,
): Promise<LoadShedding> {
  const limits = { ...defaultSheddingLimits, ...options.limits };
  // Only API calls are shed: a page or an asset costs no database work, and a shed one would show the
  // player a raw JSON error instead of the app (which then retries its calls itself). GET health answers.
  const sheddable = (request: FastifyRequest) => {
    const { endpoint } = request.routeOptions.config;
    return endpoint !== undefined && endpoint !== contract.health;
  };
  const busy = (reply: FastifyReply) =>
    reply.status(refusalStatus.server_busy).header('Retry-After', String(limits.retryAfterSeconds));
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: 250,
    retryAfter: limits.retryAfterSeconds,
    pressureHandler: (request, reply) => {
      if (!sheddable(request)) return undefined;
      busy(reply);
      // under-pressure sends what the handler returns (its types say void): the refusal's envelope.
      return busyEnvelope as unknown as undefined;
    },
  });
  const databaseFull = () => options.databaseLoad().oldestWaitMs > limits.maxDatabaseWaitMs;
  // A callback hook, not an async one: no promise and no extra turn for every call (issue 22).
  app.addHook('onRequest', (request, reply, done) => {
    if (databaseFull() && sheddable(request)) {
      busy(reply).send(busyEnvelope);
      return;
    }
    done();
  });
  return {
    readings: () => ({
      shedding: app.isUnderPressure() || databaseFull(),
      eventLoopDelayMs: Math.round(app.memoryUsage().eventLoopDelay),
      databaseWaiting: options.databaseLoad().waiting,
      databaseWaitMs: options.databaseLoad().oldestWaitMs,
      hashesWaiting: hashesWaiting(),
      hashingWaitMs: Math.round(expectedHashingWaitMs()),
    }),
  };
}
