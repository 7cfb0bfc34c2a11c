import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './cashierSchema.ts';
import { createdAt, instant, money, updatedAt } from './columns.ts';
import { ledgerTransactions, sessions, users } from './schema.ts';

/**
 * The international casino (issue 19, docs/adr/0012-casino-providers.md): the launch tokens a provider's
 * game uses to reach the seamless wallet, every wallet call the operator answered (so a replay answers the
 * same), and the lottery list's items. Providers themselves are configuration, not rows.
 */

/**
 * A player's launch of a provider's game. Only the SHA-256 of the token is kept (a leaked table opens no
 * game); it starts a game once within 60 s, then lives as long as its session.
 */
export const casinoLaunchTokens = pgTable(
  'casino_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    providerKey: text('provider_key').notNull(),
    /** The provider's own game code (without the `{providerKey}:` prefix). */
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    authenticatedAt: instant('authenticated_at'),
    createdAt: createdAt(),
  },
  (table) => [index('casino_launch_tokens_session_idx').on(table.sessionId)],
);

export const walletCallKinds = ['debit', 'credit', 'rollback'] as const;
export type WalletCallKind = (typeof walletCallKinds)[number];

/** What the operator answered a wallet call, as sent (amounts as the protocol's decimal strings). */
export interface WalletAnswer {
  status: string;
  balance?: string;
  currency?: string;
  transactionId?: string;
  message?: string;
}

/**
 * Every debit, credit and rollback a provider sent, by the provider's transaction id (unique per
 * provider): what it asked (`request_hash`, to tell a replay from a different call reusing the id), what
 * was answered (replayed to a replay), and the ledger transaction that moved the money when one did. A
 * rollback of a debit never seen is kept too, as a tombstone: the debit, if it comes later, is refused.
 */
export const casinoWalletTransactions = pgTable(
  'casino_wallet_transactions',
  {
    providerKey: text('provider_key').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: walletCallKinds }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** The debit a credit or rollback refers to. */
    debitTransactionId: text('debit_transaction_id'),
    /** Minor units asked (0 for a rollback). */
    amount: money('amount').notNull(),
    /** Whether the call moved money (a refused debit or a repeated rollback did not). */
    applied: boolean('applied').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<WalletAnswer>().notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.providerKey, table.transactionId] }),
    check('casino_wallet_transactions_kind', sql`${table.kind} in ('debit', 'credit', 'rollback')`),
    check('casino_wallet_transactions_amount', sql`${table.amount} >= 0`),
    // Money moved exactly when a ledger transaction is named.
    check(
      'casino_wallet_transactions_applied',
      sql`${table.applied} = (${table.ledgerTransactionId} is not null)`,
    ),
    index('casino_wallet_transactions_debit_idx').on(table.providerKey, table.debitTransactionId),
    index('casino_wallet_transactions_user_idx').on(table.userId, table.createdAt),
  ],
);

export const lotteryItemStatuses = ['open', 'closed'] as const;

/**
 * The lottery list (spec 3 "Lottery item: id, image, status, date, title, price"), which the Super Admin
 * manages. The image is kept with its item, sniffed as png or jpeg like the cashier's images.
 */
export const lotteryItems = pgTable(
  'lottery_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    /** Minor units. */
    price: money('price').notNull(),
    status: text('status', { enum: lotteryItemStatuses }).notNull().default('open'),
    imageType: text('image_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    imageBytes: bytea('image_bytes').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('lottery_items_status', sql`${table.status} in ('open', 'closed')`),
    check('lottery_items_price', sql`${table.price} > 0`),
    check('lottery_items_image_type', sql`${table.imageType} in ('image/png', 'image/jpeg')`),
    check('lottery_items_image', sql`octet_length(${table.imageBytes}) > 0`),
  ],
);
