import fc from 'fast-check';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { casinoWalletTransactions } from '../db/casinoProviderSchema.ts';
import { ledgerTransactions } from '../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { walletTestApp } from '../testing/providerWallet.ts';

const w = await walletTestApp();
afterAll(() => w.close());

/** One call of the provider; ids from small sets, so replays and reused ids come up often. */
type Step =
  | { kind: 'debit'; debit: number; rupees: number }
  | { kind: 'credit'; id: number; debit: number; rupees: number }
  | { kind: 'rollback'; id: number; debit: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('debit' as const), debit: fc.nat(2), rupees: fc.constantFrom(10, 30, 60) }),
  fc.record({
    kind: fc.constant('credit' as const),
    id: fc.nat(2),
    debit: fc.nat(2),
    rupees: fc.constantFrom(0, 20),
  }),
  fc.record({ kind: fc.constant('rollback' as const), id: fc.nat(2), debit: fc.nat(2) }),
);

/** The protocol's rules, in memory: what each call must answer and what the balance must be. */
class Model {
  balance = 10_000;
  debits = new Map<string, { amount: number; credited: boolean; rolledBack: boolean }>();
  tombstones = new Set<string>();
  calls = new Map<string, { body: string; status: string }>();

  apply(txn: string, body: string, decide: () => { status: string; store: boolean }): string {
    const earlier = this.calls.get(txn);
    if (earlier) return earlier.body === body ? earlier.status : 'INVALID_REQUEST';
    const { status, store } = decide();
    if (store) this.calls.set(txn, { body, status });
    return status;
  }
}

let run = 0;

describe('the seamless wallet (property)', () => {
  it('keeps the ledger balanced, answers as the protocol says and applies each transaction id at most once, whatever the calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        run += 1;
        const prefix = `p${run}-`;
        const { user, token } = await w.playing(100);
        const houseBefore = await w.providerHouse();
        const model = new Model();
        for (const s of steps) {
          const debitId = `${prefix}d${s.debit}`;
          const base = { token, roundId: `${prefix}round${s.debit}`, gameCode: 'lucky-reels' };
          let expected: string;
          let answer;
          if (s.kind === 'debit') {
            const amount = s.rupees * 100;
            expected = model.apply(debitId, `debit ${amount}`, () => {
              if (model.tombstones.has(debitId)) return { status: 'TRANSACTION_ROLLED_BACK', store: true };
              if (amount > model.balance) return { status: 'INSUFFICIENT_FUNDS', store: true };
              model.balance -= amount;
              model.debits.set(debitId, { amount, credited: false, rolledBack: false });
              return { status: 'OK', store: true };
            });
            answer = await w.call('debit', { ...base, transactionId: debitId, amount: `${s.rupees}.00` });
          } else if (s.kind === 'credit') {
            const txn = `${prefix}c${s.id}`;
            const amount = s.rupees * 100;
            expected = model.apply(txn, `credit ${debitId} ${amount}`, () => {
              const debit = model.debits.get(debitId);
              if (debit?.rolledBack || (!debit && model.tombstones.has(debitId))) {
                return { status: 'TRANSACTION_ROLLED_BACK', store: true };
              }
              if (!debit) return { status: 'DEBIT_NOT_FOUND', store: false };
              model.balance += amount;
              debit.credited = true;
              return { status: 'OK', store: true };
            });
            answer = await w.call('credit', {
              ...base,
              transactionId: txn,
              debitTransactionId: debitId,
              amount: `${s.rupees}.00`,
            });
          } else {
            const txn = `${prefix}r${s.id}`;
            expected = model.apply(txn, `rollback ${debitId}`, () => {
              const debit = model.debits.get(debitId);
              model.tombstones.add(debitId);
              if (debit?.rolledBack) return { status: 'OK', store: true };
              if (!debit) return { status: 'DEBIT_NOT_FOUND', store: true };
              if (debit.credited) return { status: 'INVALID_REQUEST', store: true };
              model.balance += debit.amount;
              debit.rolledBack = true;
              return { status: 'OK', store: true };
            });
            answer = await w.call('rollback', { ...base, transactionId: txn, debitTransactionId: debitId });
          }
          expect(answer.body.status, JSON.stringify(s)).toBe(expected);
        }
        expect((await w.rupeesOf(user)) * 100).toBe(model.balance);
        // What the player gained the provider's house lost, and no more.
        expect((await w.providerHouse()) - houseBefore).toBe(10_000 - model.balance);
        // Each transaction id moved money at most once: one ledger transaction per applied call.
        const db = w.t.database.db;
        const [applied] = await db
          .select({ n: count() })
          .from(casinoWalletTransactions)
          .where(
            and(
              like(casinoWalletTransactions.transactionId, `${prefix}%`),
              eq(casinoWalletTransactions.applied, true),
            ),
          );
        const [moved] = await db
          .select({ n: count() })
          .from(ledgerTransactions)
          .where(like(ledgerTransactions.idempotencyKey, `casino-wallet:slot:${prefix}%`));
        expect(moved?.n).toBe(applied?.n);
        expect(await verifyLedger(db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
