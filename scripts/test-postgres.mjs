// `npm run test:postgres`: the server's database suite against a real PostgreSQL. Uses TEST_DATABASE_URL,
// or (as root on Debian, with none given) installs Debian's postgresql (and redis-server and nginx, for the cluster
// tests) and starts it on 127.0.0.1.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { databaseFreeTests } from './databaseFreeTests.mjs';
import { failureLine } from './failureLine.mjs';

function sh(command, args, options = {}) {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });
}

function localPostgres() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) {
    console.error(
      'Set TEST_DATABASE_URL to a PostgreSQL server whose user may create databases ' +
        '(e.g. postgres://user:pass@127.0.0.1:5432/postgres), or run as root on Debian to install one.',
    );
    process.exit(1);
  }
  // The cluster tests (packages/server/src/cluster) run their own Redis beside this PostgreSQL.
  const missing = [
    ...(existsSync('/usr/bin/pg_ctlcluster') ? [] : ['postgresql']),
    ...(existsSync('/usr/bin/redis-server') ? [] : ['redis-server']),
    // npm run start:cluster's proxy (cluster/proxy.test.ts) and production's TLS in front of it
    // (cluster/tls.test.ts, which makes its throwaway certificates with openssl).
    ...(existsSync('/usr/sbin/nginx') ? [] : ['nginx']),
    ...(existsSync('/usr/bin/openssl') ? [] : ['openssl']),
  ];
  if (missing.length > 0) {
    console.log(`Installing Debian's ${missing.join(', ')}...`);
    const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    execFileSync('apt-get', ['update'], apt);
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], apt);
  }
  const clusters = sh('pg_lsclusters', ['--no-header']).trim().split('\n').filter(Boolean);
  const [version, name, port] = (clusters[0] ?? '').split(/\s+/);
  if (!version || !name || !port) throw new Error('No PostgreSQL cluster found after installing postgresql');
  spawnSync('pg_ctlcluster', [version, name, 'start'], { stdio: 'inherit' });
  const psql = (sql) => sh('su', ['postgres', '-c', `psql -p ${port} -v ON_ERROR_STOP=1 -qAtc "${sql}"`]);
  if (psql("select 1 from pg_roles where rolname = 'exchange_test'").trim() !== '1') {
    psql("create role exchange_test login createdb password 'exchange_test'");
  }
  // CREATEROLE: packages/server/src/db/rolePowers.test.ts makes the owner and the runtime role of
  // docs/DEPLOY.md and checks that production refuses a role like this one.
  psql('alter role exchange_test createrole');
  // A throwaway cluster of this script's own: nothing in it outlives the run, so PostgreSQL need not wait
  // for the disk at each commit. The tests kill the server under test, never PostgreSQL, so what they check
  // of durability is unchanged; a server given by TEST_DATABASE_URL keeps its own settings.
  for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
    psql(`alter system set ${setting} = off`);
  }
  psql('select pg_reload_conf()');
  return `postgres://exchange_test:exchange_test@127.0.0.1:${port}/postgres`;
}

/**
 * Files that run the embedded database whatever TEST_DATABASE_URL says (PGlite's own file system, the
 * embedded backup that PostgreSQL leaves to pg_dump, create-admin on a data folder, main.ts started on new
 * data folders): here they would only repeat the node suite's run, about two minutes of it.
 */
const embeddedOnly = [
  'packages/server/src/backup/backup.test.ts',
  'packages/server/src/createAdmin.test.ts',
  'packages/server/src/db/durableFs.test.ts',
  'packages/server/src/main.test.ts',
  'packages/server/src/startScript.test.ts',
];

const url = process.env.TEST_DATABASE_URL ?? localPostgres();
mkdirSync('.cache', { recursive: true });
const resultsFile = '.cache/vitest-postgres.json';
rmSync(resultsFile, { force: true });
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project=node',
    'packages/server',
    ...[...embeddedOnly, ...databaseFreeTests()].map((file) => `--exclude=${file}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
let passed = 0;
let failed = run.status === 0 ? 0 : 1;
const failures = run.status === 0 ? [] : ['PostgreSQL suite: exited non-zero'];
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (run.status !== 0 && results.numFailedTests === 0 ? 1 : 0);
  const named = results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `PostgreSQL ${failureLine(file.name.replace(`${process.cwd()}/`, ''), test)}`),
  );
  if (named.length > 0) failures.splice(0, failures.length, ...named);
}
writeFileSync('.cache/summary-postgres.json', JSON.stringify({ passed, failed, failures }));
console.log(`\nPostgreSQL suite: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
