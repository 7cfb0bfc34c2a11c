import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { backupSignal, latestBackupPath, runningServer, writeDump } from './serverSide.ts';

/**
 * `npm run backup [-- file]`: a consistent copy of the embedded database in DATA_DIR (./data by default),
 * as a gzipped tarball that `npm run restore` reads; by default `backups/exchange-<time>.tar.gz`. While
 * the server runs it asks the server for the copy (serverSide.ts); otherwise it opens the folder itself.
 * On PostgreSQL (DATABASE_URL) it says to use pg_dump, the database's own tool.
 */
const waitMilliseconds = 120_000;

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with its own tools, e.g.\n' +
        '  pg_dump --format=custom --file=exchange.dump "$DATABASE_URL"\n' +
        'and restore with pg_restore --clean --if-exists --dbname="$DATABASE_URL" exchange.dump (see the README).',
    );
    return 2;
  }
  const dataDir = config.dataDir;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    console.error(`No embedded database in ${resolve(dataDir)}: set DATA_DIR to the server's data folder.`);
    return 2;
  }
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const target = resolve(process.argv[2] ?? join('backups', `exchange-${stamp}.tar.gz`));
  mkdirSync(dirname(target), { recursive: true });

  const pid = runningServer(dataDir);
  if (pid !== null) {
    const latest = latestBackupPath(dataDir);
    const before = existsSync(latest) ? statSync(latest).mtimeMs : 0;
    process.kill(pid, backupSignal);
    const deadline = Date.now() + waitMilliseconds;
    while (!existsSync(latest) || statSync(latest).mtimeMs === before) {
      if (Date.now() > deadline) {
        console.error(`The running server (process ${pid}) wrote no backup within two minutes; see its log.`);
        return 1;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    copyFileSync(latest, target);
  } else {
    const database = await openDatabase({ dataDir });
    try {
      const dump = database.dump;
      if (!dump) throw new Error('not an embedded database');
      await writeDump(await dump(), target);
    } finally {
      await database.close();
    }
  }
  console.log(
    `Backup of the embedded database in ${resolve(dataDir)} written to ${target}` +
      `${pid === null ? '' : ` (by the running server, process ${pid})`}.\n` +
      'It holds the token-signing secret and every account: keep it private. Restore with npm run restore.',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
