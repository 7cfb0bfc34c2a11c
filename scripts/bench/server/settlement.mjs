// The server benchmark's settlement figures, run under tsx with the workspace source condition (server.mjs
// starts it, once per database): the settlement of a casino round with 10,000 bets (the median of a few)
// and of a match odds market with 100,000, each a call of the server's own function on a test database
// filled in bulk. Prints one JSON object on stdout.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../packages/server/src/testing/app.ts';
import { seedCasinoRound } from './seedCasinoRound.mjs';
import { seedSettlement } from './seedSettlement.mjs';
import { settleMarket } from '../../../packages/server/src/settlement/settle.ts';
import { settleCasinoRound } from '../../../packages/server/src/casino/settlement.ts';

const [databaseKind, databaseUrl] = process.argv.slice(2);
const settlementBets = Number(process.env.BENCH_SETTLEMENT_BETS ?? 100_000);
const settlementPlayers = settlementBets / 10;
const casinoBets = Number(process.env.BENCH_CASINO_BETS ?? 10_000);
const casinoPlayers = casinoBets / 10;
const casinoRuns = Number(process.env.BENCH_CASINO_RUNS ?? 3);

if (databaseKind === 'postgres') process.env.TEST_DATABASE_URL = databaseUrl;
else delete process.env.TEST_DATABASE_URL;

const t = await createTestApp();
// BENCH_GUARDS=off: the money guards' triggers off once the data is written (migrations 0006, 0014, 0015),
// to show their cost; the exposures are then not kept, so it is a measure only.
const guardsOff = process.env.BENCH_GUARDS === 'off';
async function setGuards(on) {
  if (!guardsOff) return;
  for (const table of ['ledger_transactions', 'ledger_entries', 'accounts', 'market_exposures']) {
    await t.context.db.execute(`alter table ${table} ${on ? 'enable' : 'disable'} trigger user`);
  }
}
try {
  // Casino rounds first, on a bets table the settlement below has not left 100,000 dead rows in: the
  // median of a few rounds, as the machine is shared.
  const casinoRounds = [];
  for (let round = 0; round < casinoRuns; round += 1) {
    await setGuards(true);
    const casino = await seedCasinoRound(t, { bets: casinoBets, players: casinoPlayers });
    await setGuards(false);
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

  await setGuards(true);
  const seeded = await seedSettlement(t, { bets: settlementBets, players: settlementPlayers });
  await setGuards(false);
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
    `${JSON.stringify({ settlement: { bets: Number(count), players: summary.players, ms: settlementMs, load: settlementLoad }, casinoSettlement })}\n`,
  );
} finally {
  await t.close();
}
