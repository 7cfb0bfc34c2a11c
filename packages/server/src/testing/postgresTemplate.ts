import type pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { migrationsKey } from './migratedDump.ts';

/** Any fixed number: the advisory lock under which one process at a time looks for or builds the template. */
const templateLock = 0x65786368;

/** `serverUrl` pointing at the database `name` on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database on the server holding the migrated schema, built once per set of migrations and kept: each
 * test file's database is a copy of it (`create database ... template`), cheaper than migrating each.
 * `admin` is a connected client on a database other than the template.
 */
export async function migratedTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `exchange_template_${migrationsKey()}`;
  await admin.query('select pg_advisory_lock($1)', [templateLock]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed once migrated, so a run that dies halfway leaves no template.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ url: databaseUrl(serverUrl, building), dataDir: null });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [templateLock]);
  }
  return name;
}
