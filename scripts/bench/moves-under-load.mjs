// `npm run bench -- moves-under-load`: issue 38's operators under load. 64 clients with a 5 s time-out
// (59 moving chips between demo operators and their children, 5 deciding a player's withdrawals) against
// the server as `npm start` runs it (bundled, strong password hashing, its deadline a second inside the
// clients' time-out), on PGlite and on PostgreSQL: how many moves and decisions succeed, and whether any
// that a client gave up on was applied afterwards. The workload is the CI test's
// (packages/server/src/timedOutMoves.test.ts, at 32 clients), run by a TypeScript runner through tsx.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresServer, psql } from './lib/postgres.mjs';
import { root, tsx } from './lib/serverProcess.mjs';

const clients = Number(process.env.BENCH_CLIENTS ?? 64);
const loadMs = Number(process.env.BENCH_LOAD_MS ?? 30_000);
const runner = 'packages/server/src/testing/movesUnderLoadBench.ts';

function measure(databaseUrl) {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.TEST_DATABASE_URL = String(databaseUrl);
  const load = loadavg()[0].toFixed(2);
  const run = spawnSync(process.execPath, [...tsx, runner, String(clients), String(loadMs)], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The runner's seeded copies are named after this process (testing/seededStartCleanup.ts).
  for (const name of readdirSync(tmpdir()).filter((entry) =>
    entry.startsWith(`exchange-seeded-${process.pid}-`),
  )) {
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  if (databaseUrl) {
    const seeded = psql(
      databaseUrl,
      `select datname from pg_database where starts_with(datname, 'exchange_seeded_${process.pid}_')`,
    );
    for (const name of seeded.split('\n').filter(Boolean))
      psql(databaseUrl, `drop database if exists ${name} with (force)`);
  }
  if (run.status !== 0) throw new Error(`${runner} exited with ${run.status}`);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
  return { ...result, load: `${load} → ${loadavg()[0].toFixed(2)}` };
}

const share = (part, whole) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)}%`);

function row(name, result) {
  const late = result.lateMoves.length + result.lateDecisions.length + result.decisionsMadeTwice;
  const lost = result.ledger.missing.length;
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${status === '0' ? 'timed out' : status} ${count}`)
    .join(', ');
  return (
    `| ${name} | ${result.moves} | ${share(result.movesDone, result.moves)} | ${result.movesTimedOut} | ` +
    `${result.decisionsSent} | ${share(result.decisionsMade, result.decisionsSent)} | ${result.decisionsTimedOut} | ` +
    `${late} | ${lost} | ${result.ledger.problems.length} | ${statuses} | ${result.load} |`
  );
}

/** The server's logged errors of a run (the cause of any 500), quoted below the table. */
const errorsOf = (name, result) =>
  result.serverErrors.map((line) => `- ${name}: \`${line.replaceAll('`', "'").slice(0, 300)}\``);

export async function run() {
  const pglite = measure(null);
  const rows = [row('PGlite', pglite)];
  const errors = errorsOf('PGlite', pglite);
  const postgres = postgresServer();
  if (postgres.url) {
    const measured = measure(postgres.url);
    rows.push(row('PostgreSQL', measured));
    errors.push(...errorsOf('PostgreSQL', measured));
  } else rows.push(`| PostgreSQL | ${postgres.reason} |`);
  return [
    '## Moves under load: operators at 64 clients with a 5 s time-out',
    '',
    `${clients} clients for ${loadMs / 1000} s, each with a 5 s time-out: ${clients - pglite.decisionClients} move a`,
    'rupee between a demo operator and its child and back, each move keyed; the rest have the demo player ask to',
    'withdraw a rupee and its Agent approve or reject it, retrying a decision that timed out. The server runs',
    "bundled, as `npm start` runs it, with production's password hashing and its request deadline at 4 s. Late:",
    'moves and decisions applied after their client gave up, and retried decisions refused as made already. Lost:',
    'acknowledged moves missing from the ledger. Problems: the ledger check (verify-ledger) after the run.',
    '',
    '| database | moves | succeeded | timed out | decisions | succeeded | timed out | late | lost | ledger problems | moves answered | load (1 min) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    ...(errors.length > 0 ? ['', 'The server logged these errors:', '', ...errors] : []),
  ].join('\n');
}
