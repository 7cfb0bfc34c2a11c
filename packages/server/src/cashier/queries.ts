import {
  fromMinor,
  Refusal,
  minor,
  type PaymentMethods,
  type PaymentRequestRow,
  type PaymentRequestType,
  type PaymentStatusFilter,
} from '@exchange/domain';
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paymentRequests, paymentSettings } from '../db/cashierSchema.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { descendantsPattern } from '../hierarchy/subtree.ts';
import { cashierHolds, getBalance } from '../ledger/index.ts';

/** SQL reads of the cashier: request rows as the wire shows them, counts, and payment methods. */

const decider = alias(users, 'decider');

/** What names one payment: its UTR and its receipt's SHA-256. */
export interface DepositReferences {
  utr: string;
  receiptSha256: string;
}

/** The refusal for a UTR or receipt already on a live deposit request (pending or approved), or null. */
export async function liveReferenceRefusal(
  db: Database,
  references: DepositReferences,
): Promise<Refusal | null> {
  const utrKey = sql`ltrim(${references.utr}::text, '0')`;
  const [row] = await db
    .select({
      utr: sql<boolean>`bool_or(${paymentRequests.utrKey} = ${utrKey})`,
      receipt: sql<boolean>`bool_or(${paymentRequests.receiptSha256} = ${references.receiptSha256})`,
    })
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.type, 'deposit'),
        inArray(paymentRequests.status, ['pending', 'approved']),
        or(eq(paymentRequests.utrKey, utrKey), eq(paymentRequests.receiptSha256, references.receiptSha256)),
      ),
    );
  if (row?.utr) return new Refusal('utr_already_used');
  if (row?.receipt) return new Refusal('receipt_already_used');
  return null;
}

const other = alias(paymentRequests, 'other');

/**
 * How many other players' deposit requests (any status) carried a request's UTR or receipt: shown to the
 * deciding operator, since one payment claimed by two players is the cashier's common fraud.
 */
const referenceSharedBy = sql<number>`(select count(distinct ${other.userId})::int
  from ${paymentRequests} as ${sql.identifier('other')}
  where ${other.type} = 'deposit' and ${other.userId} <> ${paymentRequests.userId}
    and (${other.utrKey} = ${paymentRequests.utrKey}
      or ${other.receiptSha256} = ${paymentRequests.receiptSha256}))`;

const requestColumns = {
  id: paymentRequests.id,
  userId: paymentRequests.userId,
  type: paymentRequests.type,
  amount: paymentRequests.amount,
  accountType: paymentRequests.accountType,
  utr: paymentRequests.utr,
  receiptFileId: paymentRequests.receiptFileId,
  destination: paymentRequests.destination,
  status: paymentRequests.status,
  remark: paymentRequests.remark,
  reason: paymentRequests.reason,
  decidedAt: paymentRequests.decidedAt,
  createdAt: paymentRequests.createdAt,
  username: users.username,
  userPath: users.path,
  decidedBy: decider.username,
  referenceSharedBy,
};

export type RequestRecord = Awaited<ReturnType<typeof requestRecords>>[number];

function requestRecords(db: Database, where: SQL | undefined) {
  return db
    .select(requestColumns)
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .leftJoin(decider, eq(decider.id, paymentRequests.decidedBy))
    .where(where);
}

/** A request as the wire shows it (spec 3's row and what review needs). */
export function requestToWire(record: RequestRecord): PaymentRequestRow {
  return {
    _id: record.id,
    type: record.type,
    amount: fromMinor(minor(record.amount)),
    createdAt: record.createdAt.toISOString(),
    status: record.status,
    remark: record.remark,
    reason: record.reason,
    username: record.username,
    accountType: record.accountType,
    utrno: record.utr,
    referenceSharedBy: Number(record.referenceSharedBy),
    bankDetail: record.destination,
    imageId: record.receiptFileId,
    decidedAt: record.decidedAt?.toISOString() ?? null,
    decidedBy: record.decidedBy,
  };
}

/** One request with its player, or null. */
export async function requestById(db: Database, id: string): Promise<RequestRecord | null> {
  const [record] = await requestRecords(db, eq(paymentRequests.id, id)).limit(1);
  return record ?? null;
}

export interface RequestFilter {
  type: PaymentRequestType;
  from: Date;
  to: Date;
  status: PaymentStatusFilter;
  /** The player's own requests. */
  userId?: string;
  /** Every request of the players below this path. */
  belowPath?: string;
  page: number;
  pageSize: number;
}

/** A page of requests, newest first, with the total to page through. */
export async function requestPage(db: Database, filter: RequestFilter) {
  const where = and(
    eq(paymentRequests.type, filter.type),
    gte(paymentRequests.createdAt, filter.from),
    lt(paymentRequests.createdAt, filter.to),
    filter.status === 'all' ? undefined : eq(paymentRequests.status, filter.status),
    filter.userId === undefined ? undefined : eq(paymentRequests.userId, filter.userId),
    filter.belowPath === undefined
      ? undefined
      : sql`${users.path} like ${descendantsPattern(filter.belowPath)}`,
  );
  // Count and page from one snapshot, so the total agrees with the rows while requests arrive.
  return db.transaction(
    async (tx) => {
      const [counted] = await tx
        .select({ total: count() })
        .from(paymentRequests)
        .innerJoin(users, eq(users.id, paymentRequests.userId))
        .where(where);
      const rows = await requestRecords(tx, where)
        .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows, totalDocs: counted?.total ?? 0 };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** How many requests of each type wait for a decision below an operator's path. */
export async function pendingCounts(db: Database, belowPath: string) {
  const rows = await db
    .select({ type: paymentRequests.type, total: count() })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .where(
      and(eq(paymentRequests.status, 'pending'), sql`${users.path} like ${descendantsPattern(belowPath)}`),
    )
    .groupBy(paymentRequests.type);
  const totalOf = (type: PaymentRequestType) => rows.find((row) => row.type === type)?.total ?? 0;
  return { deposit: totalOf('deposit'), withdraw: totalOf('withdraw') };
}

/** How many requests of a type a player has waiting. */
export async function pendingOf(db: Database, userId: string, type: PaymentRequestType): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.userId, userId),
        eq(paymentRequests.type, type),
        eq(paymentRequests.status, 'pending'),
      ),
    );
  return row?.total ?? 0;
}

const methodColumns = {
  upiId: paymentSettings.upiId,
  upiName: paymentSettings.upiName,
  accountHolderName: paymentSettings.accountHolderName,
  accountNumber: paymentSettings.accountNumber,
  ifscCode: paymentSettings.ifscCode,
  qrImageId: paymentSettings.qrFileId,
  username: users.username,
};

/** The payment methods saved by these users, the deepest first (the nearest upline of a player). */
export async function nearestMethods(
  db: Database,
  userIds: readonly string[],
): Promise<PaymentMethods | null> {
  if (userIds.length === 0) return null;
  const [row] = await db
    .select(methodColumns)
    .from(paymentSettings)
    .innerJoin(users, eq(users.id, paymentSettings.userId))
    .where(
      and(
        inArray(paymentSettings.userId, [...userIds]),
        sql`(${paymentSettings.upiId} <> '' or ${paymentSettings.accountNumber} <> '')`,
      ),
    )
    .orderBy(desc(sql`length(${users.path})`))
    .limit(1);
  return row ?? null;
}

/**
 * The cashier's own conservation rule: the holds account holds exactly the pending withdrawals (in
 * minor units, both figures). Tests check it beside verifyLedger after every scenario.
 */
export async function holdsAgainstPending(db: Database): Promise<{ held: number; pending: number }> {
  const [pending] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentRequests.amount}), 0)`.mapWith(Number) })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.type, 'withdraw'), eq(paymentRequests.status, 'pending')));
  const held = await getBalance(db, cashierHolds);
  return { held: held.balance, pending: pending?.total ?? 0 };
}
