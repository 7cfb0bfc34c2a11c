// `npm run start:cluster -- --workers N`: the exchange as production runs it (docs/DEPLOY.md), on one
// machine: N server processes on one PostgreSQL (DATABASE_URL, required) and one Redis (REDIS_URL, or a
// redis-server started here), behind Debian's nginx with deploy/nginx.conf on one port (PORT, 3000).
//   --workers N              N processes, each serving the three APIs (2 by default)
//   --main N --data N --bet N  spec 7's three APIs as pools of their own (APIS), instead of --workers
//   --port P                 where nginx listens (PORT otherwise, 3000 by default)
//   --demo                   seed the demo data (the first process does, before the others start)
//   --api-only               no Storybook or player app build and no built-in casino provider (tests)
// A process that dies is started again on its port after a second, as a supervisor (systemd) would; the
// others take over the feed and the casino dealer meanwhile. Ctrl-C stops everything it started.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { nginxArgs, nginxBinary, writeNginxConfig } from './lib/nginx.mjs';
import { buildServerBundle, bundleDir } from '../packages/server/scripts/bundle.mjs';
import { buildSite, siteEnv, startBuiltinProvider } from './lib/site.mjs';

const redisBinary = process.env.REDIS_SERVER_BINARY ?? '/usr/bin/redis-server';
const restartDelayMs = 1_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function count(name, text, fallback) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 32)
    fail(`--${name} must be a whole number from 0 to 32`);
  return value;
}

let options;
try {
  options = parseArgs({
    options: {
      workers: { type: 'string' },
      main: { type: 'string' },
      data: { type: 'string' },
      bet: { type: 'string' },
      port: { type: 'string' },
      demo: { type: 'boolean' },
      'api-only': { type: 'boolean' },
    },
  }).values;
} catch (error) {
  fail(`${error.message}\nUsage: npm run start:cluster -- --workers N [--port P] [--demo]`);
}

const split = options.main !== undefined || options.data !== undefined || options.bet !== undefined;
if (split && options.workers !== undefined) fail('Give either --workers or --main/--data/--bet, not both');
/** The pools: which APIs each serves and how many processes it has. */
const pools = split
  ? [
      { name: 'main', apis: 'main', size: count('main', options.main, 1) },
      { name: 'data', apis: 'data', size: count('data', options.data, 1) },
      { name: 'bet', apis: 'bet', size: count('bet', options.bet, 1) },
    ]
  : [{ name: 'all', apis: 'main,data,bet', size: count('workers', options.workers, 2) }];
for (const pool of pools)
  if (pool.size < 1) fail(`--${pool.name === 'all' ? 'workers' : pool.name} must be at least 1`);
const port = Number(options.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port must be between 1 and 65535');

if (!process.env.DATABASE_URL) {
  fail(
    'npm run start:cluster needs DATABASE_URL: the processes share one PostgreSQL (the embedded database is ' +
      "one process's; `npm start` runs that). For example:\n" +
      '  DATABASE_URL=postgres://exchange:secret@127.0.0.1:5432/exchange npm run start:cluster -- --workers 2 --demo',
  );
}
if (!existsSync(nginxBinary)) fail(`${nginxBinary} is missing: apt-get install nginx`);
if (!process.env.REDIS_URL && !existsSync(redisBinary)) {
  fail(`${redisBinary} is missing: apt-get install redis-server (or give REDIS_URL)`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** Copies a child's output line by line, each line named after the child, unless `shown` says no. */
function relay(stream, name, onLine, shown = () => true) {
  let partial = '';
  stream.on('data', (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    // Asked once a chunk: a server's banner comes in one write, its ready line first.
    const show = shown();
    for (const line of lines) {
      if (show) console.log(`[${name}] ${line}`);
      onLine?.(line);
    }
  });
}

let stopping = false;
const cleanups = [];
const runDir = mkdtempSync(join(tmpdir(), 'exchange-cluster-'));
// nginx's workers drop root for `nobody`, which must reach the temporary folders nginx makes in here.
chmodSync(runDir, 0o755);
cleanups.push(() => rmSync(runDir, { recursive: true, force: true }));

/**
 * Starts a process and resolves once `ready` sees the line it waits for; rejects if it exits first. A
 * `quiet` child's standard output shows only once it is ready (its errors always).
 */
function startChild(name, command, args, env, ready, quiet = false) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let isReady = false;
  const started = new Promise((resolve, reject) => {
    const onLine = (line) => {
      if (isReady || !ready(line)) return;
      isReady = true;
      resolve();
    };
    relay(child.stdout, name, onLine, () => isReady || !quiet);
    relay(child.stderr, name, onLine);
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready`)),
    );
  });
  return { child, started };
}

async function startRedis() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const redisPort = await freePort();
  // Nothing in it outlives the processes: the board's snapshot is rewritten by the feed's leader, the rest
  // is messages and rate-limit counters. So no saving to disk.
  const { child, started } = startChild(
    'redis',
    redisBinary,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    process.env,
    (line) => line.includes('Ready to accept connections'),
    // Its start-up notices are not news (what goes wrong still shows).
    true,
  );
  cleanups.push(() => child.kill('SIGTERM'));
  await started;
  return `redis://127.0.0.1:${redisPort}`;
}

const workers = [];

/** The first process's banner has the demo logins and the leaderships; the others' would repeat it. */
let bannerShown = false;

function startWorker(worker, env) {
  const args = ['--enable-source-maps', `${bundleDir('start')}/main.mjs`];
  if (options.demo) args.push('--demo');
  const { child, started } = startChild(
    worker.name,
    process.execPath,
    args,
    { ...env, PORT: String(worker.port), APIS: worker.apis },
    (line) => line.includes('Exchange server running'),
    bannerShown,
  );
  bannerShown = true;
  worker.child = child;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.log(`[${worker.name}] stopped (${signal ?? `exit ${code}`}); starting it again in 1 s`);
    setTimeout(() => {
      if (!stopping) startWorker(worker, env).catch((error) => console.error(error.message));
    }, restartDelayMs);
  });
  return started;
}

/** deploy/nginx.conf with the plain front door, filled in; answers the main file's path. */
function writeNginx() {
  const serversOf = (apis) => {
    const serving = workers.filter((worker) => worker.apis.split(',').includes(apis));
    return serving
      .map((worker) => `        server 127.0.0.1:${worker.port} max_fails=1 fail_timeout=2s;`)
      .join('\n');
  };
  return writeNginxConfig(runDir, {
    runDir,
    frontDoor: 'nginx-plain.conf',
    listen: String(port),
    fileLimit: '40000',
    connections: '16384',
    mainServers: serversOf('main'),
    dataServers: serversOf('data'),
    betServers: serversOf('bet'),
  });
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const exits = workers
    .filter((worker) => worker.child && worker.child.exitCode === null && worker.child.signalCode === null)
    .map((worker) => {
      const exited = new Promise((resolve) => worker.child.once('exit', resolve));
      worker.child.kill('SIGTERM');
      return exited;
    });
  await Promise.all(exits);
  for (const cleanup of cleanups.reverse()) cleanup();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

try {
  const siteVariables = {};
  // The workers run the server bundled, as `npm start` does (scripts/start.mjs).
  await buildServerBundle('start');
  if (!options['api-only']) {
    buildSite();
    Object.assign(siteVariables, siteEnv, startBuiltinProvider(String(port)));
  }
  const redisUrl = await startRedis();
  const env = {
    LOG_LEVEL: 'warn',
    ...siteVariables,
    ...process.env,
    HOST: '127.0.0.1',
    REDIS_URL: redisUrl,
    // nginx is the one proxy: its X-Forwarded-For names the player.
    TRUSTED_PROXIES: '127.0.0.1',
  };
  for (const pool of pools) {
    for (let index = 1; index <= pool.size; index += 1) {
      workers.push({ name: `${pool.name}-${index}`, apis: pool.apis, port: await freePort(), child: null });
    }
  }
  // The first alone: it migrates, seeds the demo and makes the token secret the others then read.
  const [first, ...rest] = workers;
  await startWorker(first, env);
  await Promise.all(rest.map((worker) => startWorker(worker, env)));

  const nginxConfig = writeNginx();
  const args = nginxArgs(runDir, nginxConfig);
  const test = spawn(nginxBinary, [...args, '-t', '-q'], { stdio: 'inherit' });
  const tested = await new Promise((resolve) => test.once('exit', resolve));
  if (tested !== 0) throw new Error(`nginx refused the configuration (${nginxConfig})`);
  const nginx = spawn(nginxBinary, [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  nginx.once('exit', (code) => {
    if (!stopping) {
      console.error(`nginx stopped (exit ${code}); stopping the cluster`);
      void stop(1);
    }
  });
  cleanups.unshift(() => nginx.kill('SIGQUIT'));

  const url = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const answer = await fetch(`${url}/api/health`).catch(() => null);
    if (answer?.ok) break;
    if (attempt === 100) throw new Error(`nginx does not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const shape = workers.map((worker) => `${worker.name} (port ${worker.port})`).join(', ');
  console.log(
    `\nExchange cluster at ${url}: nginx in front of ${workers.length} processes: ${shape}.\n` +
      `Redis ${process.env.REDIS_URL ? 'at REDIS_URL' : `started here (${redisUrl})`}; ` +
      `nginx's configuration: ${nginxConfig}. Which process leads the feed and the casino ` +
      `dealer: GET ${url}/api/health on each process's port.`,
  );
} catch (error) {
  console.error(error.message);
  await stop(1);
}
