import { count } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from './db/schema.ts';
import { verifyLedger } from './ledger/index.ts';

/**
 * `npm run verify-ledger`: replays the whole ledger of a database, the embedded one in DATA_DIR (./data by
 * default) or the PostgreSQL server of DATABASE_URL, with `verifyLedger`, and prints what is wrong (exit 1)
 * or that it adds up (exit 0); exit 2 when it could not check. It only reads, in one snapshot: no
 * migration, nothing created. Stop the server first on the embedded database (PGlite is one process's).
 */

/** Problems printed at most; the count says how many more there are. */
const shownProblems = 200;

async function main(): Promise<number> {
  const config = loadConfig();
  let where: string;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    where = `PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
  } else {
    where = `embedded database in ${resolve(config.dataDir)}`;
    // Opening a folder without a database would make an empty one.
    if (!existsSync(join(config.dataDir, 'PG_VERSION'))) {
      console.error(`No ${where}: set DATA_DIR to the server's data folder, or DATABASE_URL.`);
      return 2;
    }
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const problems = await verifyLedger(database.db);
    if (problems.length > 0) {
      const lines = problems.slice(0, shownProblems).map((problem) => `- ${problem.message}`);
      if (problems.length > shownProblems) lines.push(`- and ${problems.length - shownProblems} more`);
      console.log(
        `The ledger does not add up: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the ${where}.`,
      );
      console.log(lines.join('\n'));
      return 1;
    }
    const [transactions] = await database.db.select({ n: count() }).from(ledgerTransactions);
    const [entries] = await database.db.select({ n: count() }).from(ledgerEntries);
    const [accountRows] = await database.db.select({ n: count() }).from(accounts);
    console.log(
      `The ledger adds up: ${transactions?.n ?? 0} transactions, ${entries?.n ?? 0} entries and ` +
        `${accountRows?.n ?? 0} accounts checked in the ${where}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A failed query's own message is the statement; the database's reason is its cause.
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : error;
    console.error(`Could not check the ledger: ${String(reason)}`);
    process.exit(2);
  },
);
