import { inArray, isNull, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { accounts, ledgerTransactions } from '../db/schema.ts';
import { openTestDatabase } from '../testing/database.ts';
import { ensureAccount, ensureHouseAccount, getBalance, house, type AccountOwner } from './accounts.ts';
import { InsufficientBalanceError } from './errors.ts';
import { transfer, type TransferInput, type TransferResult } from './ledger.ts';
import { insertUsers, reserveExposure } from '../testing/ledgerUsers.ts';
import { verifyLedger } from './verify.ts';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  // The model tracks the house from the start, so its account must exist from the start.
  await ensureHouseAccount(db);
});
afterAll(async () => {
  await handle.close();
});

/** -1 is the house; 0.. index the run's players. */
type Party = number;
interface Move {
  from: Party;
  to: Party;
  amount: number;
  /** Instead of a new move, resend an earlier successful one (same idempotency key): it must move nothing. */
  retry: number | null;
}
interface Batch {
  /** Run the batch's moves at once (Promise.allSettled) rather than one after another. */
  concurrent: boolean;
  moves: Move[];
}

const scenarios = fc.integer({ min: 2, max: 6 }).chain((playerCount) => {
  const party = fc.oneof(
    { weight: 1, arbitrary: fc.constant(-1) },
    { weight: 3, arbitrary: fc.integer({ min: 0, max: playerCount - 1 }) },
  );
  const move: fc.Arbitrary<Move> = fc
    .record({
      from: party,
      to: party,
      amount: fc.integer({ min: 1, max: 20_000 }),
      retry: fc.option(fc.nat(), { freq: 8 }),
    })
    .filter((candidate) => candidate.from !== candidate.to);
  // size 'max': without it fast-check keeps arrays far below maxLength, and the point is volume.
  const batch: fc.Arbitrary<Batch> = fc.record({
    concurrent: fc.boolean(),
    moves: fc.array(move, { minLength: 1, maxLength: 25, size: 'max' }),
  });
  return fc.record({
    // Exposure reserves part of the balance; it stays fixed here (bets change it elsewhere).
    exposures: fc.array(fc.integer({ min: 0, max: 5_000 }), {
      minLength: playerCount,
      maxLength: playerCount,
    }),
    batches: fc.array(batch, { minLength: 3, maxLength: 7, size: 'max' }),
  });
});

function kindOf(from: AccountOwner, to: AccountOwner): TransferInput['kind'] {
  if (from === house) return 'deposit';
  if (to === house) return 'withdrawal';
  return 'transfer';
}

let runCount = 0;
let attempted = 0;

it('keeps the total at zero, never overdraws, and replays to the balances, over thousands of random transfers', async () => {
  await fc.assert(
    fc.asyncProperty(scenarios, async ({ exposures, batches }) => {
      runCount += 1;
      const players = await insertUsers(db, exposures.length);
      for (const [index, player] of players.entries()) {
        await ensureAccount(db, player);
        await reserveExposure(db, player, exposures[index] ?? 0);
      }
      const owner = (party: Party): AccountOwner => (party < 0 ? house : (players[party] ?? house));
      // What each player's balance must be: successful moves commute, whatever order they ran in.
      const model = new Map<AccountOwner, number>(players.map((player) => [player, 0]));
      model.set(house, (await getBalance(db, house)).balance);
      const exposureOf = new Map<AccountOwner, number>(
        players.map((player, index) => [player, exposures[index] ?? 0]),
      );
      const apply = (request: TransferInput) => {
        for (const [party, sign] of [
          [request.fromUserId, -1],
          [request.toUserId, 1],
        ] as const) {
          model.set(party, (model.get(party) ?? 0) + sign * request.amount);
        }
      };
      const completed: { request: TransferInput; transactionId: number }[] = [];
      const transactionsBefore = await db.$count(ledgerTransactions);
      let moved = 0;

      for (const [batchIndex, batch] of batches.entries()) {
        const planned = batch.moves.map((move, moveIndex) => {
          const earlier = move.retry === null ? undefined : completed[move.retry % completed.length];
          if (earlier) return earlier;
          const fromUserId = owner(move.from);
          const toUserId = owner(move.to);
          const request: TransferInput = {
            fromUserId,
            toUserId,
            amount: move.amount,
            kind: kindOf(fromUserId, toUserId),
            narration: `Run ${runCount} batch ${batchIndex} move ${moveIndex}`,
            idempotencyKey: `run-${runCount}-${batchIndex}-${moveIndex}`,
          };
          return { request, transactionId: null };
        });
        attempted += planned.length;

        const check = (plan: (typeof planned)[number], outcome: PromiseSettledResult<TransferResult>) => {
          if (plan.transactionId !== null) {
            expect(outcome).toEqual({
              status: 'fulfilled',
              value: { transactionId: plan.transactionId, replayed: true },
            });
            return;
          }
          if (outcome.status === 'rejected') {
            expect(outcome.reason).toBeInstanceOf(InsufficientBalanceError);
            return;
          }
          expect(outcome.value.replayed).toBe(false);
          apply(plan.request);
          moved += 1;
          completed.push({ request: plan.request, transactionId: outcome.value.transactionId });
        };

        if (batch.concurrent) {
          const outcomes = await Promise.allSettled(planned.map((plan) => transfer(db, plan.request)));
          planned.forEach((plan, index) => {
            const outcome = outcomes[index];
            if (outcome) check(plan, outcome);
          });
        } else {
          for (const plan of planned) {
            const { fromUserId, toUserId, amount } = plan.request;
            const [outcome] = await Promise.allSettled([transfer(db, plan.request)]);
            if (!outcome) throw new Error('no outcome');
            // One at a time, the model knows exactly which moves the available balance allows.
            const available = (model.get(fromUserId) ?? 0) - (exposureOf.get(fromUserId) ?? 0);
            const allowed = plan.transactionId !== null || fromUserId === house || available >= amount;
            expect(outcome.status).toBe(allowed ? 'fulfilled' : 'rejected');
            check(plan, outcome);
            if (outcome.status === 'rejected' || plan.transactionId !== null) {
              // The model did not move, so neither may the accounts.
              const after = await Promise.all([getBalance(db, fromUserId), getBalance(db, toUserId)]);
              expect(after.map((balance) => balance.balance)).toEqual([
                model.get(fromUserId),
                model.get(toUserId),
              ]);
            }
          }
        }

        const rows = await db
          .select({ userId: accounts.userId, balance: accounts.balance })
          .from(accounts)
          .where(or(inArray(accounts.userId, players), isNull(accounts.userId)));
        const balances = new Map(rows.map((row) => [row.userId ?? house, row.balance]));
        expect(balances).toEqual(model);
        for (const player of players) expect(balances.get(player)).toBeGreaterThanOrEqual(0);
        const [total] = await db
          .select({ sum: sql<number>`coalesce(sum(${accounts.balance}), 0)`.mapWith(Number) })
          .from(accounts);
        expect(total?.sum).toBe(0);
      }

      // Refused moves and retries wrote nothing: exactly one transaction per money movement.
      expect(await db.$count(ledgerTransactions)).toBe(transactionsBefore + moved);
      // Includes every balance_after of the run, so an overdraft in between would show here.
      expect(await verifyLedger(db)).toEqual([]);
    }),
    // Each run costs a few hundred milliseconds, so shrinking a failure could take many minutes: the limit
    // keeps a failing run short (it still fails, with the smallest counterexample found by then).
    { numRuns: 40, plugins: [fc.interruptAfterTimeLimit(90_000)] },
  );
  expect(attempted).toBeGreaterThan(1_000);
});
