import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The tables whose triggers guard the money: the ledger's (migration 0006) and the accounts' (0014). */
const guarded = ['ledger_transactions', 'ledger_entries', 'accounts'] as const;

/**
 * Runs `damage` in one database transaction with the ledger's guards (migrations 0006 and 0014) off:
 * for tests that damage the ledger on purpose, to see it reported, or write it by hand. `ALTER TABLE ...
 * DISABLE TRIGGER USER` needs only the tables' owner (the role that migrated the database; on PostgreSQL
 * the tests' role, not a superuser as `session_replication_role` would), and leaves the foreign keys on.
 * The guards are on again before the commit, and the ALTER's lock keeps every other connection off the
 * tables until then, so none ever writes while they are off.
 */
export function withoutLedgerGuards<T>(db: Database, damage: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const table of guarded)
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    const result = await damage(tx);
    for (const table of guarded)
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    return result;
  });
}

/** What the database answered a write it refused: drizzle wraps the driver's error (SQLSTATE `code`) as its `cause`. */
export async function databaseRefusal(attempt: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error: unknown = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error('The database accepted it');
  const cause = (error.cause ?? error) as { code?: string; message: string };
  return { code: cause.code ?? '', message: cause.message };
}
