import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import {
  autovacuumNaptimeMs,
  dueTables,
  maintainDueTables,
  startEmbeddedAutovacuum,
} from './embeddedAutovacuum.ts';
import { rowsOf } from './rows.ts';

// PGlite runs no autovacuum (embeddedAutovacuum.ts), so these run on an in-memory PGlite whatever database
// the suite is on: on PostgreSQL, its own autovacuum would race the checks.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.db.execute(sql`create table probe (id int primary key, v int)`);
  await database.db.execute(sql`insert into probe select g, g from generate_series(1, 5000) g`);
  // The inserts counted first, so the vacuum that follows starts the probe from a clean slate.
  await probeStats();
  await database.db.execute(sql`vacuum (analyze) probe`);
});
afterAll(() => database.close());

const probe = 'public.probe';

/** What the statistics say of the probe table, once this backend's pending counts are flushed. */
async function probeStats() {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = await rowsOf<Record<string, unknown>>(
    database.db,
    sql`select n_dead_tup, last_analyze, last_vacuum from pg_stat_user_tables where relname = 'probe'`,
  );
  return {
    dead: Number(row?.n_dead_tup),
    analyzed: row?.last_analyze ?? null,
    vacuumed: row?.last_vacuum ?? null,
  };
}

async function probeDue() {
  await probeStats();
  return (await dueTables(database.db)).find((due) => due.table === probe) ?? null;
}

describe('the embedded autovacuum', () => {
  it("follows PostgreSQL's rules: analyze past a tenth changed, vacuum past a fifth dead", async () => {
    expect(await probeDue()).toBeNull();

    // 600 of 5,000 changed: past the analyze threshold (50 + 10%), short of the vacuum one (50 + 20%).
    await database.db.execute(sql`update probe set v = v + 1 where id <= 600`);
    expect(await probeDue()).toEqual({ table: probe, vacuum: false, analyze: true });
    const before = await probeStats();
    expect((await maintainDueTables(database.db)).map((due) => due.table)).toContain(probe);
    const afterAnalyze = await probeStats();
    expect(afterAnalyze.analyzed).not.toEqual(before.analyzed);
    expect(afterAnalyze.vacuumed).toEqual(before.vacuumed);
    expect(afterAnalyze.dead).toBe(600);
    expect(await probeDue()).toBeNull();

    // 1,500 more rows gone: dead rows past the vacuum threshold; the vacuum clears them.
    await database.db.execute(sql`delete from probe where id > 3500`);
    expect(await probeDue()).toEqual({ table: probe, vacuum: true, analyze: true });
    await maintainDueTables(database.db);
    const afterVacuum = await probeStats();
    expect(afterVacuum.vacuumed).not.toEqual(before.vacuumed);
    expect(afterVacuum.dead).toBe(0);
    expect(await probeDue()).toBeNull();
  });

  it('runs its passes on a timer until stopped', async () => {
    await database.db.execute(sql`update probe set v = v + 1 where id <= 1000`);
    expect(await probeDue()).toMatchObject({ analyze: true });
    const errors: unknown[] = [];
    const autovacuum = startEmbeddedAutovacuum(database.db, {
      intervalMs: 20,
      onError: (error) => errors.push(error),
    });
    try {
      await expect.poll(() => probeDue(), { timeout: 5_000 }).toBeNull();
    } finally {
      await autovacuum.stop();
    }
    expect(errors).toEqual([]);
  });

  it("looks as often as PostgreSQL's autovacuum_naptime says", async () => {
    expect(await autovacuumNaptimeMs(database.db)).toBe(60_000);
  });
});
