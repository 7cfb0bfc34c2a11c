import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { entryArgs, type BundledEntry } from '../testing/serverBundle.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { moneyAfterwards, startMoneyLoad, waitFor } from '../testing/moneyLoad.ts';
import { startServer } from '../testing/serverProcess.ts';

/**
 * `npm run backup` while the server runs and takes money moves, then `npm run restore` into a fresh
 * folder: the restored ledger adds up (`npm run verify-ledger`) and holds every move acknowledged before
 * the backup began. Always the embedded database: PostgreSQL's backup is pg_dump (the README).
 */
const run = promisify(execFile);
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'backup-'));
  folders.push(path);
  return path;
}
const { DATABASE_URL: _database, TEST_DATABASE_URL: _test, ...environment } = process.env;

async function script(name: BundledEntry, dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, entryArgs(name, args), {
      env: { ...environment, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run backup and npm run restore (embedded database)', () => {
  it('copies the running database consistently; the restore passes verify-ledger with every move in it', async () => {
    const live = folder();
    const file = join(folder(), 'exchange.tar.gz');
    const server = await startServer(live, { NODE_ENV: 'test' });
    let before: string[];
    try {
      expect(server.url, server.output).not.toBeNull();
      const load = await startMoneyLoad(server.url ?? '', 5);
      try {
        await waitFor(() => load.acknowledged.length >= 3, 60_000, 'acknowledged moves');
        before = [...load.acknowledged];
        const backup = await script('backup', live, [file]);
        expect(backup.output).toContain('by the running server');
        expect(backup.code, backup.output).toBe(0);
      } finally {
        await load.stop();
      }
    } finally {
      await server.stop();
    }
    expect(server.exitCode, server.output).toBe(0);

    const restored = join(folder(), 'data');
    const restore = await script('restore', restored, [file]);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('the ledger adds up');
    const verify = await script('verifyLedger', restored, []);
    expect(verify.code, verify.output).toBe(0);
    const database = await openDatabase({ dataDir: restored });
    try {
      expect(await moneyAfterwards(database.db, before)).toEqual({ problems: [], missing: [] });
    } finally {
      await database.close();
    }

    // Never over a database: the restored folder is not empty now.
    const again = await script('restore', restored, [file]);
    expect(again.code).toBe(2);
    expect(again.output).toContain('restore fills an empty folder only');
  });
});
