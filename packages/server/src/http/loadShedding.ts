import underPressure from '@fastify/under-pressure';
import { contract, refusalCatalog } from '@exchange/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashesWaiting } from '../auth/passwords.ts';
import type { DatabaseLoad } from '../db/client.ts';
import { busyRetryAfterSeconds } from './errorHandler.ts';
import { urlOf } from './handlers.ts';
import { refusalStatus } from './refusalStatus.ts';

const busyEnvelope = { error: true, code: 'server_busy', message: refusalCatalog.server_busy, data: null };

/**
 * Load shedding (issue 23): past these, calls are refused at the door with a fast 503 (server_busy) and
 * `Retry-After`, rather than queued without bound until clients time out. Measured with the overload test
 * (src/overload.test.ts): an idle server's event loop lags a few ms, a busy one on the embedded database
 * tens to a few hundred (PGlite runs each statement on the event loop). 32 waiting statements at a few ms
 * each keep a request's wait for the database well under a second.
 */
export interface SheddingLimits {
  /** The event loop's mean delay over a sample, in ms. */
  maxEventLoopDelayMs: number;
  /** Statements or transactions waiting for the database (PGlite's one connection, or the pg pool). */
  maxDatabaseWaiting: number;
  /** What `Retry-After` says, in seconds. */
  retryAfterSeconds: number;
}

export const defaultSheddingLimits: SheddingLimits = {
  maxEventLoopDelayMs: 1000,
  maxDatabaseWaiting: 32,
  retryAfterSeconds: busyRetryAfterSeconds,
};

/** What GET health reports (contract `health`). */
export interface Readings {
  shedding: boolean;
  eventLoopDelayMs: number;
  databaseWaiting: number;
  hashesWaiting: number;
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
  return { shedding: false, eventLoopDelayMs: 0, databaseWaiting: 0, hashesWaiting: hashesWaiting() };
}

/**
 * Registers `@fastify/under-pressure` on the event loop's delay, and a check of the database's queue on
 * each request (a timer's sample would starve with the loop it samples); GET health is kept out of both:
 * that call answers under load.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: SheddingOptions,
): Promise<LoadShedding> {
  const limits = { ...defaultSheddingLimits, ...options.limits };
  const healthUrl = urlOf(contract.health);
  const isHealth = (request: FastifyRequest) => request.url.split('?')[0] === healthUrl;
  const busy = (reply: FastifyReply) =>
    reply.status(refusalStatus.server_busy).header('Retry-After', String(limits.retryAfterSeconds));
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: 250,
    retryAfter: limits.retryAfterSeconds,
    pressureHandler: (request, reply) => {
      if (isHealth(request)) return undefined;
      busy(reply);
      // under-pressure sends what the handler returns (its types say void): the refusal's envelope.
      return busyEnvelope as unknown as undefined;
    },
  });
  const databaseFull = () => options.databaseLoad().waiting > limits.maxDatabaseWaiting;
  app.addHook('onRequest', async (request, reply) => {
    if (databaseFull() && !isHealth(request)) return busy(reply).send(busyEnvelope);
  });
  return {
    readings: () => ({
      shedding: app.isUnderPressure() || databaseFull(),
      eventLoopDelayMs: Math.round(app.memoryUsage().eventLoopDelay),
      databaseWaiting: options.databaseLoad().waiting,
      hashesWaiting: hashesWaiting(),
    }),
  };
}
