import { sql } from 'drizzle-orm';
import { ConfigError } from '../config.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * What the connected role may do beyond the exchange's own tables, each of which reaches past them: a
 * superuser may do anything (drop the ledger's and the logs' guards, run programs as the server's OS
 * user); a role that creates roles may make itself others (before PostgreSQL 16, members of the roles
 * below); BYPASSRLS skips any row policy; REPLICATION streams every database of the cluster; the three
 * predefined roles run programs and read or write files on the database's machine. CREATEDB is not among
 * them: a new database reaches nothing in this one.
 */
const powers = {
  superuser: 'is a superuser',
  createRole: 'may create roles',
  bypassRls: 'bypasses row-level security',
  replication: 'may stream every database of the cluster (REPLICATION)',
  programs: 'may run programs on the database server (pg_execute_server_program)',
  files: 'may read or write files on the database server (pg_read_server_files, pg_write_server_files)',
} as const;

type Power = keyof typeof powers;

/** The role connected, and what of `powers` it holds (a superuser: that alone, it implies the rest). */
export async function rolePowers(db: Database): Promise<{ role: string; powers: string[] }> {
  const [row] = await rowsOf<Record<Power, boolean> & { role: string }>(
    db,
    sql`select rolname as role, rolsuper as superuser, rolcreaterole as "createRole",
          rolbypassrls as "bypassRls", rolreplication as replication,
          pg_has_role(current_user, 'pg_execute_server_program', 'member') as programs,
          pg_has_role(current_user, 'pg_read_server_files', 'member')
            or pg_has_role(current_user, 'pg_write_server_files', 'member') as files
        from pg_roles where rolname = current_user`,
  );
  if (!row) throw new Error('The connected role is not in pg_roles');
  if (row.superuser) return { role: row.role, powers: [powers.superuser] };
  const held = (Object.keys(powers) as Power[]).filter((power) => row[power]);
  return { role: row.role, powers: held.map((power) => powers[power]) };
}

/**
 * ASVS 13.2.2: production refuses to start on PostgreSQL as a role that reaches past the exchange's tables
 * (docs/DEPLOY.md, "The database role and its connection"). The embedded database has one role, the
 * process's own, and nothing outside it to reach.
 */
export async function refusePowerfulRole(database: DatabaseHandle, production: boolean): Promise<void> {
  if (!production || database.kind !== 'postgres') return;
  const found = await rolePowers(database.db);
  if (found.powers.length === 0) return;
  throw new ConfigError(
    `Refusing to start in production: the database role ${found.role} ${found.powers.join(', ')}.\n` +
      "- Connect as a role that only reads and writes the exchange's tables (docs/DEPLOY.md, " +
      '"The database role and its connection")',
  );
}
