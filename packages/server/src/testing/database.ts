import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migratedDump } from './migratedDump.ts';
import { databaseUrl, migratedTemplate } from './postgresTemplate.ts';

const objectInUse = '55006';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (`npm run test:postgres`), dropped again on close. Both start
 * from a copy of one migrated database (a dump, a template) rather than migrating each time; on
 * PostgreSQL `template` names another database to copy (the demo-seeded one of seededStart.ts).
 */
export async function openTestDatabase(
  options: { template?: string | undefined } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: null, loadDataDir: await migratedDump() });
    // Applies nothing when the dump is current (a few ms), and whatever is missing if it is not.
    await handle.migrate();
    return handle;
  }
  const name = `exchange_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = options.template ?? (await migratedTemplate(admin, serverUrl));
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: null });
  // Applies nothing when the template is current, and whatever is missing if it is not.
  await handle.migrate();
  return {
    ...handle,
    /** For a test that hands the database to another process (a script under test). */
    url: databaseUrl(serverUrl, name),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // A plain drop stops autovacuum workers by itself; FORCE would refuse them (they are not this
        // role's processes) and is only the fallback for a connection a test leaked.
        await cleanup.query(`drop database if exists ${name}`);
      } catch (error) {
        if ((error as { code?: string }).code !== objectInUse) throw error;
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
