import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database.ts';
import { migratedDump } from '../testing/migratedDump.ts';
import { databaseUrl } from '../testing/postgresTemplate.ts';
import { entryArgs, type BundledEntry } from '../testing/serverBundle.ts';
import { startServer } from '../testing/serverProcess.ts';
import { openDatabase } from './client.ts';
import { refusePowerfulRole, rolePowers } from './rolePowers.ts';

/** ASVS 13.2.2: the role a production server connects as reaches nothing past the exchange's tables. */

// One data folder for every start here: each reads the secrets the first made.
const dataDir = mkdtempSync(join(tmpdir(), 'role-powers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the database role of a production server', () => {
  it('is refused when a superuser, naming it and where the way out is written', async () => {
    // The embedded engine is PostgreSQL's own, with one role, a superuser; production exempts it (it is the
    // process's own database), so here it stands for a PostgreSQL server reached as a superuser.
    const database = await openDatabase({ dataDir: null, loadDataDir: await migratedDump() });
    try {
      expect(await rolePowers(database.db)).toEqual({ role: 'postgres', powers: ['is a superuser'] });
      await expect(refusePowerfulRole({ ...database, kind: 'postgres' }, true)).rejects.toThrow(
        'Refusing to start in production: the database role postgres is a superuser.\n' +
          "- Connect as a role that only reads and writes the exchange's tables (docs/DEPLOY.md, " +
          '"The database role and its connection")',
      );
      await expect(refusePowerfulRole({ ...database, kind: 'postgres' }, false)).resolves.toBeUndefined();
      await expect(refusePowerfulRole(database, true)).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

const serverUrl = process.env['TEST_DATABASE_URL'];

/** Whether the test role may make the roles below (npm run test:postgres gives it CREATEROLE). */
async function mayCreateRoles(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ may: boolean }>(
      'select rolsuper or rolcreaterole as may from pg_roles where rolname = current_user',
    );
    return rows[0]?.may ?? false;
  } finally {
    await client.end();
  }
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function asRole(url: string, role: string, password: string): string {
  const address = new URL(url);
  address.username = role;
  address.password = password;
  return address.toString();
}

const run = promisify(execFile);
const { DATABASE_URL: _database, TEST_DATABASE_URL: _test, ...environment } = process.env;

/** A command-line entry (npm run migrate, create-admin) on `url`: what it printed, and whether it succeeded. */
function runEntry(entry: BundledEntry, url: string, args: string[] = []) {
  return run(process.execPath, entryArgs(entry, args), {
    env: { ...environment, DATABASE_URL: url, NODE_ENV: 'production' },
  }).then(
    ({ stdout }) => ({ ok: true, output: stdout }),
    (error: { stderr: string }) => ({ ok: false, output: error.stderr }),
  );
}

describe.runIf(await mayCreateRoles(serverUrl))('production on PostgreSQL (npm run test:postgres)', () => {
  const admin = serverUrl ?? '';

  it('refuses to start as a role that may create roles, as the test role may', async () => {
    const database = await openTestDatabase();
    try {
      const started = await startServer(dataDir, {
        NODE_ENV: 'production',
        DATABASE_URL: database.url ?? '',
      });
      expect(started.exitCode, started.output).toBe(1);
      expect(started.output).toMatch(
        /Refusing to start in production: the database role \w+ (is a superuser|may create roles)/,
      );
    } finally {
      await database.close();
    }
  });

  // The setup docs/DEPLOY.md ("The database role and its connection") gives, under names of this test's own.
  const suffix = randomBytes(4).toString('hex');
  const owner = `exchange_owner_${suffix}`;
  const runtime = `exchange_app_${suffix}`;
  const name = `exchange_roles_${suffix}`;
  const password = randomBytes(12).toString('hex');
  // Read once the describe runs: without a server there is no URL to build them from.
  const ownerUrl = () => asRole(databaseUrl(admin, name), owner, password);
  const runtimeUrl = () => asRole(databaseUrl(admin, name), runtime, password);

  afterAll(async () => {
    await onServer(admin, async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`drop role if exists ${runtime}`);
      await client.query(`drop role if exists ${owner}`);
    });
  });

  it("starts as a role that only reads and writes the tables the owner migrated, and that role cannot drop the logs' guards", async () => {
    await onServer(admin, async (client) => {
      await client.query(`create role ${owner} login password '${password}'`);
      await client.query(`create role ${runtime} login password '${password}'`);
      // The test role makes and drops the database in the owner's name (an administrator need not).
      await client.query(`grant ${owner} to current_user`);
      await client.query(`create database ${name} owner ${owner}`);
      await client.query(`revoke all on database ${name} from public`);
      await client.query(`grant connect on database ${name} to ${runtime}`);
    });
    await onServer(ownerUrl(), async (client) => {
      await client.query('create schema drizzle');
      await client.query(`grant usage on schema public, drizzle to ${runtime}`);
      await client.query(
        `alter default privileges in schema public grant select, insert, update, delete on tables to ${runtime}`,
      );
      await client.query(
        `alter default privileges in schema public grant usage, select on sequences to ${runtime}`,
      );
      await client.query(`alter default privileges in schema drizzle grant select on tables to ${runtime}`);
    });
    expect(await runEntry('migrate', ownerUrl())).toEqual({
      ok: true,
      output: 'The database has every migration.\n',
    });

    const started = await startServer(dataDir, { NODE_ENV: 'production', DATABASE_URL: runtimeUrl() });
    try {
      expect(started.url, started.output).not.toBeNull();
      expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
    } finally {
      await started.stop();
    }
    expect(
      await runEntry('createAdmin', runtimeUrl(), ['--username', 'Owner', '--password', 'Harbour7Violet']),
    ).toEqual({
      ok: true,
      output: 'Created the Super Admin Owner.\n',
    });
    const refusal = await onServer(runtimeUrl(), (client) =>
      client.query('alter table audit_log disable trigger user').then(
        () => 'done',
        (error: Error) => error.message,
      ),
    );
    expect(refusal).toBe('must be owner of table audit_log');
  });

  it('refuses to start as that role while a migration waits, naming npm run migrate', async () => {
    const last = await onServer(ownerUrl(), async (client) => {
      const { rows } = await client.query<{ id: number; hash: string; created_at: string }>(
        'delete from drizzle.__drizzle_migrations where created_at = ' +
          '(select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at',
      );
      return rows[0];
    });
    try {
      const started = await startServer(dataDir, { NODE_ENV: 'production', DATABASE_URL: runtimeUrl() });
      expect(started.exitCode, started.output).toBe(1);
      expect(started.output).toContain(
        `The database role may not read or apply the migrations (permission denied for database ${name}).\n` +
          "- Apply them as the tables' owner first (DATABASE_URL=<the owner's URL> npm run migrate)",
      );
    } finally {
      await onServer(ownerUrl(), (client) =>
        client.query('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
          last?.id,
          last?.hash,
          last?.created_at,
        ]),
      );
    }
  });
});
