import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as betLimitsSchema from './betLimitsSchema.ts';
import * as casinoSchema from './casinoSchema.ts';
import { durableOptions } from './durableFs.ts';
import { migrateWhenBehind } from './pendingMigrations.ts';
import { registerPgliteTransaction } from './pgliteStatements.ts';
import * as cashierSchema from './cashierSchema.ts';
import * as casinoProviderSchema from './casinoProviderSchema.ts';
import * as exchangeSchema from './exchangeSchema.ts';
import * as responsibleGamingSchema from './responsibleGamingSchema.ts';
import * as coreSchema from './schema.ts';

const schema = {
  ...coreSchema,
  ...exchangeSchema,
  ...casinoSchema,
  ...cashierSchema,
  ...casinoProviderSchema,
  ...responsibleGamingSchema,
  ...betLimitsSchema,
};

/** One typed SQL layer over either driver: both share the schema and the migrations. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * How busy the database is: statements or transactions running, those queued behind them, and how long
 * the one queued longest has waited (what load shedding decides on: a long queue of quick statements is
 * no overload; a short one that does not move is).
 */
export interface DatabaseLoad {
  active: number;
  waiting: number;
  oldestWaitMs: number;
}

/** When each queued call began to wait, oldest first (a Map keeps insertion order). */
function waitClock() {
  const since = new Map<symbol, number>();
  return {
    start(): symbol {
      const ticket = Symbol('waiting');
      since.set(ticket, performance.now());
      return ticket;
    },
    stop(ticket: symbol) {
      since.delete(ticket);
    },
    oldestWaitMs(): number {
      for (const started of since.values()) return Math.round(performance.now() - started);
      return 0;
    },
  };
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Idempotent: the first call closes, later ones wait for it (pg's Pool.end throws when called twice). */
  close(): Promise<void>;
  /** Read by load shedding (http/loadShedding.ts) and by shutdown, which waits for `active` to reach 0. */
  load(): DatabaseLoad;
  /**
   * The embedded database's data folder as a gzipped tarball, taken between two transactions (PGlite's
   * `dumpDataDir`; `npm run backup`). Null on PostgreSQL: pg_dump is its backup.
   */
  dump: (() => Promise<Blob>) | null;
}

/** The first call runs `close`; every call gets its promise. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}

type Counted = (...args: unknown[]) => Promise<unknown>;

/**
 * Set while a queued transaction's callback runs. The embedded database's only AsyncLocalStorage (its
 * promise hooks cost every promise some CPU; PostgreSQL's pool needs none).
 */
const insideTransaction = new AsyncLocalStorage<boolean>();

/** Lets timers and sockets run: the next turn of the event loop. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite's entry points (drizzle runs each statement through `query` and each transaction through
 * `transaction`; named statements go through `runExclusive`) in one queue of our own, which counts what
 * waits and yields to the event loop between calls. PGlite runs one call at a time on the event loop
 * itself, and hands its lock from one waiter to the next without a turn in between: under load, sockets,
 * timers and GET health starved behind the queue (issue 23).
 */
function queueCalls(client: PGlite): { pending: () => number; oldestWaitMs: () => number } {
  let pending = 0;
  let last: Promise<unknown> = Promise.resolve();
  const waits = waitClock();
  type EntryPoint = 'query' | 'exec' | 'transaction' | 'dumpDataDir' | 'runExclusive';
  const target = client as unknown as Record<EntryPoint, Counted>;
  for (const name of ['query', 'exec', 'transaction', 'dumpDataDir', 'runExclusive'] as const) {
    const original = target[name].bind(client);
    const run = async (args: unknown[]) => {
      await nextTurn();
      if (name !== 'transaction') return original(...args);
      const [work, ...rest] = args as [(tx: object) => Promise<unknown>, ...unknown[]];
      return original(
        (tx: object) => {
          // Named statements (db/pgliteStatements.ts) run on the database the transaction belongs to.
          registerPgliteTransaction(tx, client);
          return insideTransaction.run(true, () => work(tx));
        },
        ...rest,
      );
    };
    target[name] = async (...args) => {
      // A call made while a transaction of ours runs goes straight to PGlite, as it did before the queue:
      // queued behind that transaction it would wait for it forever.
      if (insideTransaction.getStore()) return original(...args);
      pending += 1;
      const ticket = waits.start();
      const turn = last.then(() => {
        waits.stop(ticket);
        return run(args);
      });
      last = turn.catch(() => undefined);
      try {
        return await turn;
      } finally {
        waits.stop(ticket);
        pending -= 1;
      }
    };
  }
  return { pending: () => pending, oldestWaitMs: waits.oldestWaitMs };
}

/**
 * Times each request for a pool connection, both drizzle's `connect()` (a promise) and the pool's own
 * `query` (a callback). Returns how long the request waiting longest has waited.
 */
function timeConnectionWaits(pool: pg.Pool): () => number {
  type Connect = (
    callback?: (error: unknown, ...rest: unknown[]) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const connect = pool.connect.bind(pool) as Connect;
  const waits = waitClock();
  (pool as unknown as { connect: Connect }).connect = (callback) => {
    const ticket = waits.start();
    if (callback === undefined) return connect()?.finally(() => waits.stop(ticket));
    return connect((error, ...rest) => {
      waits.stop(ticket);
      callback(error, ...rest);
    });
  };
  return waits.oldestWaitMs;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PostgreSQL when a URL is given; otherwise PGlite, embedded, in `dataDir` (or in memory for
 * `dataDir: null`, as tests use), started from the `loadDataDir` dump if one is given (PGlite's
 * `dumpDataDir`). PGlite is one connection: it runs transactions one at a time.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Only the statements the server names (db/rows.ts, compiledStatement) are planned once: each looks rows
      // up by keys passed as an array, which PostgreSQL's estimate of the array's size would otherwise
      // replan on every call (the batch's market read: 0.5 ms of planning a call for a 0.15 ms lookup).
      options: '-c plan_cache_mode=force_generic_plan',
      // Statements issued together on a connection are written together (db/pipelinedTransaction.ts);
      // awaited one by one, as most code does, they run as before.
      pipeline: true,
    });
    // An idle connection that fails (a restart, a dropped test database) must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool:', error.message));
    const oldestWaitMs = timeConnectionWaits(pool);
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWhenBehind(db, migrationsFolder, () => migratePostgres(db, { migrationsFolder })),
      close: once(() => pool.end()),
      load: () => ({
        active: pool.totalCount - pool.idleCount,
        waiting: pool.waitingCount,
        oldestWaitMs: oldestWaitMs(),
      }),
      dump: null,
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    // A data folder's commits are on disk when acknowledged (db/durableFs.ts); memory has no disk.
    ...(options.dataDir && durableOptions(options.dataDir)),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  await client.waitReady;
  const queue = queueCalls(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: once(() => client.close()),
    load: () => ({
      active: Math.min(queue.pending(), 1),
      waiting: Math.max(queue.pending() - 1, 0),
      oldestWaitMs: queue.oldestWaitMs(),
    }),
    dump: () => client.dumpDataDir('gzip'),
  };
}
