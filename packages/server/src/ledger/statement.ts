import { minor, type Minor } from '@exchange/domain';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { house, houseAccountId, isUuid, type AccountOwner } from './accounts.ts';
import { InvalidLedgerInputError, UnknownUserError } from './errors.ts';
import type { LedgerTransactionKind } from './ledger.ts';

export interface StatementQuery {
  /** Entries at or after this instant. */
  from?: Date | undefined;
  /** Entries before this instant (exclusive, so a day's end is the next day's start). */
  to?: Date | undefined;
  /** Only these transaction kinds (the report's type filter); all kinds when absent. */
  kinds?: readonly LedgerTransactionKind[] | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** One line of an account statement: one ledger entry of the account. */
export interface StatementRow {
  entryId: number;
  transactionId: number;
  createdAt: Date;
  kind: LedgerTransactionKind;
  narration: string;
  credit: Minor;
  debit: Minor;
  /** The running balance: the account's balance right after this entry. */
  balance: Minor;
}

export interface StatementPage {
  items: StatementRow[];
  page: number;
  totalDocs: number;
  totalPages: number;
}

function checkQuery(query: StatementQuery): void {
  if (!Number.isInteger(query.page) || query.page < 1)
    throw new InvalidLedgerInputError('Page must be 1 or more');
  if (!Number.isInteger(query.pageSize) || query.pageSize < 1) {
    throw new InvalidLedgerInputError('Page size must be 1 or more');
  }
  if (query.from && query.to && query.from > query.to) {
    throw new InvalidLedgerInputError('Start date must not be after end date');
  }
}

/**
 * The account statement of a user (or of the house), newest first. Entry ids, not timestamps, give the
 * order: within one account the row lock makes id order the order in which balances changed, while
 * `created_at` is the start of each database transaction and can tie or interleave.
 * It reads in a transaction of its own: call it with the database, not inside another transaction.
 */
export async function accountStatement(
  db: Database,
  userId: AccountOwner,
  query: StatementQuery,
): Promise<StatementPage> {
  checkQuery(query);
  if (userId !== house && !isUuid(userId)) throw new UnknownUserError(userId);
  const filters: (SQL | undefined)[] = [
    userId === house ? eq(ledgerEntries.accountId, houseAccountId) : eq(accounts.userId, userId),
    query.from ? gte(ledgerEntries.createdAt, query.from) : undefined,
    query.to ? lt(ledgerEntries.createdAt, query.to) : undefined,
    query.kinds ? inArray(ledgerTransactions.kind, [...query.kinds]) : undefined,
  ];
  const where = and(...filters);

  // Count and page from one snapshot, so totalDocs agrees with the rows even while money moves.
  return db.transaction(
    async (tx) => {
      const [counted] = await tx
        .select({ total: count() })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where);
      const totalDocs = counted?.total ?? 0;
      const rows = await tx
        .select({
          entryId: ledgerEntries.id,
          transactionId: ledgerEntries.transactionId,
          createdAt: ledgerEntries.createdAt,
          kind: ledgerTransactions.kind,
          narration: ledgerTransactions.narration,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
        })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        items: rows.map((row) => ({
          entryId: row.entryId,
          transactionId: row.transactionId,
          createdAt: row.createdAt,
          kind: row.kind,
          narration: row.narration,
          credit: minor(Math.max(row.amount, 0)),
          debit: minor(Math.max(-row.amount, 0)),
          balance: minor(row.balanceAfter),
        })),
        page: query.page,
        totalDocs,
        totalPages: Math.ceil(totalDocs / query.pageSize),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
