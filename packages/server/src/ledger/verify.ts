import { and, count, eq, isNotNull, lt, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../db/schema.ts';

/** Something the ledger replay found wrong; `message` says it for a person. */
export type LedgerProblem =
  | { kind: 'unbalancedTransaction'; transactionId: number; sum: number; entryCount: number; message: string }
  | {
      kind: 'runningBalanceMismatch';
      entryId: number;
      accountId: string;
      balanceAfter: number;
      expected: number;
      message: string;
    }
  | { kind: 'overdrawnEntry'; entryId: number; accountId: string; balanceAfter: number; message: string }
  | {
      kind: 'cachedBalanceMismatch';
      accountId: string;
      userId: string | null;
      cached: number;
      sumOfEntries: number;
      lastBalanceAfter: number | null;
      message: string;
    }
  | { kind: 'totalNotZero'; total: number; message: string };

/** A bigint sum arrives as a string (numeric) from both drivers. */
const sumOf = (expression: unknown) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/**
 * Replays the whole ledger and returns every inconsistency (empty when sound):
 * - each transaction has at least two entries and they sum to zero;
 * - each entry's balance_after is the running sum of its account's entries up to it, and never negative
 *   for a user's account;
 * - each account's cached balance equals the sum of its entries and its last balance_after;
 * - only the well-known house account has no user;
 * - all balances, house included, sum to zero.
 * The work happens in SQL, so a large ledger is not pulled into memory, and in one snapshot (repeatable
 * read), so transfers running meanwhile cannot make a sound ledger look broken.
 */
export function verifyLedger(db: Database): Promise<LedgerProblem[]> {
  return db.transaction(
    async (tx) => {
      const problems: LedgerProblem[] = [];

      const entryCount = count(ledgerEntries.id);
      const entrySum = sumOf(ledgerEntries.amount);
      const unbalanced = await tx
        .select({ transactionId: ledgerTransactions.id, sum: entrySum, entryCount })
        .from(ledgerTransactions)
        .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .groupBy(ledgerTransactions.id)
        .having(sql`${entrySum} <> 0 or ${entryCount} < 2`)
        .orderBy(ledgerTransactions.id);
      for (const row of unbalanced) {
        problems.push({
          kind: 'unbalancedTransaction',
          ...row,
          message: `Transaction ${row.transactionId} has ${row.entryCount} entries summing to ${row.sum}`,
        });
      }

      const replay = tx
        .select({
          entryId: ledgerEntries.id,
          accountId: ledgerEntries.accountId,
          balanceAfter: ledgerEntries.balanceAfter,
          expected:
            sql<number>`sum(${ledgerEntries.amount}) over (partition by ${ledgerEntries.accountId} order by ${ledgerEntries.id})`
              .mapWith(Number)
              .as('expected'),
        })
        .from(ledgerEntries)
        .as('replay');
      const drifted = await tx
        .select()
        .from(replay)
        .where(sql`${replay.balanceAfter} <> ${replay.expected}`)
        .orderBy(replay.entryId);
      for (const row of drifted) {
        problems.push({
          kind: 'runningBalanceMismatch',
          ...row,
          message: `Entry ${row.entryId} says the balance after it is ${row.balanceAfter}; its account's entries sum to ${row.expected}`,
        });
      }

      const overdrawn = await tx
        .select({
          entryId: ledgerEntries.id,
          accountId: ledgerEntries.accountId,
          balanceAfter: ledgerEntries.balanceAfter,
        })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(and(isNotNull(accounts.userId), lt(ledgerEntries.balanceAfter, 0)))
        .orderBy(ledgerEntries.id);
      for (const row of overdrawn) {
        problems.push({
          kind: 'overdrawnEntry',
          ...row,
          message: `Entry ${row.entryId} leaves user account ${row.accountId} at ${row.balanceAfter}`,
        });
      }

      const totals = tx
        .select({
          accountId: ledgerEntries.accountId,
          sum: sumOf(ledgerEntries.amount).as('sum'),
          lastEntryId: max(ledgerEntries.id).as('last_entry_id'),
        })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.accountId)
        .as('totals');
      const lastEntry = alias(ledgerEntries, 'last_entry');
      const mismatched = await tx
        .select({
          accountId: accounts.id,
          userId: accounts.userId,
          cached: accounts.balance,
          sumOfEntries: sql<number>`coalesce(${totals.sum}, 0)`.mapWith(Number),
          lastBalanceAfter: lastEntry.balanceAfter,
        })
        .from(accounts)
        .leftJoin(totals, eq(totals.accountId, accounts.id))
        .leftJoin(lastEntry, eq(lastEntry.id, totals.lastEntryId))
        .where(
          sql`${accounts.balance} <> coalesce(${totals.sum}, 0) or ${accounts.balance} <> coalesce(${lastEntry.balanceAfter}, 0)`,
        )
        .orderBy(accounts.id);
      for (const row of mismatched) {
        problems.push({
          kind: 'cachedBalanceMismatch',
          ...row,
          message: `Account ${row.accountId} caches ${row.cached}; its entries sum to ${row.sumOfEntries} and the last says ${row.lastBalanceAfter ?? 'nothing'}`,
        });
      }

      const [sum] = await tx.select({ total: sumOf(accounts.balance) }).from(accounts);
      const total = sum?.total ?? 0;
      if (total !== 0) {
        problems.push({ kind: 'totalNotZero', total, message: `All balances sum to ${total}, not 0` });
      }
      return problems;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
