import { minor } from '@exchange/domain';
import { and, count, desc, eq, isNotNull, lt, max, sql } from 'drizzle-orm';
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
  | { kind: 'totalNotZero'; total: number; message: string }
  | {
      kind: 'cachedBalanceNotLastEntry';
      accountId: string;
      userId: string | null;
      cached: number;
      lastBalanceAfter: number | null;
      message: string;
    }
  | { kind: 'entriesNotZero'; total: number; message: string };

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
        .where(and(isNotNull(accounts.userId), lt(ledgerEntries.balanceAfter, minor(0))))
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

/**
 * The cheap part of `verifyLedger`, which the server runs at start: all cached balances sum to zero, each
 * account's cached balance is its last entry's balance_after (one index probe per account), and all
 * entries sum to zero (one pass over the narrow entries table). It does not replay running balances or
 * group entries by transaction (`npm run verify-ledger` does); the database refuses unbalanced
 * transactions as they are written (migration 0006_ledger_guards).
 */
export function checkLedgerTotals(db: Database): Promise<LedgerProblem[]> {
  return db.transaction(
    async (tx) => {
      const problems: LedgerProblem[] = [];
      const [balances] = await tx.select({ total: sumOf(accounts.balance) }).from(accounts);
      const balanceTotal = balances?.total ?? 0;
      if (balanceTotal !== 0) {
        problems.push({
          kind: 'totalNotZero',
          total: balanceTotal,
          message: `All balances sum to ${balanceTotal}, not 0`,
        });
      }
      const [entries] = await tx.select({ total: sumOf(ledgerEntries.amount) }).from(ledgerEntries);
      const entryTotal = entries?.total ?? 0;
      if (entryTotal !== 0) {
        problems.push({
          kind: 'entriesNotZero',
          total: entryTotal,
          message: `All ledger entries sum to ${entryTotal}, not 0`,
        });
      }
      const lastEntry = tx
        .select({ balanceAfter: ledgerEntries.balanceAfter })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accounts.id))
        .orderBy(desc(ledgerEntries.id))
        .limit(1)
        .as('last_entry');
      const mismatched = await tx
        .select({
          accountId: accounts.id,
          userId: accounts.userId,
          cached: accounts.balance,
          lastBalanceAfter: lastEntry.balanceAfter,
        })
        .from(accounts)
        .leftJoinLateral(lastEntry, sql`true`)
        .where(sql`${accounts.balance} <> coalesce(${lastEntry.balanceAfter}, 0)`)
        .orderBy(accounts.id);
      for (const row of mismatched) {
        problems.push({
          kind: 'cachedBalanceNotLastEntry',
          ...row,
          message: `Account ${row.accountId} caches ${row.cached}; its last entry says ${row.lastBalanceAfter ?? 'nothing'}`,
        });
      }
      return problems;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The server's refusal to start on a ledger that does not add up; `message` lists why. */
export class UnsoundLedgerError extends Error {}

/** Problems named in the refusal at most; `npm run verify-ledger` lists them all. */
const namedAtStart = 20;

/**
 * Run at start, before the server takes a bet: a ledger that does not add up (`checkLedgerTotals`) makes
 * it refuse to start rather than log and carry on, because every balance shown and every bet accepted on
 * it would build on the wrong figure. What is wrong needs an operator (`npm run verify-ledger`, then a
 * correcting transaction), and nothing the server offers could repair it in the meantime.
 */
export async function refuseUnsoundLedger(db: Database): Promise<void> {
  const problems = await checkLedgerTotals(db);
  if (problems.length === 0) return;
  const lines = [
    `The ledger does not add up (${problems.length} problem${problems.length === 1 ? '' : 's'}); the server will not take bets on it:`,
    ...problems.slice(0, namedAtStart).map((problem) => `- ${problem.message}`),
    ...(problems.length > namedAtStart ? [`- and ${problems.length - namedAtStart} more`] : []),
    'Run `npm run verify-ledger` against this database for the full check, correct the ledger, and start again.',
  ];
  throw new UnsoundLedgerError(lines.join('\n'));
}
