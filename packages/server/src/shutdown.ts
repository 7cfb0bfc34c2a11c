import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { RedisLink } from './cluster/redis.ts';
import type { DatabaseHandle } from './db/client.ts';

/** How long requests in flight get to finish before their connections are cut (issue 23). */
export const drainMilliseconds = 10_000;

/** How long the database's last transactions get to end once no request can start one. */
const databaseDrainMilliseconds = 3_000;

export interface ShutdownParts {
  app: FastifyInstance;
  io: SocketServer;
  /** What writes on its own (the odds feed, the casino round loop): stopped before the database closes. */
  workers: ReadonlyArray<{ stop(): Promise<void> | void }>;
  database: Pick<DatabaseHandle, 'close' | 'load'>;
  /** Beside other processes: closed once no request can push or count through it. */
  redis?: Pick<RedisLink, 'close'>;
  log: (message: string) => void;
  drainMs?: number;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** Resolves with true once `done()` holds, or false after `ms`. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await sleep(20);
  }
  return true;
}

/**
 * The server's shutdown, run once however many signals come (the process group's SIGTERM and the one
 * `scripts/start.mjs` forwards both arrive): it stops listening at once (requests on kept-alive
 * connections get Fastify's 503 from then on), lets what is in flight finish for `drainMs`, then cuts the
 * remaining connections, waits for the database's last transactions, and closes each part once. Every
 * call returns the same promise; it resolves with the exit code.
 */
export function createShutdown(parts: ShutdownParts): (reason: string) => Promise<number> {
  let running: Promise<number> | null = null;
  const drainMs = parts.drainMs ?? drainMilliseconds;
  async function run(reason: string): Promise<number> {
    parts.log(`${reason}: shutting down (requests in flight get ${drainMs / 1000} s to finish).`);
    let code = 0;
    const step = async (name: string, work: () => Promise<unknown> | unknown) => {
      try {
        await work();
      } catch (error) {
        code = 1;
        parts.log(`Shutdown: ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    // Sockets first: an upgraded connection is no longer the HTTP server's, and would hold its close open.
    // This process's own (`local`): through the Redis adapter a plain disconnectSockets reaches every process's.
    await step('sockets', () => {
      parts.io.local.disconnectSockets(true);
      parts.io.engine.close();
    });
    const closing = parts.app.close();
    const workers = Promise.all(parts.workers.map((worker) => step('a worker', () => worker.stop())));
    const drained = await Promise.race([closing.then(() => true), sleep(drainMs).then(() => false)]);
    if (!drained) {
      parts.log('Shutdown: requests still in flight after the drain time; closing their connections.');
      parts.app.server.closeAllConnections();
    }
    await step('the HTTP server', () => closing);
    await workers;
    const { redis } = parts;
    if (redis) await step('Redis', () => redis.close());
    // A handler whose connection was cut may still be in its transaction: let it commit or roll back.
    if (!(await until(() => parts.database.load().active === 0, databaseDrainMilliseconds))) {
      parts.log('Shutdown: database work still running; closing anyway (it rolls back).');
    }
    await step('the database', () => parts.database.close());
    return code;
  }
  return (reason) => (running ??= run(reason));
}
