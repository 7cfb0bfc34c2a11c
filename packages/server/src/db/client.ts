import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as casinoSchema from './casinoSchema.ts';
import * as cashierSchema from './cashierSchema.ts';
import * as casinoProviderSchema from './casinoProviderSchema.ts';
import * as exchangeSchema from './exchangeSchema.ts';
import * as coreSchema from './schema.ts';

const schema = {
  ...coreSchema,
  ...exchangeSchema,
  ...casinoSchema,
  ...cashierSchema,
  ...casinoProviderSchema,
};

/** One typed SQL layer over either driver: both share the schema and the migrations. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
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
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that fails (a restart, a dropped test database) must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool:', error.message));
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir && { dataDir: options.dataDir }),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
