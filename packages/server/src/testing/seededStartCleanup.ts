import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Where the workers' seeded databases live (seededStart.ts), named after the run's main Vitest process, and
 * their removal by the global teardowns. Apart from seededStart.ts so a global setup loads no more than
 * this: it runs before the libraries are built, where the workspace packages do not resolve.
 */
export const seededFolderPrefix = (runPid: number) => `exchange-seeded-${runPid}-`;
export const seededDatabasePrefix = (runPid: number) => `exchange_seeded_${runPid}_`;

/** The global teardown: every seeded folder and database this run's workers made. */
export async function removeSeededStarts(): Promise<void> {
  const prefix = seededFolderPrefix(process.pid);
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(prefix))) {
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [seededDatabasePrefix(process.pid)],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
