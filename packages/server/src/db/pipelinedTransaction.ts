import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client.ts';
import { boundRowsOf, type BoundStatement } from './rows.ts';

/**
 * A transaction that spends as few round trips on PostgreSQL as its statements allow: `begin` goes out with
 * the first statement and `commit` with the last, on a pool whose connections pipeline (client.ts: a
 * connection writes each statement as it is issued, without waiting for the one before to be answered).
 * PostgreSQL still runs them one after the other, in the order they were sent, so locks are taken in that
 * order and each statement's snapshot is taken after the ones before it finished. A batch of placements
 * (bets/batcher.ts) waits on every round trip for the event loop's turn as well as for the database: at 64
 * clients that wait was 2-3 ms at the median and 10-28 ms at p99 a round trip (docs/placement-profile.md).
 */

/**
 * Thrown for a failure once the commit was sent (the commit itself, or the work after it): the transaction
 * may have taken, so nothing of it must be redone as though it had not. `cause` is the failure.
 */
export class CommitOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super('The transaction may have taken: it failed once its commit was sent', { cause });
  }
}

/** Runs the transaction's last statement with `commit` sent right behind it; answers the statement's rows. */
export type CommitAfter = <TRow>(last: BoundStatement) => Promise<TRow[]>;

/**
 * Whether statements issued together on this database or transaction are written together. Compiled
 * statements (db/rows.ts, boundRowsOf) are handed to the driver as they are called; drizzle's builders
 * only when awaited, so statements meant to go out together are compiled ones.
 */
export function pipelines(db: Database): boolean {
  const client = (db._.session as unknown as { client: unknown }).client;
  return (client instanceof pg.Pool || client instanceof pg.Client) && isPipelined(client);
}

function isPipelined(client: pg.Pool | pg.Client): boolean {
  return client instanceof pg.Pool
    ? Boolean((client.options as { pipeline?: boolean }).pipeline)
    : Boolean((client as unknown as { pipeline?: boolean }).pipeline);
}

/**
 * Statements issued by `issue` (synchronously) leave in one write to the connection's socket: pg corks the
 * socket around each statement's messages, and corks nest, so they flush at the outermost uncork. Each
 * write to PostgreSQL's socket on this machine cost the server about as much CPU as a statement's own work
 * in the driver (the kernel's loopback delivery runs in the writer's time: 14% of the server's profile).
 */
function inOneWrite<T>(client: pg.PoolClient, issue: () => T): T {
  const { stream } = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } })
    .connection;
  stream.cork();
  try {
    return issue();
  } finally {
    stream.uncork();
  }
}

/** One drizzle database per pooled connection: building one reads the whole schema. */
const overConnection = new WeakMap<pg.PoolClient, Database>();

function databaseOver(client: pg.PoolClient, schemaOf: Database): Database {
  let db = overConnection.get(client);
  if (!db) {
    const { fullSchema } = (schemaOf as unknown as { _: { fullSchema: Record<string, unknown> } })._;
    db = drizzle(client, { schema: fullSchema }) as unknown as Database;
    overConnection.set(client, db);
  }
  return db;
}

/**
 * Runs `work` in one transaction and commits it. On a pipelining PostgreSQL pool, `begin` is sent with the
 * first statement `work` issues, and `work` may run its last statement through `commitAfter` to have
 * `commit` sent right behind it. Anywhere else (PGlite, a pool that does not pipeline) it is drizzle's own
 * transaction and `commitAfter` only runs the statement. A failure before the commit rolls back and
 * throws the failure; a failed commit throws CommitOutcomeUnknown.
 */
export async function pipelinedTransaction<T>(
  db: Database,
  work: (tx: Database, commitAfter: CommitAfter) => Promise<T>,
): Promise<T> {
  const pool = (db._.session as unknown as { client: unknown }).client;
  if (!(pool instanceof pg.Pool) || !isPipelined(pool)) return plainTransaction(db, work);
  const client = await pool.connect();
  // 'open' until the commit is sent; then what it came to, as far as is known.
  let state = 'open' as 'open' | 'rolled back' | 'sent';
  let broken: Error | undefined;
  try {
    const tx = databaseOver(client, db);
    const commitAfter: CommitAfter = async <TRow>(statement: BoundStatement) => {
      const [last, commit] = inOneWrite(
        client,
        () => [boundRowsOf<TRow>(tx, statement), client.query('commit')] as const,
      );
      state = 'sent';
      const [beginResult, lastResult, commitResult] = await Promise.allSettled([begin, last, commit]);
      // Without a transaction each statement committed on its own: the last one may have taken.
      if (beginResult.status === 'rejected') throw new CommitOutcomeUnknown(beginResult.reason);
      const answered = commitResult.status === 'fulfilled' ? commitResult.value.command : null;
      if (lastResult.status === 'rejected') {
        // A failed statement aborted the transaction: PostgreSQL answered `commit` with a rollback.
        if (answered !== 'ROLLBACK') throw new CommitOutcomeUnknown(lastResult.reason);
        state = 'rolled back';
        throw lastResult.reason;
      }
      if (commitResult.status === 'rejected') throw new CommitOutcomeUnknown(commitResult.reason);
      if (answered !== 'COMMIT') throw new CommitOutcomeUnknown(new Error(`commit answered ${answered}`));
      return lastResult.value;
    };
    // `begin` is not awaited: what `work` issues before its first wait rides behind it, in the same write.
    let begin: Promise<unknown> = Promise.resolve();
    const working = inOneWrite(client, () => {
      begin = client.query('begin');
      begin.catch(() => {});
      return work(tx, commitAfter);
    });
    const result = await working;
    if (state === 'open') {
      // A `begin` that failed left `work`'s statements to commit one by one: what they wrote may stand.
      state = 'sent';
      await begin;
      await client.query('commit').catch((error: unknown) => {
        throw new CommitOutcomeUnknown(error);
      });
    }
    return result;
  } catch (error) {
    if (state === 'open') {
      await client.query('rollback').catch((rollbackError: unknown) => {
        // A connection that cannot roll back is not given back to the pool.
        broken = rollbackError as Error;
      });
      throw error;
    }
    if (state === 'rolled back') throw error;
    // The commit was sent: what failed after it must not be redone as though nothing had been written.
    const unknown = error instanceof CommitOutcomeUnknown ? error : new CommitOutcomeUnknown(error);
    broken = unknown;
    throw unknown;
  } finally {
    client.release(broken);
  }
}

async function plainTransaction<T>(
  db: Database,
  work: (tx: Database, commitAfter: CommitAfter) => Promise<T>,
): Promise<T> {
  let committing = false;
  try {
    return await db.transaction(async (tx) => {
      const inTransaction = tx as unknown as Database;
      const result = await work(inTransaction, (last) => boundRowsOf(inTransaction, last));
      // drizzle commits once `work` has returned.
      committing = true;
      return result;
    });
  } catch (error) {
    if (committing) throw new CommitOutcomeUnknown(error);
    throw error;
  }
}
