import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { verifyLedger } from '../ledger/index.ts';

/**
 * `npm run restore -- file`: makes DATA_DIR (./data by default) the embedded database of a backup from
 * `npm run backup`, then checks its ledger (as `npm run verify-ledger` does). It only fills an empty or
 * missing folder: it never overwrites a database (move the old folder away first, keeping it until the
 * restored one is checked). On PostgreSQL use pg_restore (see the README).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).');
    return 2;
  }
  const file = process.argv[2];
  if (!file || !existsSync(file)) {
    console.error('Usage: npm run restore -- <backup file from npm run backup>');
    return 2;
  }
  const dataDir = resolve(config.dataDir);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    console.error(
      `${dataDir} is not empty: restore fills an empty folder only. Stop the server, move the folder away ` +
        '(keep it until the restored database is checked), and run npm run restore again.',
    );
    return 2;
  }
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    const problems = await verifyLedger(database.db);
    if (problems.length > 0) {
      console.log(`Restored to ${dataDir}, but the ledger does not add up (${problems.length} problems):`);
      console.log(problems.map((problem) => `- ${problem.message}`).join('\n'));
      return 1;
    }
  } finally {
    await database.close();
  }
  console.log(
    `Restored ${resolve(file)} to ${dataDir}; the ledger adds up. Start the server with DATA_DIR=${dataDir}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
