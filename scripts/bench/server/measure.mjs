// The server benchmark's measurements, run under tsx with the workspace source condition (server.mjs
// starts it): placebet through the real route and the same transaction written as bare SQL through the
// same driver, at several concurrencies, then the settlement of a market with 100,000 bets and of a casino
// round with 10,000. Prints one JSON object on stdout.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../packages/server/src/testing/app.ts';
import { createTestMatch, runnerBet } from '../../../packages/server/src/testing/markets.ts';
import { bareBet } from './bareBet.mjs';
import { seedCasinoRound } from './seedCasinoRound.mjs';
import { seedSettlement } from './seedSettlement.mjs';
import { settleMarket } from '../../../packages/server/src/settlement/settle.ts';
import { settleCasinoRound } from '../../../packages/server/src/casino/settlement.ts';
import { house, transfer } from '../../../packages/server/src/ledger/index.ts';

const [databaseKind, databaseUrl] = process.argv.slice(2);
const warmupMs = Number(process.env.BENCH_WARMUP_MS ?? 1_000);
const measureMs = Number(process.env.BENCH_MEASURE_MS ?? 5_000);
const concurrencies = [1, 16, 64];
// The machine is shared: placebet and bare SQL take turns, and each reports its median round.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const playerCount = 256;
const settlementBets = Number(process.env.BENCH_SETTLEMENT_BETS ?? 100_000);
const settlementPlayers = settlementBets / 10;
const casinoBets = Number(process.env.BENCH_CASINO_BETS ?? 10_000);
const casinoPlayers = casinoBets / 10;
const casinoRuns = Number(process.env.BENCH_CASINO_RUNS ?? 3);

if (databaseKind === 'postgres') process.env.TEST_DATABASE_URL = databaseUrl;
else delete process.env.TEST_DATABASE_URL;

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

let calls = 0;

/**
 * Runs `call` from `concurrency` clients back to back: a warm-up, then a measured stretch. Each call gets
 * its own idempotency key, as the app sends one with every bet.
 */
async function load(concurrency, call) {
  const latencies = [];
  let failures = 0;
  let firstFailure = null;
  let sequence = 0;
  const client = async (deadline, record) => {
    while (performance.now() < deadline) {
      const index = sequence++;
      const started = performance.now();
      try {
        await call(index, `bench-${(calls += 1)}`);
        if (record) latencies.push(performance.now() - started);
      } catch (error) {
        failures += 1;
        firstFailure ??= String(error?.message ?? error);
      }
    }
  };
  const warmupEnd = performance.now() + warmupMs;
  await Promise.all(Array.from({ length: concurrency }, () => client(warmupEnd, false)));
  const load = loadavg()[0];
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => client(started + measureMs, true)));
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    load,
    // This process's CPU (the client, the app and, for PGlite, the database) per completed call.
    cpuMs: (user + system) / 1000 / Math.max(1, latencies.length),
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
    firstFailure,
  };
}

const t = await createTestApp();
try {
  const match = await createTestMatch(t);
  const players = [];
  for (let index = 0; index < playerCount; index += 1) {
    const user = await t.createUser({ role: 'user' });
    await transfer(t.context.db, {
      fromUserId: house,
      toUserId: user.id,
      amount: 100_000_000,
      kind: 'opening',
      narration: 'Bench',
    });
    players.push({ user, token: await t.signIn(user) });
  }
  // Back and lay in turn at the best prices, at the sport's minimum stake: every bet matches, and exposure
  // stays bounded.
  const bodies = [
    runnerBet(match.matchOdds, match.matchId, { runner: 0, side: 'back', odds: 2.0, stake: 100 }),
    runnerBet(match.matchOdds, match.matchId, { runner: 0, side: 'lay', odds: 2.02, stake: 100 }),
  ];
  const placebet = async (index, idempotencyKey) => {
    const player = players[index % players.length];
    const response = await t.app.inject({
      method: 'POST',
      url: '/bet/placebet',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { ...bodies[Math.floor(index / players.length) % 2], idempotencyKey },
    });
    if (response.statusCode !== 200) throw new Error(`placebet ${response.statusCode}: ${response.body}`);
  };
  const bare = bareBet(t.database, { match, players: players.map((player) => player.user) });

  const median = (results) =>
    [...results].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)];
  const rows = [];
  for (const concurrency of concurrencies) {
    const results = { placebet: [], 'bare SQL': [] };
    for (let round = 0; round < rounds; round += 1) {
      results.placebet.push(await load(concurrency, placebet));
      results['bare SQL'].push(await load(concurrency, bare));
    }
    for (const [path, measured] of Object.entries(results)) {
      rows.push({
        path,
        ...median(measured),
        rounds: measured.map((result) => result.perSecond),
        failures: measured.reduce((sum, result) => sum + result.failures, 0),
        firstFailure: measured.find((result) => result.firstFailure !== null)?.firstFailure ?? null,
      });
    }
  }

  // Casino rounds first, on a bets table the settlement below has not left 100,000 dead rows in: the
  // median of a few rounds, as the machine is shared.
  const casinoRounds = [];
  for (let round = 0; round < casinoRuns; round += 1) {
    const casino = await seedCasinoRound(t, { bets: casinoBets, players: casinoPlayers });
    const load = loadavg()[0];
    const started = performance.now();
    const closing = await settleCasinoRound(t.context, casino.roundId);
    casinoRounds.push({
      bets: closing.bets,
      players: closing.players,
      markets: casino.markets,
      ms: performance.now() - started,
      load,
    });
  }

  const seeded = await seedSettlement(t, { bets: settlementBets, players: settlementPlayers });
  const settlementLoad = loadavg()[0];
  const started = performance.now();
  const summary = await settleMarket(t.context, { marketId: seeded.marketId, result: seeded.winner });
  const settlementMs = performance.now() - started;
  const [{ count } = { count: 0 }] = (
    await t.context.db.execute(
      sql`select count(*)::int as count from bets where market_id = ${seeded.marketId} and status = 'settled'`,
    )
  ).rows;

  const byTime = [...casinoRounds].sort((a, b) => a.ms - b.ms);
  const casinoSettlement = {
    ...byTime[Math.floor(byTime.length / 2)],
    rounds: casinoRounds.map((round) => round.ms),
  };
  process.stdout.write(
    `${JSON.stringify({ rows, settlement: { bets: Number(count), players: summary.players, ms: settlementMs, load: settlementLoad }, casinoSettlement })}\n`,
  );
} finally {
  await t.close();
}
