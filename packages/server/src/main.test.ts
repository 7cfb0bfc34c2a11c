import { minor } from '@exchange/domain';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secretFilePath } from './auth/secrets.ts';
import { withoutLedgerGuards } from './testing/ledgerGuards.ts';
import { openDatabase } from './db/client.ts';
import { accounts, houseAccountId, settings, users } from './db/schema.ts';
import { demoMarkerSettingName, demoPassword } from './seed/demo.ts';
import { migratedDump } from './testing/migratedDump.ts';
import { demoLogin, startServer } from './testing/serverProcess.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'main-start-'));
  folders.push(folder);
  return folder;
}

/** What the server's database holds, read once the server is stopped (the embedded one has one user). */
async function inspect(dir: string) {
  const database = await openDatabase({ dataDir: dir });
  try {
    return {
      settings: await database.db.select().from(settings),
      users: await database.db.select({ username: users.username }).from(users),
    };
  } finally {
    await database.close();
  }
}

describe('starting the server (main.ts)', () => {
  const demoDir = dataDir();

  it("starts npm start's demo: demo data, logins, the outbox, and a secret file kept out of the database", async () => {
    const run = await startServer(demoDir);
    let token: string;
    try {
      expect(run.url, run.output).not.toBeNull();
      expect(run.output).toContain('Demo data seeded.');
      expect(run.output).toContain(`Demo logins (password ${demoPassword}, the transaction password too):`);
      expect(run.output).toContain('/api/dev/outbox');
      expect((await fetch(`${run.url}/api/dev/outbox`)).status).toBe(200);
      token = await demoLogin(run.url ?? '', 'Superadmin');
      const list = await fetch(`${run.url}/api/setting-list`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.status).toBe(200);
      expect(await list.text()).not.toContain(readFileSync(secretFilePath(demoDir), 'utf8').trim());
    } finally {
      await run.stop();
    }
    const path = secretFilePath(demoDir);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(demoDir, 'secrets')).mode & 0o777).toBe(0o700);
    const secret = readFileSync(path, 'utf8').trim();
    const stored = await inspect(demoDir);
    expect(stored.settings.map((row) => row.name)).not.toContain('jwtSecret');
    expect(JSON.stringify(stored.settings)).not.toContain(secret);
    expect(stored.settings.map((row) => row.name)).toContain(demoMarkerSettingName);

    // A restart reads the same secret: the token signed before it still opens the API.
    const again = await startServer(demoDir);
    try {
      expect(again.output).toContain('Demo data already present.');
      const list = await fetch(`${again.url}/api/setting-list`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.status).toBe(200);
    } finally {
      await again.stop();
    }
    expect(readFileSync(path, 'utf8').trim()).toBe(secret);
  });

  it('refuses production on the demo database, with a clear message and exit code 1', async () => {
    const run = await startServer(demoDir, { NODE_ENV: 'production' });
    expect(run.exitCode, run.output).toBe(1);
    expect(run.output).toContain('this database holds the demo data');
  });

  it('refuses production with a Telegram bot token but no webhook secret', async () => {
    const run = await startServer(dataDir(), {
      NODE_ENV: 'production',
      TELEGRAM_BOT_TOKEN: '123456:ABC-def_ghi',
    });
    expect(run.exitCode, run.output).toBe(1);
    expect(run.output).toContain('TELEGRAM_WEBHOOK_SECRET is required in production');
  });

  it('starts production on the embedded database without the demo: no seed, no logins, no outbox', async () => {
    const dir = dataDir();
    const run = await startServer(dir, { NODE_ENV: 'production' });
    try {
      expect(run.url, run.output).not.toBeNull();
      expect(run.output).not.toContain('Demo');
      expect((await fetch(`${run.url}/api/dev/outbox`)).status).toBe(404);
    } finally {
      await run.stop();
    }
    expect((await inspect(dir)).users).toEqual([]);
  });

  it('refuses to start on a ledger that does not add up, saying why, with exit code 1', async () => {
    const dir = dataDir();
    // A migrated folder from the cached dump: this start's refusal, not a first start, is under test.
    const database = await openDatabase({ dataDir: dir, loadDataDir: await migratedDump() });
    try {
      // The database refuses a hand edit of a cached balance (migration 0014); a database damaged with the
      // guards off, or restored from a damaged copy, may still hold one.
      await withoutLedgerGuards(database.db, async (tx) => {
        await tx.insert(accounts).values({ id: houseAccountId, balance: minor(5) });
      });
    } finally {
      await database.close();
    }
    const run = await startServer(dir);
    expect(run.exitCode, run.output).toBe(1);
    expect(run.output).toContain(
      'The ledger does not add up (2 problems); the server will not take bets on it:',
    );
    expect(run.output).toContain('- All balances sum to 5, not 0');
    expect(run.output).toContain(`- Account ${houseAccountId} caches 5; its last entry says nothing`);
    expect(run.output).toContain('npm run verify-ledger');
    expect((await inspect(dir)).users).toEqual([]);
  });

  it('refuses --demo in production', async () => {
    const run = await startServer(dataDir(), { NODE_ENV: 'production' }, ['--demo']);
    expect(run.exitCode, run.output).toBe(1);
    expect(run.output).toContain('--demo cannot run in production');
  });
});
