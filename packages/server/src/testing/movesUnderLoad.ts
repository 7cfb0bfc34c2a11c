import { refusalCatalog } from '@exchange/domain';
import { inArray, like, or } from 'drizzle-orm';
import { paymentRequests } from '../db/cashierSchema.ts';
import type { Database } from '../db/client.ts';
import { ledgerTransactions } from '../db/schema.ts';
import { moneyAfterwards, startMoneyLoad, type MoneyLoad } from './moneyLoad.ts';
import { startServer, type ServerDatabase } from './serverProcess.ts';

/**
 * Issue 38's workload, shared by its CI test (timedOutMoves.test.ts) and its bench (npm run bench --
 * moves-under-load): operators move chips and decide withdrawals through a real server (strong password
 * hashing, as production) whose deadline sits a second inside the clients' time-out; then, the server
 * stopped so nothing is in flight, what was applied after its client gave up.
 */
export interface MovesUnderLoad {
  transferClients: number;
  decisionClients: number;
  timeoutMs: number;
  loadMs: number;
}

export async function runMovesUnderLoad(database: ServerDatabase, options: MovesUnderLoad) {
  const { timeoutMs } = options;
  const run = await startServer(
    database.dir,
    { ...database.env, REQUEST_DEADLINE_MS: String(timeoutMs - 1000) },
    database.args,
  );
  if (!run.url) throw new Error(`the server did not start:\n${run.output}`);
  const load = await startMoneyLoad(run.url, options.transferClients, {
    timeoutMs,
    decisionClients: options.decisionClients,
  });
  await new Promise((resolve) => setTimeout(resolve, options.loadMs));
  await load.stop();
  await run.stop();

  const handle = await database.open();
  try {
    const moves = [...load.statuses.values()].reduce((sum, count) => sum + count, 0);
    return {
      moves,
      movesDone: load.acknowledged.length,
      movesTimedOut: load.timedOut.length,
      decisionsSent: load.decisionAttempts.length,
      decisionsMade: load.decisions.decided,
      decisionsTimedOut: load.decisionAttempts.filter((attempt) => attempt.timedOut).length,
      /** A retried decision refused as made already: the one its client gave up on was made after all. */
      decisionsMadeTwice: load.refusals.get(refusalCatalog.payment_request_decided) ?? 0,
      statuses: Object.fromEntries(load.statuses),
      refusals: Object.fromEntries(load.refusals),
      ledger: await moneyAfterwards(handle.db, load.acknowledged),
      lateMoves: await lateMoves(handle.db, load.timedOut, timeoutMs),
      lateDecisions: await lateDecisions(handle.db, load.decisionAttempts, timeoutMs),
      /** The server's logged errors (a 500's cause), the first few. */
      serverErrors: run.output
        .split('\n')
        .filter((line) => line.includes('"level":50'))
        .slice(0, 5),
    };
  } finally {
    await handle.close();
  }
}

/** The moves applied after their client gave up (their keys are the load's own, scoped by operator). */
async function lateMoves(db: Database, timedOut: MoneyLoad['timedOut'], timeoutMs: number) {
  if (timedOut.length === 0) return [];
  const applied = await db
    .select({ key: ledgerTransactions.idempotencyKey, at: ledgerTransactions.createdAt })
    .from(ledgerTransactions)
    .where(or(...timedOut.map((move) => like(ledgerTransactions.idempotencyKey, `wallet:%:${move.key}`))));
  const sentAt = new Map(timedOut.map((move) => [move.key, move.sentAt]));
  return applied.filter(({ key, at }) => {
    const sent = sentAt.get(key?.split(':').at(-1) ?? '');
    return sent === undefined || at.getTime() > sent + timeoutMs;
  });
}

/**
 * The decisions made after their client gave up: a request decided later than an attempt's time-out and
 * before the next attempt was sent (one decided after the retry was sent is the retry's, unless the retry
 * was refused as decided already: `decisionsMadeTwice`).
 */
async function lateDecisions(db: Database, attempts: MoneyLoad['decisionAttempts'], timeoutMs: number) {
  const ids = [...new Set(attempts.map((attempt) => attempt.id))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: paymentRequests.id, decidedAt: paymentRequests.decidedAt })
    .from(paymentRequests)
    .where(inArray(paymentRequests.id, ids));
  const decidedAt = new Map(rows.map((row) => [row.id, row.decidedAt?.getTime()]));
  return attempts.flatMap((attempt, index) => {
    const at = decidedAt.get(attempt.id);
    if (!attempt.timedOut || at === undefined) return [];
    const next = attempts.slice(index + 1).find((later) => later.id === attempt.id)?.sentAt ?? Infinity;
    return at > attempt.sentAt + timeoutMs && at < next ? [{ ...attempt, decidedAt: at }] : [];
  });
}
