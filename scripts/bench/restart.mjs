// Restart to first answer (issue 38): the server started again on an existing database (PGlite and PostgreSQL), from
// the spawn to its first answered GET /api/health, run from the sources through tsx (as `npm start` did
// before issue 38) and from the bundle `npm start` now runs; each start's own phases from its banner.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerBundle, bundleDir } from '../../packages/server/scripts/bundle.mjs';
import { dropDatabase, freshDatabase, postgresServer } from './lib/postgres.mjs';
import { startServerProcess } from './lib/serverProcess.mjs';

const runs = 3;

async function timedStart(dataDir, bundle, databaseUrl) {
  const started = performance.now();
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl && { DATABASE_URL: String(databaseUrl) }),
  };
  const server = await startServerProcess({ env, bundle });
  const health = await fetch(`${server.url}/api/health`);
  const ms = performance.now() - started;
  const phases = /Started in [^\n]*/.exec(server.output())?.[0] ?? '(no phases printed)';
  await server.stop();
  if (!health.ok) throw new Error(`health answered ${health.status}`);
  return { ms, phases };
}

/** Restarts on one database (PGlite in `dataDir` when `databaseUrl` is null): rows of the table. */
async function restarts(name, dataDir, bundle, databaseUrl) {
  // The first start makes the database and seeds the demo: not a restart.
  await timedStart(dataDir, bundle, databaseUrl);
  const rows = [];
  for (let index = 0; index < runs; index += 1) {
    for (const [how, folder] of [
      ['sources through tsx', null],
      ['bundle (npm start)', bundle],
    ]) {
      const { ms, phases } = await timedStart(dataDir, folder, databaseUrl);
      rows.push(`| ${name} | ${index + 1} | ${how} | ${(ms / 1000).toFixed(1)} s | ${phases} |`);
    }
  }
  return rows;
}

export async function run() {
  await buildServerBundle('bench');
  const bundle = bundleDir('bench');
  const dataDir = mkdtempSync(join(tmpdir(), 'restart-bench-'));
  const load = [loadavg()[0].toFixed(2)];
  const postgres = postgresServer();
  const benchDatabase = 'exchange_restart_bench';
  try {
    const rows = await restarts('PGlite', dataDir, bundle, null);
    if (postgres.url) {
      const url = freshDatabase(postgres.url, benchDatabase);
      rows.push(...(await restarts('PostgreSQL', dataDir, bundle, url)));
    } else rows.push(`| PostgreSQL | ${postgres.reason} |`);
    load.push(loadavg()[0].toFixed(2));
    return [
      '## Restart to first answer',
      '',
      `An existing database with the demo data (PGlite's data folder; a PostgreSQL database); the server started`,
      `${runs} times each way on each, from the spawn to its first answered \`GET /api/health\`. The phases are the`,
      'server\'s own, from its banner ("modules" is loading the code). Load average (1 min) ' +
        `${load[0]} at the start, ${load[1]} at the end.`,
      '',
      '| database | run | server | to first answer | its phases |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (postgres.url) dropDatabase(postgres.url, benchDatabase);
  }
}
