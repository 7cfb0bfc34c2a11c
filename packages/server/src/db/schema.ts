import { minor, sessionEndedReasons } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, money, updatedAt } from './columns.ts';

export interface SportSetting {
  minBet: number;
  maxBet: number;
  delay: number;
}

/**
 * Every user and operator. `path` is the materialised path of ids from the root down to this user
 * ("<root>/<child>/.../<id>"), so "is X in my subtree" is one indexed prefix query.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    fullname: text('fullname').notNull(),
    role: text('role', { enum: ['admin', 'sadmin', 'smdl', 'mdl', 'dl', 'user'] }).notNull(),
    parentId: uuid('parent_id'),
    path: text('path').notNull(),
    passwordHash: text('password_hash').notNull(),
    transactionPasswordHash: text('transaction_password_hash'),
    /** The spec's change-password-and-transaction-password flag: set for a created user until first change. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** Percentage share of the downline's results (0-100). */
    partnership: integer('partnership').notNull().default(0),
    creditReference: money('credit_reference').notNull().default(minor(0)),
    exposureLimit: money('exposure_limit'),
    sportSettings: jsonb('sport_settings').$type<Record<string, SportSetting>>().notNull().default({}),
    stakes: jsonb('stakes').$type<number[]>().notNull().default([]),
    /** The bet slip's in-play price choices, saved with the stakes (docs/adr/0026-in-play-price-moves.md). */
    acceptBetterPrice: boolean('accept_better_price').notNull().default(true),
    waitIfPriceWorse: boolean('wait_if_price_worse').notNull().default(false),
    privileges: jsonb('privileges').$type<number[]>().notNull().default([]),
    userLocked: boolean('user_locked').notNull().default(false),
    betLocked: boolean('bet_locked').notNull().default(false),
    /** The domain's authMethods: 0 no second step, 1 Telegram, 2 authenticator app (TOTP). */
    authMethod: integer('auth_method').notNull().default(0),
    otpStatusTelegram: integer('otp_status_telegram').notNull().default(0),
    telegramChatId: text('telegram_chat_id'),
    totpSecret: text('totp_secret'),
    /** Multi-login accounts: an extra login of `ownerId` with a chosen subset of its privileges. */
    ownerId: uuid('owner_id'),
    /** The last authenticator time step accepted: a code once used cannot sign in or disable again. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Issue 21: the player's jurisdiction for the responsible-gaming rules ('uk' or 'intl'). */
    jurisdiction: text('jurisdiction', { enum: ['uk', 'intl'] })
      .notNull()
      .default('intl'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_path_idx').on(sql`${table.path} text_pattern_ops`),
    index('users_parent_idx').on(table.parentId),
    check('users_partnership_range', sql`${table.partnership} between 0 and 100`),
    check('users_jurisdiction', sql`${table.jurisdiction} in ('uk', 'intl')`),
  ],
);

/** The house account's fixed id: where chips come from (the root of the ledger). */
export const houseAccountId = '00000000-0000-4000-8000-000000000000';

/**
 * The cashier's holds account (issue 16): withdrawal requests waiting for a decision hold their amounts
 * here, so a player's available balance drops as it asks. Its balance is the sum of the pending
 * withdrawals; like a user's, it never goes below zero.
 */
export const cashierHoldsAccountId = '00000000-0000-4000-8000-000000000001';

/**
 * One money account per user, plus the house account (`userId` null) where chips come from. Only the house
 * may go negative; the sum over all accounts is always zero.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id),
    balance: money('balance').notNull().default(minor(0)),
    exposure: money('exposure').notNull().default(minor(0)),
    /**
     * A casino provider's house account (issue 19, docs/adr/0012-casino-providers.md): the provider's key.
     * Its players' bets go in and their wins come out, so it may go negative like the house.
     */
    providerKey: text('provider_key').unique(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Exactly one house account and one holds account, with the ledger module's fixed ids, and one
    // account per casino provider; a provider's account belongs to no user.
    check(
      'accounts_one_house',
      sql`${table.userId} is not null or ${table.providerKey} is not null or ${table.id} in ('${sql.raw(houseAccountId)}', '${sql.raw(cashierHoldsAccountId)}')`,
    ),
    check('accounts_provider_no_user', sql`${table.providerKey} is null or ${table.userId} is null`),
    check(
      'accounts_holds_not_negative',
      sql`${table.id} <> '${sql.raw(cashierHoldsAccountId)}' or ${table.balance} >= 0`,
    ),
    check('accounts_user_not_overdrawn', sql`${table.userId} is null or ${table.balance} >= 0`),
    check('accounts_exposure_not_negative', sql`${table.exposure} >= 0`),
  ],
);

/**
 * A balanced set of ledger entries: appended, never updated or deleted. The database refuses both, and a
 * transaction whose entries are fewer than two or do not sum to zero (migration 0006_ledger_guards).
 */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', {
    // hold and release: a withdrawal request's amount held until decided, and given back on a rejection.
    // lottery: tickets bought, prizes paid, tickets refunded (issue 39).
    // commission: the exchange's on a market's net winnings, and its refund by a rollback (issue 41).
    enum: [
      'transfer',
      'deposit',
      'withdrawal',
      'settlement',
      'correction',
      'opening',
      'hold',
      'release',
      'lottery',
      'commission',
    ],
  }).notNull(),
  narration: text('narration').notNull(),
  /** A retried request with the same key does nothing twice. */
  idempotencyKey: text('idempotency_key').unique(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Positive credits the account, negative debits it. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    // The database's balance check (migration 0006) sums each new transaction's entries at commit.
    index('ledger_entries_transaction_idx').on(table.transactionId),
    // An entry of nothing moves nothing: the ledger refuses it, and so does the database (migration 0014).
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

/** A signed-in device. `pendingSecondStep` sessions hold only the temporary token of the code step. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    pendingSecondStep: boolean('pending_second_step').notNull().default(false),
    ip: text('ip'),
    revokedAt: instant('revoked_at'),
    /** Why the session ended, so the client that still holds its token can say so (see endedReasons). */
    endedReason: text('ended_reason', { enum: sessionEndedReasons }),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh tokens, stored hashed; a used one presented again revokes its session (token theft). */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id),
  usedAt: instant('used_at'),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Spec: activity logs of every login (with IP) and password change. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', {
      enum: ['login', 'logout', 'changePassword', 'loginFailed', 'accountLocked'],
    }).notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('activity_logs_user_idx').on(table.userId, table.createdAt)],
);

/** Second-step codes, stored hashed; they expire and allow a few wrong tries. */
export const otpCodes = pgTable('otp_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose', { enum: ['login', 'disable'] }).notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: instant('expires_at').notNull(),
  consumedAt: instant('consumed_at'),
  createdAt: createdAt(),
});

/** Telegram linking: the connection id (`gkey`) a user sends the bot as `/connect <gkey>`. */
export const telegramLinks = pgTable('telegram_links', {
  gkey: text('gkey').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Site-wide settings (maintenance and the like), by name. */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The news ticker (src/news): one message per admin or sadmin, shown to the users below it. Keyed by the
 * operator, so saving again replaces the line and a removed line is a deleted row.
 */
export const news = pgTable('news', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id),
  text: text('text').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Failed guesses of a secret (login password, transaction password, authenticator or Telegram code), by
 * subject: `<kind>:<user id>` for an account, or `<kind>:<normalised username>` for a name that has no
 * account. Kept in the database, so a restart or a second instance does not reset the count.
 */
export const guessAttempts = pgTable('guess_attempts', {
  subject: text('subject').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull(),
  /** Until when further guesses are refused without being checked. */
  lockedUntil: instant('locked_until'),
  updatedAt: updatedAt(),
});

/**
 * What operators did that a report must show: deleting a matched bet, unlocking a locked-out account,
 * signing a user out, switching off a lost second step, and the like. Appended, never updated. `actorId` is who signed in (a multi-login
 * account itself); `actingForId` the operator it acted as.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    actingForId: uuid('acting_for_id')
      .notNull()
      .references(() => users.id),
    action: text('action', {
      enum: ['deleteMatchedBet', 'unlockAccount', 'endSessions', 'resetSecondStep'],
    }).notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id),
    /** What was acted on (a bet's id, stake and odds; ...), as the report shows it. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_target_idx').on(table.targetUserId, table.createdAt),
    index('audit_log_acting_for_idx').on(table.actingForId, table.createdAt),
  ],
);
