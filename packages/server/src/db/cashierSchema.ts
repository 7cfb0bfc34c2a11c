import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, money, updatedAt } from './columns.ts';
import { ledgerTransactions, users } from './schema.ts';

/**
 * The cashier (issue 16, docs/adr/0011-cashier.md): players' saved bank accounts and UPI ids, operators'
 * payment methods, deposit and withdrawal requests, and the images they carry. Money moves only in the
 * ledger; a request row records what was asked and which ledger transactions answered it.
 */

/** PostgreSQL's bytea as a Node Buffer (both drivers hand back a Uint8Array or Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const paymentFileKinds = ['receipt', 'qr'] as const;
export type PaymentFileKind = (typeof paymentFileKinds)[number];

/**
 * Uploaded images, in the database: every server process reads the same bytes, on PGlite and PostgreSQL
 * alike, and nothing sits on a disk under the web root or at a path a client chose. `content_type` is what
 * the content was sniffed as (cashier/files.ts), never what the browser claimed.
 */
export const paymentFiles = pgTable(
  'payment_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The uploader: a player (receipt) or an operator (its QR image). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: paymentFileKinds }).notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('payment_files_kind', sql`${table.kind} in ('receipt', 'qr')`),
    check('payment_files_content_type', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
    check(
      'payment_files_size',
      sql`${table.byteSize} = octet_length(${table.bytes}) and ${table.byteSize} > 0`,
    ),
    index('payment_files_owner_idx').on(table.ownerId),
  ],
);

/** Spec 3 "Bank account: accountHolderName, accountNumber, ifscCode, _id": a player's, for withdrawals. */
export const paymentBankAccounts = pgTable(
  'payment_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_bank_accounts_user_account_idx').on(
      table.userId,
      table.accountNumber,
      sql`upper(${table.ifscCode})`,
    ),
  ],
);

/** Spec 3 "UPI entry: upiId, _id": a player's, for withdrawals. */
export const paymentUpiIds = pgTable(
  'payment_upi_ids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    upiId: text('upi_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payment_upi_ids_user_upi_idx').on(table.userId, sql`lower(${table.upiId})`)],
);

/**
 * Spec 3 "Payment settings: upiId, upiName, accountHolderName, accountNumber, ifscCode": an operator's
 * methods, which its players (and those below operators without methods of their own) deposit to.
 */
export const paymentSettings = pgTable('payment_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  upiId: text('upi_id').notNull().default(''),
  upiName: text('upi_name').notNull().default(''),
  accountHolderName: text('account_holder_name').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  ifscCode: text('ifsc_code').notNull().default(''),
  qrFileId: uuid('qr_file_id').references(() => paymentFiles.id),
  updatedAt: updatedAt(),
});

export const paymentRequestStatuses = ['pending', 'approved', 'rejected'] as const;

/** What a withdrawal was asked to: the saved bank account or UPI id as it was then. */
export type PaymentDestination =
  | { accountHolderName: string; accountNumber: string; ifscCode: string; _id: string }
  | { upiId: string; _id: string };

/**
 * A deposit or withdrawal request: pending until an operator above the player decides it, once. A
 * withdrawal's amount is held in the ledger as it is asked (`hold_transaction_id`); the decision's ledger
 * transaction (`decision_transaction_id`) pays it out, releases it, or (a deposit) credits the player.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['deposit', 'withdraw'] }).notNull(),
    /** Minor units. */
    amount: money('amount').notNull(),
    accountType: text('account_type', { enum: ['upi', 'bank'] }).notNull(),
    /** A deposit's UTR. */
    utr: text('utr'),
    /**
     * The UTR as one payment is known by whatever padding it was typed with (issue 37): leading zeros do
     * not make another reference.
     */
    utrKey: text('utr_key').generatedAlwaysAs(sql`ltrim(utr, '0')`),
    /** A deposit's receipt image. */
    receiptFileId: uuid('receipt_file_id').references(() => paymentFiles.id),
    /** The receipt's SHA-256 (hex): one screenshot backs one payment. */
    receiptSha256: text('receipt_sha256'),
    /** A withdrawal's destination, copied from the player's list (it may delete the entry later). */
    destination: jsonb('destination').$type<PaymentDestination>(),
    status: text('status', { enum: paymentRequestStatuses }).notNull().default('pending'),
    remark: text('remark').notNull().default('ok'),
    /** Why the operator rejected the request (issue 39): the player reads it. Only a rejection has one. */
    reason: text('reason'),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    decisionTransactionId: bigint('decision_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /** The account that decided (an operator or its multi-login account). */
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: instant('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('payment_requests_type', sql`${table.type} in ('deposit', 'withdraw')`),
    check('payment_requests_status', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('payment_requests_account_type', sql`${table.accountType} in ('upi', 'bank')`),
    check('payment_requests_amount', sql`${table.amount} > 0`),
    // A deposit carries its receipt and UTR; a withdrawal its destination and the hold of its amount.
    check(
      'payment_requests_shape',
      sql`(${table.type} = 'deposit' and ${table.receiptFileId} is not null and ${table.utr} is not null)
        or (${table.type} = 'withdraw' and ${table.destination} is not null and ${table.holdTransactionId} is not null)`,
    ),
    // Decided means decided by someone at some time; pending means neither.
    check(
      'payment_requests_decision',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null and ${table.decidedBy} is null)`,
    ),
    // A rejection says why, in words; nothing else carries a reason.
    check(
      'payment_requests_reason',
      sql`(${table.status} = 'rejected') = (${table.reason} is not null) and coalesce(btrim(${table.reason}), '-') <> ''`,
    ),
    index('payment_requests_user_idx').on(table.userId, table.type, table.createdAt),
    index('payment_requests_type_created_idx').on(table.type, table.createdAt),
    index('payment_requests_pending_idx')
      .on(table.type, table.userId)
      .where(sql`${table.status} = 'pending'`),
    // A bank reference (and a receipt) backs one live deposit, whoever asks (issue 37: the UTR reused is the
    // manual cashier's common fraud). A rejected request frees it: the player may ask again.
    uniqueIndex('payment_requests_live_utr_idx')
      .on(table.utrKey)
      .where(sql`${table.type} = 'deposit' and ${table.status} in ('pending', 'approved')`),
    uniqueIndex('payment_requests_live_receipt_idx')
      .on(table.receiptSha256)
      .where(sql`${table.type} = 'deposit' and ${table.status} in ('pending', 'approved')`),
    // Every request that ever carried a reference, for the review's "used by other players".
    index('payment_requests_utr_idx').on(table.utrKey),
    index('payment_requests_receipt_idx').on(table.receiptSha256),
  ],
);
