// `npm run bench -- cluster`: server processes side by side on one PostgreSQL and one Redis, as a cluster
// runs them (docs/adr/0016-scale-out.md): placebet over HTTP at 64 clients on one process and on two, taking
// turns with pgbench as the server part does; a match room's price updates fanned out to 5,000 socket.io
// clients across two processes; and the time the survivor takes to lead the odds feed and the casino's
// dealer when the process leading them is killed, ten times over.
// PostgreSQL: TEST_DATABASE_URL, or the local Debian cluster (started if it is down); Redis: Debian's
// redis-server (TEST_REDIS_SERVER), one of the bench's own for each part. Runs alone with
// `node scripts/bench/cluster.mjs`. BENCH_WARMUP_MS, BENCH_MEASURE_MS, BENCH_ROUNDS, BENCH_CLIENTS (placebet's,
// 0: none), BENCH_PGBENCH_SCALE, BENCH_FANOUT_CLIENTS (0: no fan-out), BENCH_FANOUT_MS (its measured stretch)
// and BENCH_FAILOVER_KILLS (0: no failover) shorten a run.
import { fork, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { io } from 'socket.io-client';
import {
  clockTicks,
  median,
  number,
  percent,
  percentile,
  placebetRound,
  processTicks,
} from './lib/measure.mjs';
import {
  dropDatabase,
  freshDatabase,
  initPgbench,
  pgbenchRound,
  postgresServer,
  psql,
} from './lib/postgres.mjs';
import { apiGet, findMarket, freePort, root, seedPlayers, startServerProcess } from './lib/serverProcess.mjs';

// The server part's warm-up and measured stretch, so placebet's ratio to pgbench compares with its own.
const warmupMs = Number(process.env.BENCH_WARMUP_MS ?? 5_000);
const measureMs = Number(process.env.BENCH_MEASURE_MS ?? 5_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const placebetClients = Number(process.env.BENCH_CLIENTS ?? 64);
// pgbench's advice: a scale at least the number of clients, or it measures contention on its few branch rows.
const pgbenchScale = Number(process.env.BENCH_PGBENCH_SCALE ?? 64);
const fanoutClients = Number(process.env.BENCH_FANOUT_CLIENTS ?? 5_000);
// Longer than a placebet round: a tick's fan-out takes a few hundred ms, and its worst needs a few dozen.
const fanoutMs = Number(process.env.BENCH_FANOUT_MS ?? 10_000);
const failoverKills = Number(process.env.BENCH_FAILOVER_KILLS ?? 10);
/** How long the processes' cost at rest is measured, before the kills. */
const footprintMs = Number(process.env.BENCH_FOOTPRINT_MS ?? 20_000);
const redisBinary = process.env.TEST_REDIS_SERVER ?? '/usr/bin/redis-server';
// Named after this run, and apart from the server part's (both run in one process under `npm run bench`).
const clusterDatabase = `exchange_cluster_${process.pid}`;
const pgbenchDatabase = `exchange_cluster_pgbench_${process.pid}`;

/** The issue's: the survivor leads the feed and the dealer within 5 s of the leader's death. */
const targets = { failoverMs: 5_000 };

/** How often the failover is looked for on the survivor's GET health. */
const failoverPollMs = 50;
/** A failover not seen by then is reported as none, and the kills stop. */
const failoverGiveUpMs = 30_000;
/** A tick's update still missing from some client after this is counted missing, and the next tick goes. */
const fanoutTickTimeoutMs = 10_000;
/** Clients connecting at once: thousands at a time only measure the handshakes' queue. */
const connectingAtOnce = 100;
/** The data namespace's events (packages/domain/src/contract/sockets.ts). */
const dataEvents = { joinMatch: 'joinMatch', matchUpdate: 'matchUpdate' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverages = () =>
  loadavg()
    .map((value) => number(value, 2))
    .join(', ');

/**
 * Everything the bench starts (server processes, load generators, Redis servers, databases, its folder),
 * so it is all stopped and dropped when the run ends, fails or is signalled.
 */
function createResources(postgres) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  /** Each running child and how it is stopped gently; a child leaves the list when it exits. */
  const children = new Map();
  const databases = new Set();
  return {
    dir,
    track(child, stop) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (!children.has(child)) child.once('exit', () => children.delete(child));
      children.set(child, stop);
    },
    /** A fresh database of that name, dropped at the end if the part has not dropped it. */
    database(name) {
      databases.add(name);
      return freshDatabase(postgres, name);
    },
    /** A database made by someone else (pgbench -i), dropped at the end likewise. */
    adopt(name) {
      databases.add(name);
    },
    dropDatabase(name) {
      dropDatabase(postgres, name);
      databases.delete(name);
    },
    /** Stops what still runs, gently (and at once after 15 s), and drops the databases. */
    async release() {
      await Promise.all(
        [...children.values()].map((stop) =>
          Promise.race([stop(), sleep(15_000)]).catch((error) => console.error(error)),
        ),
      );
      this.releaseNow();
    },
    /** At once (a signal): whatever still runs is killed, and the databases dropped. */
    releaseNow() {
      for (const child of children.keys()) child.kill('SIGKILL');
      children.clear();
      for (const name of databases) {
        try {
          dropDatabase(postgres, name);
        } catch (error) {
          console.error(`could not drop ${name}:`, error.message);
        }
      }
      databases.clear();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis of the bench's own on a free port, nothing written to disk (as the cluster tests start theirs). */
async function startRedis(resources) {
  if (!existsSync(redisBinary)) throw new Error(`${redisBinary} is missing: apt-get install redis-server`);
  const port = await freePort();
  const child = spawn(
    redisBinary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  resources.track(child, stop);
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`redis-server exited before it was ready:\n${output}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid, stop };
}

/**
 * Starts the cluster's processes one after the other (the first seeds the demo and wins the singletons),
 * each as `npm start` runs main.ts: on the one database, with the one Redis (none: a process alone) and
 * one JWT secret for all, so a token signed for one verifies on the others. `add` starts one more.
 */
async function startCluster(resources, { databaseUrl, redis, secret, env, count }) {
  const processes = [];
  let started = 0;
  const add = async () => {
    started += 1;
    const dataDir = join(resources.dir, `server-${redis ? 'redis' : 'alone'}-${started}`);
    mkdirSync(dataDir, { recursive: true });
    let child;
    const server = await startServerProcess({
      env: {
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: String(databaseUrl),
        ...(redis && { REDIS_URL: redis.url }),
        JWT_SECRET: secret,
        LOG_LEVEL: 'warn',
        ...env,
      },
      onSpawn: (spawned) => {
        child = spawned;
        resources.track(child, async () => child.kill('SIGKILL'));
      },
    });
    // A process that ends unasked says why: its output is the only account of it.
    let asked = false;
    const member = {
      ...server,
      stop: () => ((asked = true), server.stop()),
      kill: () => ((asked = true), server.kill()),
    };
    void server.exited.then((code) => {
      if (!asked)
        console.error(`server ${server.pid} exited (${code}) unasked:\n${server.output().slice(-4_000)}`);
    });
    resources.track(child, member.stop);
    processes.push(member);
    return member;
  };
  for (let index = 0; index < count; index += 1) await add();
  return {
    processes,
    add,
    stop: async () => {
      await Promise.all(processes.map((server) => server.stop()));
    },
  };
}

/** GET /api/health's answer: the process, its leaderships and its Redis. */
async function health(server) {
  const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
  return (await response.json()).data;
}

const leadsBoth = (answer) => answer.leaderships.includes('feed') && answer.leaderships.includes('casino');

/** Resolves with what `read` answers once `check` holds; fails after `ms` with the last answer. */
async function eventually(read, check, what, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read().catch((error) => ({ error: error.message }));
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

/** Waits until every running process answers health with its Redis ready. */
async function clusterReady(cluster) {
  for (const server of cluster.processes.filter((candidate) => candidate.running())) {
    await eventually(
      () => health(server),
      (answer) => answer.redis === 'ready',
      `${server.url}'s Redis`,
    );
  }
}

// ─── 1. placebet on one process and on two ────────────────────────────────────────────────────────────────

/**
 * One round of placebet on every process of the cluster at once, the clients split evenly among their
 * ports, a load generator for each (its own process); each server's CPU sampled around its generator's
 * measured stretch, which start and end together.
 */
async function clusterPlacebetRound(cluster, loaders, tokens, bet, name) {
  const count = cluster.processes.length;
  const results = await Promise.all(
    cluster.processes.map((server, index) => {
      const from = Math.floor((placebetClients * index) / count);
      const to = Math.floor((placebetClients * (index + 1)) / count);
      const options = {
        url: server.url,
        tokens: tokens.slice(from, to),
        bet,
        concurrency: to - from,
        warmupMs,
        measureMs,
        round: `${name}-${index}`,
      };
      return placebetRound(loaders[index], options, server.pid);
    }),
  );
  const calls = results.reduce((sum, result) => sum + result.calls, 0);
  return {
    perSecond: results.reduce((sum, result) => sum + result.perSecond, 0),
    calls,
    shed: results.reduce((sum, result) => sum + result.shed, 0),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    firstFailure: results.find((result) => result.firstFailure !== null)?.firstFailure ?? null,
    load: results[0].load,
    machineBusy: results[0].machineBusy,
    servers: results.map((result) => ({
      p50: result.p50,
      p99: result.p99,
      calls: result.calls,
      cpuSecondsPer1000: (result.serverTicks / clockTicks / Math.max(1, result.calls)) * 1000,
    })),
    cpuSecondsPer1000:
      (results.reduce((sum, result) => sum + result.serverTicks, 0) / clockTicks / Math.max(1, calls)) * 1000,
  };
}

async function measurePlacement(resources, postgres) {
  const secret = randomBytes(32).toString('hex');
  const databaseUrl = resources.database(clusterDatabase);
  const tokens = seedPlayers({
    dir: resources.dir,
    dataDir: join(resources.dir, 'seed'),
    databaseUrl,
    count: placebetClients,
    secret,
  });
  resources.adopt(pgbenchDatabase);
  const pgbenchInitMs = initPgbench(postgres, pgbenchDatabase, pgbenchScale);
  const maxConnections = Number(psql(postgres, 'show max_connections'));
  const load = loadAverages();
  // As the server part runs it: the simulator's catalog, its prices still for the minute, no round loop.
  const env = { FEED: 'simulator', FEED_SEED: '22', FEED_TICK_MS: '60000', CASINO: 'off' };
  const setups = [
    { label: '1 process, no Redis (as the server part runs it)', count: 1, redis: false },
    { label: '1 process with Redis', count: 1, redis: true },
    { label: '2 processes with Redis', count: 2, redis: true },
  ];
  const rows = [];
  for (const setup of setups) {
    const redis = setup.redis ? await startRedis(resources) : null;
    const cluster = await startCluster(resources, { databaseUrl, redis, secret, env, count: setup.count });
    const loaders = cluster.processes.map(() =>
      fork(join(root, 'scripts/bench/server/loadClient.mjs'), [], { stdio: 'inherit' }),
    );
    for (const loader of loaders) resources.track(loader, async () => loader.kill());
    try {
      if (redis) await clusterReady(cluster);
      const bet = await findMarket(cluster.processes[0].url, tokens[0]);
      // The processes that do not run the feed bet on the leader's prices, mirrored through Redis.
      for (const server of cluster.processes.slice(1)) await findMarket(server.url, tokens[0]);
      // Each server's pool (10) and its leadership connection, and other users of the cluster.
      const pgbenchRuns = placebetClients + 12 * setup.count + 10 <= maxConnections;
      const placebet = [];
      const pgbench = [];
      for (let round = 0; round < rounds; round += 1) {
        console.error(`cluster: placebet, ${setup.label}, round ${round + 1}`);
        placebet.push(
          await clusterPlacebetRound(cluster, loaders, tokens, bet, `${setup.count}${setup.redis}-${round}`),
        );
        if (pgbenchRuns) {
          pgbench.push(pgbenchRound(postgres, pgbenchDatabase, placebetClients, { warmupMs, measureMs }));
        }
      }
      rows.push({
        ...setup,
        placebet: { ...median(placebet), rounds: placebet.map((result) => result.perSecond) },
        pgbench: pgbenchRuns
          ? { ...median(pgbench), rounds: pgbench.map((result) => result.perSecond) }
          : { skipped: `max_connections is ${maxConnections}` },
        failures: placebet.reduce((sum, result) => sum + result.failures, 0),
        firstFailure: placebet.find((result) => result.firstFailure !== null)?.firstFailure ?? null,
      });
    } finally {
      for (const loader of loaders) loader.send('exit');
      await cluster.stop();
      await redis?.stop();
    }
  }
  resources.dropDatabase(clusterDatabase);
  resources.dropDatabase(pgbenchDatabase);
  return { rows, load, pgbenchInitMs };
}

// ─── 2. a match room fanned out to thousands of sockets on two processes ─────────────────────────────────

/**
 * The upcoming soccer match that starts last: every tick prices each of its markets afresh (the simulator
 * draws new sizes each tick), and it stays upcoming, then in play, for hundreds of ticks.
 */
async function fanoutMatch(server, token) {
  const upcoming = await apiGet(server.url, token, 'get-match-list?sportId=1&status=upcoming');
  const [match] = upcoming
    .filter((candidate) => !candidate.inPlay)
    .sort((a, b) => b.openDate.localeCompare(a.openDate));
  if (!match) throw new Error('the stepped simulator has no upcoming soccer match');
  return match;
}

/**
 * `count` data sockets (WebSocket only, as the app opens them), the first half on the first process and
 * the rest on the second, each joined to the match's room; `onUpdate(client, update)` hears each one's
 * match updates.
 */
async function connectClients(servers, count, matchId, onUpdate) {
  const clients = [];
  let disconnected = 0;
  const connect = (index) =>
    new Promise((resolve, reject) => {
      const server = servers[index < count / 2 ? 0 : 1];
      const socket = io(`${server.url}/data`, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        timeout: 60_000,
      });
      const client = { index, socket, seen: new Set() };
      socket.on(dataEvents.matchUpdate, (update) => onUpdate(client, update));
      socket.once('connect_error', reject);
      socket.once('connect', () => {
        socket
          .timeout(60_000)
          .emitWithAck(dataEvents.joinMatch, { matchId })
          .then((ack) => {
            if (ack.error) reject(new Error(`joinMatch refused: ${ack.message}`));
            else resolve(client);
          }, reject);
      });
      socket.on('disconnect', () => {
        disconnected += 1;
      });
    });
  let next = 0;
  const connecting = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      clients.push(await connect(index));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(connectingAtOnce, count) }, connecting));
  } catch (error) {
    for (const client of clients) client.socket.disconnect();
    throw error;
  }
  return { clients, disconnected: () => disconnected };
}

async function measureFanout(resources) {
  const secret = randomBytes(32).toString('hex');
  const databaseUrl = resources.database(clusterDatabase);
  // One player: the match list is for signed-in callers.
  const [token] = seedPlayers({
    dir: resources.dir,
    dataDir: join(resources.dir, 'seed'),
    databaseUrl,
    count: 1,
    secret,
  });
  const load = loadAverages();
  const redis = await startRedis(resources);
  // The stepped simulator (FEED=stepped needs TEST_CLOCK=on): its leader ticks when the bench asks.
  const env = { FEED: 'stepped', TEST_CLOCK: 'on', FEED_SEED: '22', CASINO: 'off' };
  const cluster = await startCluster(resources, { databaseUrl, redis, secret, env, count: 2 });
  let sockets = null;
  try {
    await clusterReady(cluster);
    const [leader, follower] = cluster.processes;
    await eventually(
      () => health(leader),
      (answer) => answer.leaderships?.includes('feed'),
      'the first process to lead the feed',
    );
    const match = await fanoutMatch(leader, token);
    const shown = await eventually(
      () => apiGet(follower.url, token, `get-market-list?matchId=${match.matchId}`),
      (markets) => Array.isArray(markets) && markets.length > 0,
      "the match's markets mirrored on the second process",
    );
    console.error(`cluster: fan-out, connecting ${fanoutClients} clients to match ${match.matchId}`);

    // A tick's update is known by its content: the same on every socket of both processes, and new each
    // tick. The first content heard after a tick is asked for is that tick's.
    const ticks = [];
    const byContent = new Map();
    let unexpected = 0;
    let duplicates = 0;
    const onUpdate = (client, update) => {
      const content = JSON.stringify(update);
      let tick = byContent.get(content);
      if (!tick) {
        tick = ticks.at(-1);
        if (!tick || tick.content !== null) {
          unexpected += 1;
          return;
        }
        tick.content = content;
        byContent.set(content, tick);
      }
      if (client.seen.has(tick.index)) {
        duplicates += 1;
        return;
      }
      client.seen.add(tick.index);
      tick.delivered += 1;
      tick.lastAt = performance.now();
      if (tick.delivered === fanoutClients) tick.done();
    };
    const connectStarted = performance.now();
    sockets = await connectClients([leader, follower], fanoutClients, match.matchId, onUpdate);
    const connectMs = performance.now() - connectStarted;

    /** One tick asked of the leader, and waited for until every client has its update (or given up on). */
    const tickOnce = async () => {
      const tick = {
        index: ticks.length,
        content: null,
        delivered: 0,
        askedAt: performance.now(),
        lastAt: 0,
      };
      const done = new Promise((resolve) => (tick.done = resolve));
      ticks.push(tick);
      const response = await fetch(`${leader.url}/test/feed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticks: 1 }),
      });
      if (!response.ok) throw new Error(`POST /test/feed: ${response.status} ${await response.text()}`);
      await Promise.race([done, sleep(fanoutTickTimeoutMs)]);
      return tick;
    };
    const warmupEnds = performance.now() + warmupMs;
    while (performance.now() < warmupEnds) await tickOnce();
    const cpuBefore = cluster.processes.map((server) => processTicks(server.pid));
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    const measured = [];
    while (performance.now() < started + fanoutMs) measured.push(await tickOnce());
    const seconds = (performance.now() - started) / 1000;
    const clientCpuSeconds = (() => {
      const used = process.cpuUsage(clientCpu);
      return (used.user + used.system) / 1e6;
    })();
    const serverCpuSeconds = cluster.processes.map(
      (server, index) => (processTicks(server.pid) - cpuBefore[index]) / clockTicks,
    );
    // A late update still counts as delivered: missing is what never came.
    await sleep(1_000);
    const delivered = measured.reduce((sum, tick) => sum + tick.delivered, 0);
    const fanoutTimes = measured.map((tick) => tick.lastAt - tick.askedAt).sort((a, b) => a - b);
    return {
      load,
      match,
      markets: {
        count: shown.length,
        runners: shown.reduce((sum, market) => sum + market.runners.length, 0),
      },
      connectMs,
      ticks: measured.length,
      warmupTicks: ticks.length - measured.length,
      deliveredPerSecond: delivered / seconds,
      missing: ticks.reduce((sum, tick) => sum + (fanoutClients - tick.delivered), 0),
      expected: ticks.length * fanoutClients,
      unexpected,
      duplicates,
      disconnected: sockets.disconnected(),
      fanoutP50: percentile(fanoutTimes, 0.5),
      fanoutWorst: fanoutTimes.at(-1) ?? 0,
      // Each process delivers to its half of the clients.
      serverCpuPer1000: serverCpuSeconds.map((cpu) => (cpu / Math.max(1, delivered / 2)) * 1000),
      clientCpuPer1000: (clientCpuSeconds / Math.max(1, delivered)) * 1000,
      clientCores: clientCpuSeconds / seconds,
    };
  } finally {
    for (const client of sockets?.clients ?? []) client.socket.disconnect();
    await cluster.stop();
    await redis.stop();
    resources.dropDatabase(clusterDatabase);
  }
}

// ─── 3. failover of the feed and the casino's dealer ──────────────────────────────────────────────────────

/** The process whose health lists both singletons, and the other. */
async function leaderAndSurvivor(cluster) {
  const answer = await eventually(
    () => Promise.all(cluster.processes.filter((server) => server.running()).map(health)),
    (answers) => Array.isArray(answers) && answers.filter(leadsBoth).length === 1,
    'one process to lead the feed and the dealer',
  );
  const leaderPid = answer.find(leadsBoth).instance.pid;
  const alive = cluster.processes.filter((server) => server.running());
  return [alive.find((server) => server.pid === leaderPid), alive.find((server) => server.pid !== leaderPid)];
}

async function measureFailover(resources) {
  const secret = randomBytes(32).toString('hex');
  const databaseUrl = resources.database(clusterDatabase);
  const load = loadAverages();
  const redis = await startRedis(resources);
  // As `npm start` runs them: the simulator ticking every second, the casino's round loop on.
  const env = { FEED: 'simulator', FEED_SEED: '22' };
  const cluster = await startCluster(resources, { databaseUrl, redis, secret, env, count: 2 });
  const kills = [];
  let footprint = null;
  try {
    await clusterReady(cluster);
    footprint = await measureFootprint(cluster, redis);
    for (let kill = 1; kill <= failoverKills; kill += 1) {
      // A process that just started polls for the locks a second after its start: killed at once, the
      // leader would always die just after the survivor's poll, its worst case. A random wait of 1-3 s puts
      // the kill anywhere in the survivor's poll, as a crash falls.
      await sleep(randomInt(1_000, 3_000));
      const [leader, survivor] = await leaderAndSurvivor(cluster);
      console.error(`cluster: failover ${kill}, killing ${leader.pid}`);
      const killedAt = performance.now();
      const dead = leader.kill();
      // The feed is won first (its role started before the dealer's lock is tried): both times are kept.
      let feedMs = null;
      let tookOverMs = null;
      while (performance.now() - killedAt < failoverGiveUpMs) {
        const answer = await health(survivor).catch(() => null);
        if (answer?.leaderships.includes('feed')) feedMs ??= performance.now() - killedAt;
        if (answer && leadsBoth(answer)) {
          tookOverMs = performance.now() - killedAt;
          break;
        }
        await sleep(failoverPollMs);
      }
      await dead;
      kills.push({ feedMs, tookOverMs });
      if (tookOverMs === null) break;
      // The killed one's replacement, standing by before the next kill, as an orchestrator restarts it.
      await cluster.add();
      await clusterReady(cluster);
    }
  } finally {
    await cluster.stop();
    await redis.stop();
    resources.dropDatabase(clusterDatabase);
  }
  return { load, kills, footprint };
}

/** A process's resident memory now, in MiB (/proc/<pid>/status). */
function residentMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

/**
 * What each part costs at rest, the feed ticking and the casino dealing but no player calling: resident
 * memory at the end and the share of one core used over `footprintMs`, per process, for docs/DEPLOY.md.
 */
async function measureFootprint(cluster, redis) {
  const parts = [
    ...cluster.processes.map((server, index) => ({
      name: index === 0 ? 'leader' : 'follower',
      pid: server.pid,
    })),
    { name: 'redis-server', pid: redis.pid },
  ];
  const before = parts.map((part) => processTicks(part.pid));
  const startedAt = performance.now();
  await sleep(footprintMs);
  const seconds = (performance.now() - startedAt) / 1000;
  return parts.map((part, index) => ({
    name: part.name,
    rssMiB: residentMiB(part.pid),
    coreShare: (processTicks(part.pid) - before[index]) / clockTicks / seconds,
  }));
}

// ─── the section ─────────────────────────────────────────────────────────────────────────────────────────

function placementSection({ rows, load, pgbenchInitMs }) {
  const ms = (value) => number(value, 1);
  const lines = [
    '### placebet at 64 clients, one process and two',
    '',
    `Load average at the start: ${load}. Each process is \`main.ts\` as \`npm start\` runs it with the odds ` +
      "simulator's catalog (a tick a minute), no casino round loop and the server's pool of 10 connections; " +
      `${number(placebetClients)} clients as the server part's (a funded player each, one bet after the last ` +
      'one answered, backing and laying in turn on an upcoming match odds market, each matched at once). With ' +
      'two processes the clients are split evenly between the two ports, a load generator process for each ' +
      "(both rounds start together), and p50/p99 are given for each port. pgbench is the server part's " +
      `TPC-B-like transaction at ${number(placebetClients)} clients, scale ${pgbenchScale} (\`pgbench -i\` ` +
      `${number(pgbenchInitMs / 1000, 1)} s), taking turns with placebet on the same PostgreSQL, ` +
      `${rounds} rounds each of ${number(warmupMs / 1000)} s warm-up and ${number(measureMs / 1000)} s ` +
      "measured; each row shows the median round. CPU is each server process's user and system time " +
      '(/proc/<pid>/stat) over its measured stretch, in seconds per 1,000 bets it answered.',
    '',
    '| processes | placebet/s | p50 ms | p99 ms | server CPU s / 1,000 bets | 503 busy | pgbench tx/s | p50 ms | p99 ms | placebet / pgbench | load | machine busy |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { label, placebet, pgbench } of rows) {
    const each = (read) => placebet.servers.map(read).join(' · ');
    lines.push(
      `| ${[
        label,
        number(placebet.perSecond),
        each((server) => ms(server.p50)),
        each((server) => ms(server.p99)),
        each((server) => number(server.cpuSecondsPer1000, 2)),
        number(placebet.shed),
        ...(pgbench.perSecond !== undefined
          ? [
              number(pgbench.perSecond),
              ms(pgbench.p50),
              ms(pgbench.p99),
              `${number(placebet.perSecond / pgbench.perSecond, 2)}×`,
            ]
          : ['not run', '', '', '']),
        number(placebet.load, 1),
        percent(placebet.machineBusy),
      ].join(' | ')} |`,
    );
  }
  lines.push(
    '',
    'Throughput of every round (tx/s): ' +
      rows
        .map(
          ({ label, placebet, pgbench }) =>
            `${label}: placebet ${placebet.rounds.map((value) => number(value)).join(', ')}` +
            (pgbench.rounds ? `, pgbench ${pgbench.rounds.map((value) => number(value)).join(', ')}` : ''),
        )
        .join('; ') +
      '.',
  );
  for (const row of rows.filter((candidate) => candidate.pgbench.skipped)) {
    lines.push('', `pgbench beside ${row.label} not run: the cluster's ${row.pgbench.skipped}.`);
  }
  for (const row of rows.filter((candidate) => candidate.failures > 0)) {
    lines.push('', `placebet on ${row.label}: ${row.failures} refused or failed (${row.firstFailure}).`);
  }
  const one = rows.find((row) => row.count === 1 && row.redis);
  const two = rows.find((row) => row.count === 2);
  if (one && two) {
    // A process saturates its core at 1 CPU second a second: 1,000 / (CPU s per 1,000 bets) bets a second.
    const ceilingOne = 1000 / one.placebet.servers[0].cpuSecondsPer1000;
    const busiest = Math.max(...two.placebet.servers.map((server) => server.cpuSecondsPer1000));
    const ceilingTwo = (2 * 1000) / busiest;
    lines.push(
      '',
      'These 2 cores cannot show what a second process gains: the load generators, pgbench, PostgreSQL and ' +
        'both servers share them, so two processes only split the same CPU. What predicts the gain on a ' +
        "bigger machine is each process's CPU per bet: a process with a core of its own tops out at 1,000 " +
        '÷ (CPU s per 1,000 bets) bets a second, so, if PostgreSQL keeps up, one process with Redis would stop ' +
        `near ${number(ceilingOne)} a second and two (each serving half, the busier one deciding) near ` +
        `${number(ceilingTwo)}, ${number(ceilingTwo / ceilingOne, 2)}× one. The cluster as a whole spends ` +
        `${number(two.placebet.cpuSecondsPer1000, 2)} CPU s per 1,000 bets on two processes against ` +
        `${number(one.placebet.cpuSecondsPer1000, 2)} on one. CPU per bet is not fixed, though: it falls as ` +
        "a process's concurrent bets grow (placements that arrive together share their statements: see the " +
        "server part's rows at 16 and 64 clients), and each of two processes here serves half the clients, " +
        'so the two-process cost, and the ceiling drawn from it, is pessimistic.',
    );
  }
  return lines.join('\n');
}

function fanoutSection(result) {
  const lines = [
    `### Match room fan-out to ${number(fanoutClients)} sockets on two processes`,
    '',
    `Load average at the start: ${result.load}. Two processes with the stepped odds simulator ` +
      '(FEED=stepped, TEST_CLOCK=on), which its leader ticks when `POST /test/feed` asks; the other mirrors ' +
      `the leader's board through Redis. ${number(fanoutClients)} socket.io clients in the bench's process ` +
      `(WebSocket transport only, as the app opens them), half on each process, each joined to match ` +
      `${result.match.matchId} (${result.match.matchName}, an upcoming soccer match of ` +
      `${result.markets.count} markets and ${result.markets.runners} runners: each tick prices its match ` +
      'odds afresh, and sends its goals lines, Both Teams to Score, Correct Score and Half Time when their ' +
      'books change, an unchanged one every 10th tick) with `joinMatch`; each process pushes `matchUpdate` ' +
      'to its own sockets from ' +
      "its own board, gathering a room's changes for 100 ms. The bench asks for one tick at a time and the " +
      "next once every client has heard the last one's update (or after " +
      `${number(fanoutTickTimeoutMs / 1000)} s), so the rate is bounded by a tick's whole round trip, the ` +
      `100 ms gathering included; ${number(warmupMs / 1000)} s of ticks warm up, then ` +
      `${number(fanoutMs / 1000)} s are measured. An update is known by its content, the same on every ` +
      'socket of both processes.',
    '',
    `- Connecting and joining all ${number(fanoutClients)} (${connectingAtOnce} at a time): ` +
      `${number(result.connectMs / 1000, 1)} s.`,
    `- Updates delivered: ${number(result.deliveredPerSecond)} a second across all clients ` +
      `(${result.ticks} ticks measured after ${result.warmupTicks} of warm-up).`,
    `- From asking for a tick to the last client hearing it: median ${number(result.fanoutP50)} ms, worst ` +
      `${number(result.fanoutWorst)} ms.`,
    `- Missing: ${number(result.missing)} of ${number(result.expected)} updates (every client, every tick, ` +
      `warm-up included); ${number(result.duplicates)} heard twice, ${number(result.unexpected)} updates ` +
      `not of a tick asked for, ${number(result.disconnected)} sockets dropped.`,
    `- CPU per 1,000 updates delivered by each process: leader ${number(result.serverCpuPer1000[0], 3)} s ` +
      `(its ticks of the simulator included), follower ${number(result.serverCpuPer1000[1], 3)} s; the ` +
      `clients' process ${number(result.clientCpuPer1000, 3)} s, ${number(result.clientCores, 2)} of the ` +
      "machine's 2 cores over the measured stretch: on these cores the clients' own work bounds the rate " +
      'as much as the servers do.',
  ];
  return lines.join('\n');
}

function footprintSection(footprint) {
  if (!footprint) return [];
  const rows = footprint.map(
    (part) => `| ${part.name} | ${number(part.rssMiB)} | ${percent(part.coreShare)} |`,
  );
  return [
    '',
    `At rest first (${footprintMs / 1000} s, the simulator ticking every second and every casino game dealing, ` +
      'no player calling; the leader runs both): resident memory at the end and the share of one core used.',
    '',
    '| process | memory MiB | of one core |',
    '| ------- | ---------: | ----------: |',
    ...rows,
  ];
}

function failoverSection({ load, kills, footprint }) {
  const times = kills.map((kill) => kill.tookOverMs);
  const taken = times.filter((ms) => ms !== null).sort((a, b) => a - b);
  const worst = times.includes(null) ? null : (taken.at(-1) ?? 0);
  const seconds = (ms) =>
    ms === null ? `none within ${failoverGiveUpMs / 1000} s` : `${number(ms / 1000, 2)} s`;
  return [
    `### Failover of the feed and the dealer, ${kills.length} leader kills`,
    '',
    `Load average at the start: ${load}. Two processes as \`npm start\` runs them (the simulator ticking ` +
      'every second, the casino round loop on). The one whose `GET /api/health` lists both `feed` and ' +
      "`casino` is killed with SIGKILL; the time is until the survivor's health lists both, asked every " +
      `${failoverPollMs} ms. PostgreSQL ends the dead process's advisory locks with its connection, and the ` +
      'others try for them every second (`cluster/leadership.ts`): every lock is tried, then the roles won ' +
      'start side by side (the time health first listed `feed` is in brackets). A new process ' +
      'replaces the killed one, and stands by, before the next kill, which comes 1-3 s later at random so ' +
      "that it falls anywhere in the survivor's second between polls.",
    ...footprintSection(footprint),
    '',
    `Each kill: ${kills
      .map(({ feedMs, tookOverMs }) => `${seconds(tookOverMs)} (${feedMs === null ? '–' : seconds(feedMs)})`)
      .join(', ')}. Median ${seconds(percentile(taken, 0.5))}, worst ${seconds(worst)}.`,
    '',
    `The survivor leads the feed and the dealer within ${targets.failoverMs / 1000} s ` +
      `${worst !== null && worst <= targets.failoverMs ? 'met' : '**not met**'} (worst ${seconds(worst)}).`,
  ].join('\n');
}

export async function run() {
  const postgres = postgresServer();
  if (!postgres.url) return `## Cluster: placebet, fan-out and failover\n\nNot measured: ${postgres.reason}.`;
  const resources = createResources(postgres.url);
  const onSignal = (signal) => {
    resources.releaseNow();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const sections = [
    '## Cluster: placebet, fan-out and failover',
    '',
    'Server processes side by side on one PostgreSQL and one Redis, as a cluster runs them ' +
      '(docs/adr/0016-scale-out.md): each `main.ts` in its own process with `--demo`, the same ' +
      "`DATABASE_URL` (a new database on the local PostgreSQL), `REDIS_URL` (Debian's `redis-server`, the " +
      "bench's own, nothing written to disk) and `JWT_SECRET`, started one after the other: the first " +
      "seeds the demo and wins the two singletons (the odds feed and the casino's dealer) through " +
      "PostgreSQL's advisory locks. Every part starts on a new database and a new Redis.",
  ];
  try {
    if (placebetClients > 0)
      sections.push('', placementSection(await measurePlacement(resources, postgres.url)));
    if (fanoutClients > 0) sections.push('', fanoutSection(await measureFanout(resources)));
    if (failoverKills > 0) sections.push('', failoverSection(await measureFailover(resources)));
  } finally {
    await resources.release();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  return sections.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await run());
