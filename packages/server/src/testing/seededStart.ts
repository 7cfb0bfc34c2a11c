import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedDemo } from '../seed/demo.ts';
import { migratedDump } from './migratedDump.ts';
import { databaseUrl, migratedTemplate } from './postgresTemplate.ts';
import { seededDatabasePrefix, seededFolderPrefix } from './seededStartCleanup.ts';

/**
 * A database migrated and filled with the demo, made once per test worker and copied for each test whose
 * server start is not itself under test. A first start on a new embedded folder is PGlite's initdb, the
 * migrations and the demo's seed: about 12 s of CPU more than a start on an existing folder
 * (docs/BENCHMARKS.md, "The test run"), and the node, PostgreSQL and end-to-end suites make a dozen such
 * starts. Made here from the cached migrated dump and `seedDemo` in a few seconds, by the first test that
 * asks, so a run of other files pays nothing; main.test.ts still starts on new folders.
 *
 * Named after the run's main Vitest process (the workers' parent), whose global teardown removes them all
 * (`removeSeededStarts`, seededStartCleanup.ts).
 */
export interface SeededStart {
  /** The embedded data folder to copy, or the PostgreSQL database to use as a template. */
  readonly dir?: string;
  readonly template?: string;
}

/** Kept on globalThis: the node setup evaluates this module afresh for each file of a worker. */
const cache = globalThis as { exchangeSeededStart?: Promise<SeededStart> };

/** This worker's seeded database: an embedded folder, or under TEST_DATABASE_URL a PostgreSQL database. */
export function seededStart(): Promise<SeededStart> {
  cache.exchangeSeededStart ??= makeSeededStart();
  return cache.exchangeSeededStart;
}

async function seedInto(handle: DatabaseHandle): Promise<void> {
  try {
    await handle.migrate();
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}

async function makeSeededStart(): Promise<SeededStart> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    const dir = join(tmpdir(), `${seededFolderPrefix(process.ppid)}${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    await seedInto(await openDatabase({ dataDir: dir, loadDataDir: await migratedDump() }));
    return { dir };
  }
  const name = `${seededDatabasePrefix(process.ppid)}${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name} template ${await migratedTemplate(admin, serverUrl)}`);
  } finally {
    await admin.end();
  }
  await seedInto(await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: null }));
  return { template: name };
}

/** Copies a seeded embedded folder into `dir` (new and empty). */
export function copySeededFolder(seeded: SeededStart, dir: string): void {
  if (seeded.dir) cpSync(seeded.dir, dir, { recursive: true });
}
