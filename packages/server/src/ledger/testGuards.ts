import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Runs `damage` in one database transaction with the ledger's guards (migration 0006_ledger_guards) off:
 * for tests that damage the ledger on purpose, to see it reported, or write it by hand. `ALTER TABLE ...
 * DISABLE TRIGGER USER` needs only the tables' owner (the role that migrated the database; on PostgreSQL
 * the tests' role, not a superuser as `session_replication_role` would), and leaves the foreign keys on.
 * The guards are on again before the commit, and the ALTER's lock keeps every other connection off the
 * tables until then, so none ever writes while they are off.
 */
export function withoutLedgerGuards<T>(db: Database, damage: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`alter table ledger_transactions disable trigger user`);
    await tx.execute(sql`alter table ledger_entries disable trigger user`);
    const result = await damage(tx);
    await tx.execute(sql`alter table ledger_transactions enable trigger user`);
    await tx.execute(sql`alter table ledger_entries enable trigger user`);
    return result;
  });
}
