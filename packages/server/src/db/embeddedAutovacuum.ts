import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { type PeriodicWork, startPeriodic } from './periodic.ts';
import { rowsOf } from './rows.ts';

/**
 * PGlite runs no autovacuum: its PostgreSQL is one backend with no background workers, so nothing ever
 * refreshes the planner's statistics or clears dead rows. A long-running embedded server then plans with
 * the row counts of its first minutes (placement at 256 clients fell from 826 to 551 a second as the
 * bench's data grew, docs/placement-profile.md) while the tables updated on every bet (accounts, market
 * exposures) fill with dead versions. This does the autovacuum launcher's job from the server: every
 * `intervalMs` it asks PostgreSQL's own statistics which tables are due by PostgreSQL's own rules and
 * settings (the analyze, vacuum and insert thresholds and scale factors, docs "Automatic Vacuuming") and
 * vacuums or analyzes them one table at a time, each statement taking its turn on the one connection
 * like any other, so placements wait for one table's pass at most, never for the whole round.
 */

/** A table due for maintenance, and what it is due for. */
export interface DueTable {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables autovacuum would take now: dead rows past the vacuum threshold, inserts past the insert
 * threshold (so the visibility map keeps up and index-only scans stay cheap), or transaction ids older
 * than the freeze age (a busy server uses up PostgreSQL's 2^31 ids in weeks, and without freezing its
 * database stops taking writes), for VACUUM; changes since the last analyze past the analyze threshold
 * for ANALYZE. A table never analyzed counts as empty.
 */
export async function dueTables(db: Database): Promise<DueTable[]> {
  const rows = await rowsOf<{ table: string; vacuum: boolean; analyze: boolean }>(
    db,
    sql`with settings as (
        select current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
          current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_scale,
          current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
          current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_scale,
          current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
          current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_scale,
          current_setting('autovacuum_freeze_max_age')::float8 as freeze_max_age
      ), tables as (
        select format('%I.%I', s.schemaname, s.relname) as "table", s.n_dead_tup, s.n_ins_since_vacuum,
          s.n_mod_since_analyze, greatest(c.reltuples, 0) as tuples, age(c.relfrozenxid) as xid_age
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      )
      select t."table",
        t.n_dead_tup > st.vacuum_base + st.vacuum_scale * t.tuples
          or t.n_ins_since_vacuum > st.insert_base + st.insert_scale * t.tuples
          or t.xid_age > st.freeze_max_age as vacuum,
        t.n_mod_since_analyze > st.analyze_base + st.analyze_scale * t.tuples as analyze
      from tables t cross join settings st
      order by t."table"`,
  );
  return rows.filter((row) => row.vacuum || row.analyze);
}

/** One pass: every due table vacuumed (with its statistics) or analyzed, one statement each; the tables done. */
export async function maintainDueTables(db: Database): Promise<DueTable[]> {
  const due = await dueTables(db);
  for (const { table, vacuum } of due) {
    // The name comes from the catalog, quoted by format('%I'): never user input.
    await db.execute(sql.raw(vacuum ? `vacuum (analyze) ${table}` : `analyze ${table}`));
  }
  return due;
}

/** How often PostgreSQL's autovacuum looks at a database (`autovacuum_naptime`, a minute by default). */
export async function autovacuumNaptimeMs(db: Database): Promise<number> {
  const [row] = await rowsOf<{ ms: unknown }>(
    db,
    sql`select extract(epoch from current_setting('autovacuum_naptime')::interval) * 1000 as ms`,
  );
  return Number(row?.ms);
}

/** Runs a pass every `intervalMs` until stopped. */
export function startEmbeddedAutovacuum(
  db: Database,
  options: { intervalMs: number; onError: (error: unknown) => void },
): PeriodicWork {
  return startPeriodic(() => maintainDueTables(db), options);
}
