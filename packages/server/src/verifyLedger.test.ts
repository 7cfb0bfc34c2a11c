import { minor } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { ledgerEntries, ledgerTransactions } from './db/schema.ts';
import { ensureAccount, house, transfer } from './ledger/index.ts';
import { withoutLedgerGuards } from './testing/ledgerGuards.ts';
import { insertUsers } from './testing/ledgerUsers.ts';
import { openTestDatabase } from './testing/database.ts';
import { migratedDump } from './testing/migratedDump.ts';
import { entryArgs } from './testing/serverBundle.ts';

const run = promisify(execFile);
const where = process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'embedded';
const dataDir = mkdtempSync(join(tmpdir(), 'verify-ledger-'));
// On PostgreSQL (TEST_DATABASE_URL) the script checks a test database there through DATABASE_URL; otherwise
// an embedded database in a folder of its own, whatever the surrounding environment points at.
const serverUrl = process.env['TEST_DATABASE_URL'];
const { DATABASE_URL: _database, TEST_DATABASE_URL: _testDatabase, ...environment } = process.env;
let server: (DatabaseHandle & { url?: string }) | undefined;

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `write` on the database the script will check (PGlite is one process's: closed again after). */
async function onDatabase(write: (db: Database) => Promise<void>): Promise<void> {
  if (serverUrl) {
    server ??= await openTestDatabase();
    await write(server.db);
    return;
  }
  // The first write makes the folder from the cached migrated dump (the script, not a first start, is
  // under test); later ones reopen it.
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const database = await openDatabase({ dataDir, ...(fresh && { loadDataDir: await migratedDump() }) });
  try {
    await database.migrate();
    await write(database.db);
  } finally {
    await database.close();
  }
}

function verifyLedger(env: Record<string, string> = {}) {
  const target = server?.url ? { DATABASE_URL: server.url } : { DATA_DIR: dataDir };
  return run(process.execPath, entryArgs('verifyLedger'), {
    env: { ...environment, ...target, ...env },
  }).then(
    ({ stdout }) => ({ exitCode: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      exitCode: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

describe('npm run verify-ledger', () => {
  it('says so when there is no embedded database to check, and creates none', async () => {
    const missing = join(dataDir, 'missing');
    const answer = await run(process.execPath, entryArgs('verifyLedger'), {
      env: { ...environment, DATA_DIR: missing },
    }).catch((error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }));
    expect(answer).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(`No embedded database in ${missing}`),
    });
  });

  it('says a sound ledger adds up (exit 0)', async () => {
    await onDatabase(async (db) => {
      const [player = ''] = await insertUsers(db, 1);
      await transfer(db, {
        fromUserId: house,
        toUserId: player,
        amount: 10_000,
        kind: 'opening',
        narration: 'Opening',
      });
      await transfer(db, {
        fromUserId: player,
        toUserId: house,
        amount: 2_500,
        kind: 'settlement',
        narration: 'Lost',
      });
    });
    const answer = await verifyLedger();
    expect(answer.output).toMatch(/^The ledger adds up: 2 transactions, 4 entries and 2 accounts checked/);
    expect(answer.output).toContain(`checked in the ${where} database`);
    expect(answer.exitCode).toBe(0);
  });

  it('lists what is wrong with a damaged ledger (exit 1)', async () => {
    await onDatabase(async (db) => {
      const [other = ''] = await insertUsers(db, 1);
      const accountId = (await ensureAccount(db, other)).id;
      // The guards refuse this damage; a database written before them, or with them off, may hold it.
      await withoutLedgerGuards(db, async (tx) => {
        const [created] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'correction', narration: 'Hand-made' })
          .returning({ id: ledgerTransactions.id });
        if (!created) throw new Error('not inserted');
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: created.id, accountId, amount: minor(700), balanceAfter: minor(700) });
        await tx.execute(sql`update accounts set balance = 700 where id = ${accountId}`);
      });
    });
    const answer = await verifyLedger();
    expect(answer.exitCode).toBe(1);
    expect(answer.output).toMatch(/^The ledger does not add up: 2 problems/);
    expect(answer.output).toContain(`problems in the ${where} database`);
    expect(answer.output).toMatch(/^- Transaction \d+ has 1 entries summing to 700$/m);
    expect(answer.output).toContain('- All balances sum to 700, not 0');
  });
});
