// Where a settlement's time goes: every statement settleCasinoRound and settleMarket send, with its wall
// time and the database's CPU for it (a PostgreSQL backend's from /proc, by its pid; PGlite's is this
// process's), for a Lucky 7 round of BENCH_CASINO_BETS bets and a match odds market of BENCH_SETTLEMENT_BETS.
// BENCH_BETS_FILLFACTOR=<percent> first sets the test database's bets fillfactor (migration 0013 sets 50);
// BENCH_GUARDS=off settles with the money guards' triggers off, to show their cost.
//   node --conditions=@exchange/source --import tsx scripts/bench/server/profileSettlement.mjs [postgres-url]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createTestApp } from '../../../packages/server/src/testing/app.ts';
import { seedCasinoRound } from './seedCasinoRound.mjs';
import { seedSettlement } from './seedSettlement.mjs';
import { settleMarket } from '../../../packages/server/src/settlement/settle.ts';
import { settleCasinoRound } from '../../../packages/server/src/casino/settlement.ts';

const [url] = process.argv.slice(2);
if (url) process.env.TEST_DATABASE_URL = url;
else delete process.env.TEST_DATABASE_URL;
const bets = Number(process.env.BENCH_SETTLEMENT_BETS ?? 100_000);
const casinoBets = Number(process.env.BENCH_CASINO_BETS ?? 10_000);

let log = null;
/** CPU ms a process has used so far (a PostgreSQL backend's, by its pid), or 0 where unknown. */
function cpuMs(pid) {
  // PGlite runs in this process: its CPU is this process's.
  if (!pid) return Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000);
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
function timed(target, name) {
  const original = target[name];
  target[name] = function (...args) {
    const started = performance.now();
    const pid = this instanceof pg.Client ? this.processID : undefined;
    const cpu = cpuMs(pid);
    const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '?');
    const result = original.apply(this, args);
    if (log && result && typeof result.then === 'function') {
      const entry = { text: text.replace(/\s+/g, ' ').slice(0, 100), ms: 0, cpu: 0 };
      log.push(entry);
      result.then(
        () => {
          entry.ms = performance.now() - started;
          entry.cpu = cpuMs(pid) - cpu;
        },
        () => {},
      );
    }
    return result;
  };
}
timed(pg.Client.prototype, 'query');
timed(PGlite.prototype, 'query');
timed(PGlite.prototype, 'exec');
// PGlite's statements in a transaction go through the transaction object it hands to the callback.
const transaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function (callback) {
  return transaction.call(this, (tx) => {
    timed(tx, 'query');
    timed(tx, 'exec');
    return callback(tx);
  });
};

async function profile(label, work) {
  log = [];
  const started = performance.now();
  await work();
  const total = performance.now() - started;
  const entries = log;
  log = null;
  const cpu = entries.reduce((sum, entry) => sum + entry.cpu, 0);
  console.log(`\n${label}: ${total.toFixed(0)} ms, database CPU ${cpu} ms, ${entries.length} statements`);
  for (const entry of entries) {
    console.log(`${entry.ms.toFixed(1).padStart(9)} ms ${String(entry.cpu).padStart(6)} CPU  ${entry.text}`);
  }
}

const t = await createTestApp();
try {
  // BENCH_BETS_FILLFACTOR=<percent>: the bets table's fillfactor for this run (migration 0013 sets 50), to
  // measure how much room each page needs for closing its bets to stay heap-only updates.
  if (process.env.BENCH_BETS_FILLFACTOR) {
    await t.context.db.execute(
      `alter table bets set (fillfactor = ${Number(process.env.BENCH_BETS_FILLFACTOR)})`,
    );
  }
  // BENCH_GUARDS=off: the money guards' triggers off once the data is written (migrations 0006 and 0014:
  // the ledger's balance checks, the cached balances' and exposures' checks, the exposure kept by the
  // database), to show what they cost a settlement. The exposures are then not kept: a measure only.
  const guardsOff = process.env.BENCH_GUARDS === 'off';
  const setGuards = async (on) => {
    for (const table of ['ledger_transactions', 'ledger_entries', 'accounts', 'market_exposures']) {
      await t.context.db.execute(`alter table ${table} ${on ? 'enable' : 'disable'} trigger user`);
    }
  };
  const casino = await seedCasinoRound(t, { bets: casinoBets, players: casinoBets / 10 });
  if (guardsOff) await setGuards(false);
  await profile(`casino round of ${casinoBets}`, () => settleCasinoRound(t.context, casino.roundId));
  if (guardsOff) await setGuards(true);
  const seeded = await seedSettlement(t, { bets, players: bets / 10 });
  if (guardsOff) await setGuards(false);
  await profile(`market of ${bets}`, () =>
    settleMarket(t.context, { marketId: seeded.marketId, result: seeded.winner }),
  );
} finally {
  await t.close();
}
