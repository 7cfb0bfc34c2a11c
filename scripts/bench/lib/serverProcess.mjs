// The real server as the server bench parts (server.mjs, cluster.mjs) run it: main.ts in a process of its
// own on a free port, its players seeded before it starts, and the simulator's market every bench bet is on.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Node's flags that run the workspace's TypeScript sources, as `npm start` does. */
export const tsx = ['--conditions=@exchange/source', '--import', 'tsx'];

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * main.ts (through tsx, or `bundle`'s main.mjs) on a free port of 127.0.0.1 with `env` over this process's
 * environment (without its database settings: only what `env` names), `args` after main.ts and `nodeArgs`
 * before it. Resolves once it
 * listens; rejects, with its output, if it exits before or is not listening after `startMs` (then killed,
 * so a bench that gives up leaves no server behind). `onSpawn` hears the child process at once, for a bench
 * that must kill it if it is itself stopped before the server listens.
 */
export async function startServerProcess({
  env,
  args = ['--demo'],
  nodeArgs = [],
  bundle = null,
  startMs = 180_000,
  onSpawn = () => {},
}) {
  const port = await freePort();
  const environment = { ...process.env };
  delete environment.DATABASE_URL;
  delete environment.TEST_DATABASE_URL;
  // `bundle`: the folder of a server bundle (packages/server/scripts/bundle.mjs), as `npm start` runs it.
  const entry = bundle ? [join(bundle, 'main.mjs')] : [...tsx, join(root, 'packages/server/src/main.ts')];
  const child = spawn(process.execPath, [...nodeArgs, ...entry, ...args], {
    cwd: root,
    env: { ...environment, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn(child);
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server was not listening after ${startMs} ms:\n${output}`));
    }, startMs);
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes('Exchange server running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    exited,
    running,
    output: () => output,
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * `count` funded players, each with an open session, written into the database before the server starts
 * (server/seedPlayers.mjs: a PostgreSQL `databaseUrl`, or PGlite in `dataDir` when it is null); their
 * access tokens, signed with `secret`, in player order.
 */
export function seedPlayers({ dir, dataDir, databaseUrl, count, secret }) {
  const tokensFile = join(dir, 'tokens.json');
  const seeding = spawnSync(
    process.execPath,
    [
      ...tsx,
      join(root, 'scripts/bench/server/seedPlayers.mjs'),
      dataDir,
      databaseUrl ? String(databaseUrl) : '',
      String(count),
      tokensFile,
    ],
    { cwd: root, env: { ...process.env, JWT_SECRET: secret }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (seeding.status !== 0) throw new Error(`seeding ${count} players failed`);
  return JSON.parse(readFileSync(tokensFile, 'utf8'));
}

/** GET /api/<path> as the token's player; the answer's data. */
export async function apiGet(url, token, path) {
  const response = await fetch(`${url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok) {
    throw Object.assign(new Error(`GET ${path}: ${response.status} ${body.message}`), {
      status: response.status,
    });
  }
  return body.data;
}

/**
 * An upcoming match odds market of the simulator, open and priced: what every bench bet is on. Asked
 * until the simulator's first tick has announced its events (within `waitMs`).
 */
export async function findMarket(url, token, waitMs = 130_000, { latest = false } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    // The first tick's writes can keep the server busy (a 503) for a moment.
    const market = await openMarket(url, token, latest).catch((error) => {
      if (error.status === 503) return null;
      throw error;
    });
    if (market) return market;
    if (Date.now() > deadline) throw new Error('the simulator has no open upcoming match odds market');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** `latest`: the match that starts last first, so a feed ticking every second does not start it mid-run. */
async function openMarket(url, token, latest = false) {
  const get = (path) => apiGet(url, token, path);
  // Soccer, tennis, then the rest: their match odds markets suspend least.
  for (const sportId of [1, 2, 4, 7, 4339]) {
    const matches = await get(`get-match-list?sportId=${sportId}&status=upcoming`);
    if (latest) matches.sort((a, b) => Date.parse(b.openDate) - Date.parse(a.openDate));
    for (const match of matches) {
      if (match.inPlay) continue;
      for (const market of await get(`get-market-list?matchId=${match.matchId}`)) {
        const runner = market.runners.find(
          (candidate) =>
            candidate.status !== 'SUSPENDED' &&
            candidate.ex.availableToBack.length > 0 &&
            candidate.ex.availableToLay.length > 0,
        );
        if (market.oddsType === undefined && (market.status ?? 'OPEN') === 'OPEN' && runner) {
          return {
            matchId: market.matchId,
            marketId: market.marketId,
            marketName: market.marketName,
            selectionId: runner.selectionId,
            runnerName: runner.runnerName,
          };
        }
      }
    }
  }
  return null;
}
