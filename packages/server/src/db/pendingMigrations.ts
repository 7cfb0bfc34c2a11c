import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { ConfigError } from '../config.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

const insufficientPrivilege = '42501';

/**
 * How many of the folder's migrations the database has not applied, by drizzle's own rule (those newer
 * than the last applied; drizzle-orm's pg-core dialect `migrate`). Reading it takes no privilege beyond
 * SELECT on drizzle.__drizzle_migrations, where applying anything needs the tables' owner.
 */
async function pendingMigrations(db: Database, migrationsFolder: string): Promise<number> {
  const [table] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const migrations = readMigrationFiles({ migrationsFolder });
  if (!table?.present) return migrations.length;
  const [last] = await rowsOf<{ at: string | null }>(
    db,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  const lastAt = last?.at === null || last?.at === undefined ? null : Number(last.at);
  return migrations.filter((migration) => lastAt === null || lastAt < migration.folderMillis).length;
}

function isPermissionError(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === insufficientPrivilege || (cause !== undefined && isPermissionError(cause));
}

/**
 * Migrates only when the database is behind: drizzle's migrate creates its schema and table "if not
 * exists" at every call, which a role that only reads and writes the tables may not (docs/DEPLOY.md, "The
 * database role and its connection"). Such a role finding migrations to apply is refused with the way out.
 */
export async function migrateWhenBehind(
  db: Database,
  migrationsFolder: string,
  migrate: () => Promise<void>,
): Promise<void> {
  try {
    if ((await pendingMigrations(db, migrationsFolder)) === 0) return;
    await migrate();
  } catch (error) {
    if (!isPermissionError(error)) throw error;
    const cause = (error as { cause?: Error }).cause ?? (error as Error);
    throw new ConfigError(
      `The database role may not read or apply the migrations (${cause.message}).\n` +
        "- Apply them as the tables' owner first (DATABASE_URL=<the owner's URL> npm run migrate), and grant " +
        'this role what docs/DEPLOY.md, "The database role and its connection", lists',
    );
  }
}
