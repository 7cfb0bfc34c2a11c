import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
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
    /** The game's name as the provider listed it when the call came (reports show it, not the code). */
    gameName: text('game_name'),
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

/** 'drawing' is no stored status: an open draw past its close time, not drawn yet, reads so. */
export const lotteryItemStatuses = ['open', 'drawn', 'closed'] as const;

/**
 * The lottery list (spec 3 "Lottery item: id, image, status, date, title, price"), which the Super Admin
 * manages. The image is kept with its item, sniffed as png or jpeg like the cashier's images. Each item is
 * a draw (issue 39, docs/adr/0024-lottery-draws.md): tickets 1 to `ticket_count` sold until `close_at`,
 * then drawn from `server_seed`, whose SHA-256 (`commitment`) is public from the start; the seed is
 * returned by no query answering a client until `drawn_at`.
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
    closeAt: instant('close_at').notNull(),
    ticketCount: integer('ticket_count').notNull(),
    /** Minor units, the first prize first. */
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    /** The draw's public seed: SHA-256 of the sold tickets, fixed when it is drawn. */
    ticketSetHash: text('ticket_set_hash'),
    drawnAt: instant('drawn_at'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('lottery_items_status', sql`${table.status} in ('open', 'drawn', 'closed')`),
    check('lottery_items_price', sql`${table.price} > 0`),
    check('lottery_items_image_type', sql`${table.imageType} in ('image/png', 'image/jpeg')`),
    check('lottery_items_image', sql`octet_length(${table.imageBytes}) > 0`),
    check('lottery_items_ticket_count', sql`${table.ticketCount} between 1 and 10000`),
    check('lottery_items_drawn', sql`(${table.status} = 'drawn') = (${table.drawnAt} is not null)`),
    index('lottery_items_due_idx').on(table.status, table.closeAt),
  ],
);

/**
 * A ticket sold: its draw and number (one holder per number), the player, the ledger transaction that
 * paid for it, and once drawn its prize (rank 1 is the first) with the transaction that paid it, or the
 * refund's when the draw was closed instead.
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => lotteryItems.id),
    number: integer('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purchaseTransactionId: bigint('purchase_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    prizeRank: integer('prize_rank'),
    /** Minor units. */
    prize: money('prize'),
    prizeTransactionId: bigint('prize_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.number] }),
    index('lottery_tickets_user_idx').on(table.userId, table.itemId),
    index('lottery_tickets_purchase_idx').on(table.purchaseTransactionId),
    check('lottery_tickets_number', sql`${table.number} >= 1`),
    check('lottery_tickets_prize', sql`(${table.prizeRank} is null) = (${table.prize} is null)`),
    check(
      'lottery_tickets_prize_paid',
      sql`(${table.prize} is null) = (${table.prizeTransactionId} is null)`,
    ),
  ],
);
