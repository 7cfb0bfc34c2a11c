// `npm run bench -- server`: placebet through real HTTP against the real server (main.ts, its own process,
// as `npm start` runs it) at 1, 16, 64 and 256 clients on PGlite and on PostgreSQL, with pgbench's TPC-B-like
// transaction on the same PostgreSQL in the same run, taking turns with placebet, and casino placebets at 64
// clients on a Lucky 7 round; then the settlement of a casino round with 10,000 bets and of a match odds
// market with 100,000 on each database.
// PostgreSQL: TEST_DATABASE_URL, or the local Debian cluster (started if it is down). Runs alone with
// `node scripts/bench/server.mjs`. BENCH_WARMUP_MS, BENCH_MEASURE_MS, BENCH_ROUNDS, BENCH_CLIENTS (a
// comma-separated list), BENCH_PGBENCH_SCALE, BENCH_DATABASES (pglite,postgres), BENCH_CASINO_CLIENTS (0: no
// casino placebets), BENCH_AS_SHIPPED_CLIENTS (0: not as `npm start` runs it), BENCH_UNGUARDED_CLIENTS (0: no placebets
// with the money guards' triggers off) and BENCH_SETTLEMENT=off shorten or change a run;
// BENCH_SERVER_PROFILE (a folder for the server's CPU profile) and BENCH_SERVER_IMPORT (a module the server
// preloads) look inside it (docs/placement-profile.md).
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, number, percent, placebetRound } from './lib/measure.mjs';
import {
  dropDatabase,
  freshDatabase,
  initPgbench,
  pgbenchRound as pgbenchRoundOn,
  postgresServer,
  psql,
} from './lib/postgres.mjs';
import { findMarket, root, seedPlayers, startServerProcess, tsx } from './lib/serverProcess.mjs';

// Five seconds: a fresh server's first second of placebets ran at two thirds of its later rate (V8 still
// compiling its hot paths), which a round's median then carried; pgbench gets the same warm-up.
const warmupMs = Number(process.env.BENCH_WARMUP_MS ?? 5_000);
const measureMs = Number(process.env.BENCH_MEASURE_MS ?? 5_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const clientCounts = (process.env.BENCH_CLIENTS ?? '1,16,64,256').split(',').map(Number);
// pgbench's advice: a scale at least the number of clients, or it measures contention on its few branch rows.
const pgbenchScale = Number(process.env.BENCH_PGBENCH_SCALE ?? 64);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const settlementRuns = process.env.BENCH_SETTLEMENT !== 'off';
// Casino placebets (issue 22: a round takes most of its bets in its last seconds) at this many clients; 0: none.
const casinoClients = Number(process.env.BENCH_CASINO_CLIENTS ?? 64);
// The casino's clients take turns among this many players, a few bets each in a round, as a rush of
// players in a round's last seconds does (one player betting a whole round long would price its position
// from a hundred bets at each bet, which no table sees).
const casinoPlayers = Number(process.env.BENCH_CASINO_PLAYERS ?? 4_096);
/** CASINO.md 5: bets close 3 s before a round's betting window ends. */
const casinoCloseSeconds = 3;
// Named after this run: two runs at once (two worktrees) must not drop each other's databases.
const benchDatabase = `exchange_bench_${process.pid}`;
const pgbenchDatabase = `exchange_pgbench_${process.pid}`;
// The scale a plain `pgbench -i -s 10` makes (issue 36 compared with it): beside the bench's own scale, so
// both ratios are on the page.
const pgbenchSmallScale = 10;
const pgbenchSmallDatabase = `exchange_pgbench_small_${process.pid}`;
// placebet against the server as `npm start` runs it, at this many clients (0: not measured).
const asShippedClients = Number(process.env.BENCH_AS_SHIPPED_CLIENTS ?? 64);
const feedTickMs = 10_000;
// placebet on PostgreSQL with the money guards' triggers off, at this many clients (0: not measured).
const unguardedClients = Number(process.env.BENCH_UNGUARDED_CLIENTS ?? 64);

const targets = {
  ratioAt64: 1.5,
  p99Ms: 50,
  pgliteAt64: 1_000,
  settlementMs: 1_000,
  casinoSettlementMs: 200,
};

/**
 * The server as `npm start` runs it (main.ts), on its own database, with the odds simulator (a tick every
 * 60 s) and the demo flag, under which the simulator's matches are
 * open to players at once. Resolves once it listens.
 *
 */
async function startServer({ dataDir, databaseUrl, secret, casino = false, asShipped = false }) {
  // BENCH_SERVER_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  if (process.env.BENCH_SERVER_IMPORT) profiling.push('--import', process.env.BENCH_SERVER_IMPORT);
  return startServerProcess({
    nodeArgs: profiling,
    env: {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: String(databaseUrl) }),
      JWT_SECRET: secret,
      FEED: 'simulator',
      FEED_SEED: '22',
      // As shipped: the simulator's tick (every second) and the casino's round loop, as `npm start` runs them.
      ...(!asShipped && { FEED_TICK_MS: '60000' }),
      // The round loop only for the casino's placebets (and as shipped): the board's run without its ticks.
      CASINO: casino || asShipped ? 'on' : 'off',
      LOG_LEVEL: 'warn',
    },
  });
}

/**
 * A Lucky 7 round just opened that none of the bench's rounds used yet, with its betting window long
 * enough for a whole round of the bench (warm-up and measured stretch) before bets close: what a casino
 * round's bets are on, backing Low and High in turn at the house's prices.
 */
async function freshCasinoRound(url, token, used) {
  const get = async (path) => {
    const response = await fetch(`${url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
    return response.ok ? (await response.json()).data : null;
  };
  const game = ((await get('get-casino-games')) ?? []).find((candidate) => candidate.slug === 'lucky7');
  if (!game) throw new Error('no Lucky 7 table (is the casino round loop on?)');
  const neededSeconds = (warmupMs + measureMs) / 1000 + casinoCloseSeconds + 1;
  // A round's cycle (betting, the cards, the result) is well under a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const round = await get(`get-casino-data-by-id/${game.match_id}`);
    const market = round?.markets.find((candidate) => candidate.marketId.endsWith('.lowHigh'));
    if (round?.status === 'open' && round.secondsLeft >= neededSeconds && market && !used.has(round.mid)) {
      used.add(round.mid);
      return {
        matchId: round.matchId,
        marketId: market.marketId,
        marketName: market.marketName,
        runners: market.runners.map((runner) => ({
          selectionId: runner.selectionId,
          runnerName: runner.runnerName,
          odds: runner.back,
        })),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no Lucky 7 round opened with ${neededSeconds} s of betting left`);
}

/** One round of pgbench on the bench's pgbench database (lib/postgres.mjs), as long as a placebet round. */
const pgbenchRound = (server, clients) =>
  pgbenchRoundOn(server, pgbenchDatabase, clients, { warmupMs, measureMs });

/** placebet on one database at every client count, taking turns with pgbench when `pgbench` is given. */
async function measurePlacement(kind, postgres) {
  const dir = mkdtempSync(join(tmpdir(), `bench-server-${kind}-`));
  const secret = randomBytes(32).toString('hex');
  const databaseUrl = kind === 'postgres' ? freshDatabase(postgres, benchDatabase) : null;
  const players = Math.max(...clientCounts, casinoClients > 0 ? casinoPlayers : 0);
  const tokens = seedPlayers({ dir, dataDir: join(dir, 'data'), databaseUrl, count: players, secret });
  const serverOptions = { dataDir: join(dir, 'data'), databaseUrl, secret };
  let server = await startServer(serverOptions);
  const loader = fork(join(root, 'scripts/bench/server/loadClient.mjs'), [], { stdio: 'inherit' });
  try {
    const bet = await findMarket(server.url, tokens[0], feedTickMs + 120_000);
    console.error(`${kind}: the server listens; bets on ${bet.marketId} (${bet.runnerName})`);
    const maxConnections = postgres ? Number(psql(postgres, 'show max_connections')) : 0;
    const rows = [];
    for (const clients of clientCounts) {
      const placebet = [];
      const pgbench = [];
      // The server's pool and other users of the cluster need connections too.
      const pgbenchRuns = postgres && clients + 20 <= maxConnections;
      for (let round = 0; round < rounds; round += 1) {
        const options = { url: server.url, tokens, bet, concurrency: clients, warmupMs, measureMs };
        console.error(`${kind}: ${clients} clients, round ${round + 1}`);
        placebet.push(await placebetRound(loader, { ...options, round: `${clients}-${round}` }, server.pid));
        if (pgbenchRuns) pgbench.push(pgbenchRound(postgres, clients));
      }
      rows.push({
        clients,
        placebet: { ...median(placebet), rounds: placebet.map((result) => result.perSecond) },
        pgbench: pgbenchRuns
          ? { ...median(pgbench), rounds: pgbench.map((result) => result.perSecond) }
          : postgres
            ? { skipped: `max_connections is ${maxConnections}` }
            : null,
        failures: placebet.reduce((sum, result) => sum + result.failures, 0),
        firstFailure: placebet.find((result) => result.firstFailure !== null)?.firstFailure ?? null,
      });
    }
    let asShipped = null;
    if (asShippedClients > 0) {
      // The same data, served as `npm start` serves it: the feed ticking every second, the casino running.
      await server.stop();
      server = await startServer({ ...serverOptions, asShipped: true });
      asShipped = await measureAsShipped(kind, server, loader, tokens, postgres);
    }
    let casino = null;
    if (casinoClients > 0) {
      // The same data, served again with the casino's round loop on.
      await server.stop();
      server = await startServer({ ...serverOptions, casino: true });
      casino = await measureCasino(kind, server, loader, tokens);
    }
    let unguarded = null;
    if (databaseUrl && unguardedClients > 0) {
      // Last, since the accounts' exposure is not kept while the triggers are off.
      await server.stop();
      server = await startServer(serverOptions);
      unguarded = await measureUnguarded(server, loader, tokens, databaseUrl);
    }
    return { rows, bet, casino, asShipped, unguarded };
  } finally {
    loader.send('exit');
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * placebet at `asShippedClients` against the server as `npm start` runs it (the odds simulator ticking every
 * second, its bets matched as prices move, its pushes; the casino's 25 games dealing rounds), taking turns
 * with pgbench at both scales: the bench's and the scale-10 database a quick `pgbench -i` makes.
 */
async function measureAsShipped(kind, server, loader, tokens, postgres) {
  const bet = await findMarket(server.url, tokens[0], 120_000, { latest: true });
  const placebet = [];
  const pgbench = [];
  const pgbenchSmall = [];
  for (let round = 0; round < rounds; round += 1) {
    console.error(`${kind}: as shipped, ${asShippedClients} clients, round ${round + 1}`);
    const options = { url: server.url, tokens, bet, concurrency: asShippedClients, warmupMs, measureMs };
    placebet.push(await placebetRound(loader, { ...options, round: `shipped-${round}` }, server.pid));
    if (postgres) {
      pgbench.push(pgbenchRound(postgres, asShippedClients));
      pgbenchSmall.push(
        pgbenchRoundOn(postgres, pgbenchSmallDatabase, asShippedClients, { warmupMs, measureMs }),
      );
    }
  }
  return {
    clients: asShippedClients,
    placebet: { ...median(placebet), rounds: placebet.map((result) => result.perSecond) },
    pgbench: postgres ? median(pgbench) : null,
    pgbenchSmall: postgres ? median(pgbenchSmall) : null,
    failures: placebet.reduce((sum, result) => sum + result.failures, 0),
    firstFailure: placebet.find((result) => result.firstFailure !== null)?.firstFailure ?? null,
  };
}

function asShippedLine({ asShipped }) {
  if (!asShipped) return null;
  const { clients, placebet, pgbench, pgbenchSmall, failures, firstFailure } = asShipped;
  const ratio = (of) => (of ? `, ${number(placebet.perSecond / of.perSecond, 2)}× pgbench` : '');
  return (
    `As \`npm start\` runs it (the odds simulator ticking every second, the casino's round loop on), at ` +
    `${clients} clients: ${number(placebet.perSecond)} placebets a second, p50 ${number(placebet.p50, 1)} ms, ` +
    `p99 ${number(placebet.p99, 1)} ms, server CPU ${number(placebet.serverCpuMs, 2)} ms a call` +
    (pgbench
      ? `; pgbench at scale ${pgbenchScale} ${number(pgbench.perSecond)} tx/s (${ratio(pgbench).slice(2)}), at ` +
        `scale ${pgbenchSmallScale} ${number(pgbenchSmall.perSecond)} tx/s (${ratio(pgbenchSmall).slice(2)})`
      : '') +
    ` (load ${number(placebet.load, 1)}; every round ${placebet.rounds.map((value) => number(value)).join(', ')})` +
    (failures > 0 ? `; ${failures} refused or failed (${firstFailure}).` : '.')
  );
}

/**
 * placebet at `unguardedClients` with the money guards' triggers off (migrations 0006, 0014, 0015): what
 * the guards cost placement. The accounts' exposure is then not kept: a measure only, never a way to run.
 */
async function measureUnguarded(server, loader, tokens, databaseUrl) {
  for (const table of ['ledger_transactions', 'ledger_entries', 'accounts', 'market_exposures']) {
    psql(databaseUrl, `alter table ${table} disable trigger user`);
  }
  // A market still upcoming now: the first rounds' market may have gone in play since.
  const bet = await findMarket(server.url, tokens[0], feedTickMs + 120_000, { latest: true });
  const results = [];
  for (let round = 0; round < rounds; round += 1) {
    console.error(`postgres: guards off, ${unguardedClients} clients, round ${round + 1}`);
    const options = { url: server.url, tokens, bet, concurrency: unguardedClients, warmupMs, measureMs };
    results.push(await placebetRound(loader, { ...options, round: `unguarded-${round}` }, server.pid));
  }
  return {
    clients: unguardedClients,
    placebet: { ...median(results), rounds: results.map((result) => result.perSecond) },
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    firstFailure: results.find((result) => result.firstFailure !== null)?.firstFailure ?? null,
  };
}

/** Casino placebets at `casinoClients`, each round on a fresh Lucky 7 round within its betting window. */
async function measureCasino(kind, server, loader, tokens) {
  const results = [];
  const used = new Set();
  for (let round = 0; round < rounds; round += 1) {
    const bet = await freshCasinoRound(server.url, tokens[0], used);
    console.error(`${kind}: casino, ${casinoClients} clients, round ${round + 1} (${bet.marketId})`);
    const options = { url: server.url, tokens, bet, concurrency: casinoClients, warmupMs, measureMs };
    results.push(
      await placebetRound(loader, { ...options, round: `casino-${round}`, rotatePlayers: true }, server.pid),
    );
  }
  return {
    clients: casinoClients,
    placebet: { ...median(results), rounds: results.map((result) => result.perSecond) },
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    firstFailure: results.find((result) => result.firstFailure !== null)?.firstFailure ?? null,
  };
}

/** The settlement figures on one database, in a child process that loads the server's TypeScript sources. */
function measureSettlement(kind, url, { guards = 'on' } = {}) {
  const child = spawnSync(
    process.execPath,
    [...tsx, join(root, 'scripts/bench/server/settlement.mjs'), kind, url ? String(url) : ''],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, BENCH_GUARDS: guards },
    },
  );
  if (child.status !== 0) throw new Error(`the ${kind} settlement measurement failed (exit ${child.status})`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

function placementTable(title, { rows }) {
  const withPgbench = rows.some((row) => row.pgbench);
  const lines = [
    `### ${title}`,
    '',
    withPgbench
      ? `| clients | placebet/s | p50 ms | p99 ms | server CPU ms/call | load generator CPU ms/call | 503 busy | pgbench TPC-B tx/s (scale ${pgbenchScale}) | p50 ms | p99 ms | placebet / pgbench (scale ${pgbenchScale}) | load | machine busy |`
      : '| clients | placebet/s | p50 ms | p99 ms | server CPU ms/call | load generator CPU ms/call | 503 busy | load | machine busy |',
    withPgbench
      ? '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'
      : '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { clients, placebet, pgbench } of rows) {
    // No call answered in the measured stretch: no latency, and no calls to share the CPU among.
    const answered = (text) => (placebet.calls > 0 ? text : '–');
    const cells = [
      clients,
      number(placebet.perSecond),
      answered(number(placebet.p50, 1)),
      answered(number(placebet.p99, 1)),
      answered(number(placebet.serverCpuMs, 2)),
      answered(number(placebet.clientCpuMs, 2)),
      number(placebet.shed),
    ];
    if (withPgbench) {
      cells.push(
        ...(pgbench?.perSecond !== undefined
          ? [
              number(pgbench.perSecond),
              number(pgbench.p50, 1),
              number(pgbench.p99, 1),
              `${number(placebet.perSecond / pgbench.perSecond, 2)}×`,
            ]
          : ['not run', '', '', '']),
      );
    }
    cells.push(number(placebet.load, 1), percent(placebet.machineBusy));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    'Throughput of every round (tx/s): ' +
      rows
        .map(
          ({ clients, placebet, pgbench }) =>
            `${clients} clients placebet ${placebet.rounds.map((value) => number(value)).join(', ')}` +
            (pgbench?.rounds ? `, pgbench ${pgbench.rounds.map((value) => number(value)).join(', ')}` : ''),
        )
        .join('; ') +
      '.',
  );
  for (const row of rows.filter((candidate) => candidate.pgbench?.skipped)) {
    lines.push('', `pgbench at ${row.clients} clients not run: the cluster's ${row.pgbench.skipped}.`);
  }
  for (const row of rows.filter((candidate) => candidate.failures > 0)) {
    lines.push('', `placebet at ${row.clients}: ${row.failures} refused or failed (${row.firstFailure}).`);
  }
  return lines.join('\n');
}

function casinoPlacementLine({ casino }) {
  if (!casino) return null;
  const { clients, placebet, failures, firstFailure } = casino;
  return (
    `Casino placebet at ${clients} clients taking turns among ${number(casinoPlayers)} players (Lucky 7, ` +
    `backing Low and High in turn at the house's prices, each round of the bench within one round's betting ` +
    `window): ${number(placebet.perSecond)} a second, p50 ` +
    `${number(placebet.p50, 1)} ms, p99 ${number(placebet.p99, 1)} ms, server CPU ${number(placebet.serverCpuMs, 2)} ms ` +
    `a call, ${number(placebet.shed)} busy (load ${number(placebet.load, 1)}; every round ` +
    `${placebet.rounds.map((value) => number(value)).join(', ')})` +
    (failures > 0 ? `; ${failures} refused or failed (${firstFailure}).` : '.')
  );
}

function settlementLines({ settlement, casinoSettlement: casino }) {
  return [
    `Settlement of a match odds market with ${number(settlement.bets)} matched bets of ${number(settlement.players)} players: ` +
      `${number(settlement.ms)} ms (load ${number(settlement.load, 1)}).`,
    '',
    `Settlement of a Lucky 7 round with ${number(casino.bets)} bets of ${number(casino.players)} players on its ` +
      `${casino.markets} markets (\`settleCasinoRound\`, the median of ${casino.rounds.length} rounds, measured ` +
      `before the match odds settlement): ${number(casino.ms)} ms (load ${number(casino.load, 1)}; every round ` +
      `${casino.rounds.map((ms) => number(ms)).join(', ')} ms).`,
  ].join('\n');
}

const met = (ok) => (ok ? 'met' : '**not met**');

function verdict(pglite, postgres, settlements) {
  const lines = [];
  const at64 = (result) => result?.rows.find((row) => row.clients === 64);
  const pg64 = at64(postgres);
  if (pg64?.pgbench?.perSecond !== undefined) {
    const ratio = pg64.placebet.perSecond / pg64.pgbench.perSecond;
    lines.push(
      `PostgreSQL at 64 clients: placebet at least ${targets.ratioAt64}× pgbench TPC-B (scale ${pgbenchScale}) ${met(ratio >= targets.ratioAt64)} ` +
        `(${number(ratio, 2)}×); p99 at most ${targets.p99Ms} ms ${met(pg64.placebet.p99 <= targets.p99Ms)} ` +
        `(${number(pg64.placebet.p99, 1)} ms).`,
    );
  }
  const pgl64 = at64(pglite);
  if (pgl64) {
    lines.push(
      `PGlite at 64 clients: at least ${number(targets.pgliteAt64)} placebets a second ` +
        `${met(pgl64.placebet.perSecond >= targets.pgliteAt64)} (${number(pgl64.placebet.perSecond)}).`,
    );
  }
  const pgSettlement = settlements.postgres;
  if (pgSettlement) {
    lines.push(
      `PostgreSQL: ${number(pgSettlement.settlement.bets)} bets settled in under ${number(targets.settlementMs)} ms ` +
        `${met(pgSettlement.settlement.ms < targets.settlementMs)} (${number(pgSettlement.settlement.ms)} ms); ` +
        `a casino round of ${number(pgSettlement.casinoSettlement.bets)} bets in under ${targets.casinoSettlementMs} ms ` +
        `${met(pgSettlement.casinoSettlement.ms < targets.casinoSettlementMs)} (${number(pgSettlement.casinoSettlement.ms)} ms).`,
    );
  }
  return lines.join('\n\n');
}

export async function run() {
  const postgres = postgresServer();
  const pgbenchInit = postgres.url ? initPgbench(postgres.url, pgbenchDatabase, pgbenchScale) : null;
  if (postgres.url && asShippedClients > 0)
    initPgbench(postgres.url, pgbenchSmallDatabase, pgbenchSmallScale);
  const measuresPglite = databases.includes('pglite');
  const measuresPostgres = postgres.url && databases.includes('postgres');
  const pglite = measuresPglite ? await measurePlacement('pglite', null) : null;
  const pg = measuresPostgres ? await measurePlacement('postgres', postgres.url) : null;
  const settlements = {
    pglite: settlementRuns && measuresPglite ? measureSettlement('pglite', null) : null,
    postgres: settlementRuns && measuresPostgres ? measureSettlement('postgres', postgres.url) : null,
  };
  // The same settlements with the money guards' triggers off (issue 36: what the guards cost).
  const unguarded =
    settlementRuns && measuresPostgres
      ? measureSettlement('postgres', postgres.url, { guards: 'off' })
      : null;
  if (postgres.url) {
    for (const name of [benchDatabase, pgbenchDatabase, pgbenchSmallDatabase]) {
      dropDatabase(postgres.url, name);
    }
  }

  const sections = [
    '## Server: placebet and settlement',
    '',
    'placebet is `POST /bet/placebet` over HTTP against the server as `npm start` runs it (`main.ts` in its ' +
      'own process, on its own database: a new PGlite data folder, or a new database on the local PostgreSQL ' +
      "with the server's pool of 10 connections; the odds simulator on, a tick every 60 s, so no match starts in a round). Each client is its " +
      'own funded player (written in bulk with a session before the server starts) and sends one bet after ' +
      'the last one answered over a keep-alive connection, every bet with its own idempotency key in the body ' +
      "as the app sends it, backing and laying in turn on an upcoming match odds market of the simulator's, " +
      'each matched at once. The load generator is a process of its own (`scripts/bench/server/' +
      "loadClient.mjs`, undici's HTTP/1.1 client, no pipelining). A round is a " +
      `${number(warmupMs / 1000)} s warm-up and ${number(measureMs / 1000)} s measured; a refused busy call ` +
      '(503, load shedding) is counted and sent again under its key after 10 ms, its latency running on.',
    '',
    `pgbench is PostgreSQL's own TPC-B-like transaction (\`pgbench -b tpcb-like\`: three updates, a select ` +
      `and an insert, one commit) on the same PostgreSQL in the same run, scale ${pgbenchScale} ` +
      `(\`pgbench -i -s ${pgbenchScale}\`${pgbenchInit === null ? '' : `, ${number(pgbenchInit / 1000, 1)} s`}), ` +
      'the same client counts on two threads, the same warm-up and measured stretch, its latencies from its ' +
      'per-transaction log. placebet and pgbench take turns, ' +
      `${rounds} rounds each, and each row shows a path's median round. Server CPU is the server process's ` +
      "(for PGlite, the database's too) per answered call; load is the 1-minute load average as the round " +
      'began and machine busy the share of both cores in use during it, on a machine shared with other work.',
    '',
    'Where the time goes, and what is left: docs/placement-profile.md. ' +
      'Before this harness (2026-11-26, in-process `inject`, not HTTP): PostgreSQL at 64 clients 160 placebets a ' +
      'second with a p99 of 507 ms; PGlite 35. Through HTTP, the issue measured 405 a second at 64 clients ' +
      'against 3,307 for pgbench (0.12×).',
    '',
  ];
  if (pglite) sections.push(placementTable('PGlite (embedded)', pglite));
  if (pglite?.asShipped) sections.push('', asShippedLine(pglite));
  if (pglite?.casino) sections.push('', casinoPlacementLine(pglite));
  if (settlements.pglite) sections.push('', settlementLines(settlements.pglite));
  if (pg) {
    sections.push('', placementTable('PostgreSQL 15 (local)', pg));
    if (pg.asShipped) sections.push('', asShippedLine(pg));
    if (pg.casino) sections.push('', casinoPlacementLine(pg));
    if (settlements.postgres) sections.push('', settlementLines(settlements.postgres));
    if (pg.unguarded) {
      const { clients, placebet, failures, firstFailure } = pg.unguarded;
      sections.push(
        '',
        `placebet on PostgreSQL with the money guards' triggers off, at ${clients} clients: ` +
          `${number(placebet.perSecond)} a second, p50 ${number(placebet.p50, 1)} ms, p99 ${number(placebet.p99, 1)} ms, ` +
          `server CPU ${number(placebet.serverCpuMs, 2)} ms a call (load ${number(placebet.load, 1)}; every round ` +
          `${placebet.rounds.map((value) => number(value)).join(', ')})` +
          (failures > 0 ? `; ${failures} refused or failed (${firstFailure}).` : '.'),
      );
    }
    if (unguarded) {
      sections.push(
        '',
        `The same on PostgreSQL with the money guards' triggers off (migrations 0006, 0014, 0015; a measure of ` +
          `their cost, never a way to run): the market ${number(unguarded.settlement.ms)} ms (load ` +
          `${number(unguarded.settlement.load, 1)}), the casino round ${number(unguarded.casinoSettlement.ms)} ms.`,
      );
    }
  } else {
    sections.push('', `PostgreSQL not measured: ${postgres.reason}.`);
  }
  sections.push('', verdict(pglite, pg, settlements));
  return sections.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await run());
