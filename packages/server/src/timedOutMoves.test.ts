import { refusalCatalog } from '@exchange/domain';
import { inArray, like, or } from 'drizzle-orm';
import { paymentRequests } from './db/cashierSchema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { ledgerTransactions } from './db/schema.ts';
import { moneyAfterwards, startMoneyLoad } from './testing/moneyLoad.ts';
import { serverDatabase, startServer, type ServerDatabase } from './testing/serverProcess.ts';

/**
 * Issue 38: under load, moves whose client had timed out were applied up to 47 s later, and a client
 * resending them moved the money twice; cashier decisions likewise. Here 32 clients with a 5 s time-out
 * (28 moving chips, 4 deciding withdrawals) move money through a real server (strong password hashing, as
 * production) whose deadline is inside the clients' time-out, on the embedded database and (npm run
 * test:postgres) on PostgreSQL: no move or decision a client gave up on may be applied after it gave up,
 * and the ledger must add up. The server is stopped before the ledger is read: no request is in flight.
 */
const transferClients = 28;
const decisionClients = 4;
const clientTimeoutMs = 5000;
const loadMs = 20_000;
/** The share of moves and of decisions that must succeed (measured: docs/BENCHMARKS.md, "Moves under load"). */
const minimumSuccessShare = 0.5;

let database: ServerDatabase;
beforeAll(async () => {
  database = await serverDatabase('timed-out-');
});
afterAll(async () => {
  await database.dispose();
});

describe(`moves under load with a 5 s client time-out (${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'embedded'})`, () => {
  it('applies no timed-out move after its client gave up, and most moves succeed', async () => {
    const run = await startServer(
      database.dir,
      { ...database.env, REQUEST_DEADLINE_MS: String(clientTimeoutMs - 1000) },
      database.args,
    );
    expect(run.url, run.output).not.toBeNull();
    const load = await startMoneyLoad(run.url ?? '', transferClients, {
      timeoutMs: clientTimeoutMs,
      decisionClients,
    });
    await new Promise((resolve) => setTimeout(resolve, loadMs));
    await load.stop();
    await run.stop();

    const handle = await database.open();
    try {
      expect(await moneyAfterwards(handle.db, load.acknowledged)).toEqual({ problems: [], missing: [] });
      const keys = load.timedOut.map((move) => move.key);
      const applied =
        keys.length === 0
          ? []
          : await handle.db
              .select({ key: ledgerTransactions.idempotencyKey, at: ledgerTransactions.createdAt })
              .from(ledgerTransactions)
              .where(or(...keys.map((key) => like(ledgerTransactions.idempotencyKey, `wallet:%:${key}`))));
      const sentAt = new Map(load.timedOut.map((move) => [move.key, move.sentAt]));
      const late = applied.filter(({ key, at }) => {
        const sent = sentAt.get(key?.split(':').at(-1) ?? '');
        return sent === undefined || at.getTime() > sent + clientTimeoutMs;
      });
      expect(late).toEqual([]);
      expect(await lateDecisions(handle.db, load.decisionAttempts)).toEqual([]);
    } finally {
      await handle.close();
    }
    const answered = [...load.statuses.values()].reduce((sum, count) => sum + count, 0);
    const { decisions } = load;
    const decisionsTimedOut = load.decisionAttempts.filter((attempt) => attempt.timedOut).length;
    console.log(
      `timed-out moves: ${transferClients} + ${decisionClients} clients, ${answered} moves, ` +
        `${load.acknowledged.length} done, ${load.timedOut.length} timed out; ${decisions.answered} decisions ` +
        `answered, ${decisions.decided} made, ${decisionsTimedOut} timed out; statuses ` +
        `${JSON.stringify([...load.statuses])}, refusals ${JSON.stringify([...load.refusals])}`,
    );
    // A retried decision refused as made already: the one the client gave up on was made after all.
    expect(load.refusals.get(refusalCatalog.payment_request_decided) ?? 0).toBe(0);
    expect(load.acknowledged.length / answered).toBeGreaterThanOrEqual(minimumSuccessShare);
    expect(decisions.decided / (decisions.answered + decisionsTimedOut)).toBeGreaterThanOrEqual(
      minimumSuccessShare,
    );
  });
});

/**
 * The decisions made after their client gave up: a request decided later than an attempt's time-out and
 * before the next attempt was sent (a decision made after the retry was sent is the retry's, unless the
 * retry was refused as decided already, which the test checks on its own).
 */
async function lateDecisions(
  db: Database,
  attempts: readonly { id: string; sentAt: number; timedOut: boolean }[],
) {
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
    return at > attempt.sentAt + clientTimeoutMs && at < next ? [{ ...attempt, decidedAt: at }] : [];
  });
}
