import { maxCommissionBasisPoints } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, money } from './columns.ts';
import { ledgerTransactions, users } from './schema.ts';

/**
 * The sports exchange: the catalog the odds feed fills (series, matches, markets, runners), the bets, and
 * what settlement records. Live prices are not stored: the feed publishes them and the exchange keeps the
 * latest in memory (they are not money); bets, exposure and results are only ever in the database.
 */

/** Per sport: shown or not, stake limits (minor units) and the in-play delay in seconds (save-sport-settings). */
export const sportSettings = pgTable('sport_settings', {
  sportId: integer('sport_id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  minBet: money('min_bet').notNull(),
  maxBet: money('max_bet').notNull(),
  delaySeconds: integer('delay_seconds').notNull().default(0),
});

/** A competition (the spec's series); ids come from the feed. */
export const series = pgTable('series', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  sportId: integer('sport_id').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * An event (the spec's match). The feed creates it; `active` is set when an admin activates it with
 * save-match (players see only active matches). `status` follows the feed: upcoming, in play, closed.
 */
export const matches = pgTable(
  'matches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    sportId: integer('sport_id').notNull(),
    seriesId: bigint('series_id', { mode: 'number' }).references(() => series.id),
    name: text('name').notNull(),
    openDate: instant('open_date').notNull(),
    status: text('status', { enum: ['upcoming', 'inPlay', 'closed'] })
      .notNull()
      .default('upcoming'),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('matches_sport_idx').on(table.sportId, table.status)],
);

/**
 * A market of a match: match odds (decimal exchange odds), bookmaker (100-based) or fancy (session runs
 * line with a rate). `result` is the winning selection id (match odds, bookmaker) or the run total
 * (fancy); it is set when the market is settled and cleared by a rollback.
 */
export const markets = pgTable(
  'markets',
  {
    id: text('id').primaryKey(),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .references(() => matches.id),
    kind: text('kind', { enum: ['matchOdds', 'bookmaker', 'fancy', 'casino'] }).notNull(),
    name: text('name').notNull(),
    /** Fancy markets: 'session' (the default fancy type) or 'fancy1' (decimal). */
    gtype: text('gtype'),
    status: text('status', { enum: ['OPEN', 'SUSPENDED', 'BALL RUNNING', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    /** Disabled by an admin (active-markets / active-fancies): hidden from players, takes no bets. */
    active: boolean('active').notNull().default(true),
    minBet: money('min_bet'),
    maxBet: money('max_bet'),
    result: doublePrecision('result'),
    settledAt: instant('settled_at'),
    voidedAt: instant('voided_at'),
    createdAt: createdAt(),
  },
  (table) => [index('markets_match_idx').on(table.matchId)],
);

export const runners = pgTable(
  'runners',
  {
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    selectionId: bigint('selection_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.marketId, table.selectionId] })],
);

export const betStatuses = [
  /** Placed in play and waiting out the delay before it is checked against the price again. */
  'delayed',
  'matched',
  'unmatched',
  'cancelled',
  'lapsed',
  /** Removed by an operator (spec 3: bet_status 'deleted'). */
  'deleted',
  /** Placed in play but refused when its delay ended: the price had moved away. Nothing was at stake. */
  'refused',
  'settled',
  'void',
] as const;
export type BetStatus = (typeof betStatuses)[number];

/**
 * A bet. `odds` is the price it was matched at (or asks for while unmatched); for a session fancy `odds`
 * is the run line and `volume` the rate. `liability` is what the bet alone can lose, for reports.
 */
export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .references(() => matches.id),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    selectionId: bigint('selection_id', { mode: 'number' }).notNull(),
    runnerName: text('runner_name').notNull(),
    marketName: text('market_name').notNull(),
    betOn: text('bet_on', { enum: ['FANCY', 'MATCH_ODDS', 'CASINO', 'CASINOFANCY'] }).notNull(),
    oddsType: text('odds_type'),
    gtype: text('gtype'),
    side: text('side', { enum: ['back', 'lay'] }).notNull(),
    requestedOdds: doublePrecision('requested_odds').notNull(),
    odds: doublePrecision('odds').notNull(),
    volume: doublePrecision('volume'),
    stake: money('stake').notNull(),
    liability: money('liability').notNull(),
    status: text('status', { enum: betStatuses }).notNull(),
    /** What happens to the bet, if unmatched, when the event turns in play. */
    persistence: text('persistence', { enum: ['lapse', 'keep'] })
      .notNull()
      .default('lapse'),
    /**
     * What the end of the in-play delay does with a moved price (docs/adr/0026-in-play-price-moves.md):
     * null where the bet did not say, and the market's own rule applies.
     */
    acceptBetterPrice: boolean('accept_better_price'),
    waitIfPriceWorse: boolean('wait_if_price_worse'),
    /** The bet's profit (positive) or loss (negative) once settled. */
    pnl: money('pnl'),
    ip: text('ip'),
    /** When a delayed bet is due to be checked again. */
    dueAt: instant('due_at'),
    matchedAt: instant('matched_at'),
    closedAt: instant('closed_at'),
    closedBy: uuid('closed_by'),
    /** The placing request's idempotency key: a retried placebet finds its bet instead of placing another. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bets_user_idempotency_idx').on(table.userId, table.idempotencyKey),
    // No index holds `status`: settling or matching a bet changes only its status and figures, so the
    // update stays HOT (no new index entries), which made closing 100,000 bets six times cheaper (issue 22,
    // ADR 0062), and the table's fillfactor of 50 (migration 0013) leaves each page room for those
    // versions. Queries by status filter the few rows of one user's market or one market.
    index('bets_user_market_idx').on(table.userId, table.marketId),
    index('bets_market_idx').on(table.marketId),
    index('bets_match_idx').on(table.matchId, table.createdAt),
    index('bets_user_created_idx').on(table.userId, table.createdAt),
    check('bets_stake_positive', sql`${table.stake} > 0`),
  ],
);

/**
 * A user's exposure on one market, kept beside the bets in the same transaction: the account's exposure
 * is the sum of these rows, so placing a bet recomputes one market, not all of them.
 */
export const marketExposures = pgTable(
  'market_exposures',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    exposure: money('exposure').notNull(),
    /**
     * A runner market's open bets summed per runner (the domain's RunnerTally), in the order of
     * `selection_ids`, so placing a bet adds its part instead of reading every open bet again (issue 22).
     * Null where no tally is kept (fancy and casino markets, rows restored by a rollback): the bets are read.
     */
    selectionIds: bigint('selection_ids', { mode: 'number' }).array(),
    matchedBook: money('matched_book').array(),
    waitingLosses: money('waiting_losses').array(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.marketId] }),
    check('market_exposures_not_negative', sql`${table.exposure} >= 0`),
  ],
);

/** Bet lock for one match (POST bet-lock): the user and its whole subtree may not bet on it. */
export const matchBetLocks = pgTable(
  'match_bet_locks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .references(() => matches.id),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.matchId] })],
);

/**
 * One row per settled market per user: the ledger transaction that moved the P/L. A rollback appends the
 * reversing transaction and marks the row; a resettlement adds a new row.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    pnl: money('pnl').notNull(),
    /**
     * The exchange's commission on the player's net winnings here (issue 41), charged by its own ledger
     * transaction after the settlement's; the player's net is pnl minus it.
     */
    commission: money('commission')
      .notNull()
      .default(sql`0`),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    rolledBackAt: instant('rolled_back_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('settlements_market_idx').on(table.marketId),
    index('settlements_user_idx').on(table.userId, table.createdAt),
    // Only a win pays commission, and never all of it.
    check(
      'settlements_commission',
      sql`${table.commission} >= 0 and (${table.commission} = 0 or ${table.commission} < ${table.pnl})`,
    ),
  ],
);

/**
 * The share of a settled player's result that falls to each operator above it, by partnership
 * (DOMAIN.md, "Partnership"): what party win/loss and the operators' profit-loss report read.
 */
export const pnlAttributions = pgTable(
  'pnl_attributions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settlementId: bigint('settlement_id', { mode: 'number' })
      .notNull()
      .references(() => settlements.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    /** The operator's share of the player's net result (after commission): positive when the player lost. */
    amount: money('amount').notNull(),
    /** Of that, its share of the commission the player paid (issue 41): amount minus it is its gross share. */
    commission: money('commission')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [index('pnl_attributions_operator_idx').on(table.operatorId, table.createdAt)],
);

/**
 * The Super Admin's commission rates (issue 41, docs/adr/0036-exchange-commission.md), in basis points of
 * a player's net winnings on an exchange market: per sport and market type (by name, as ADR 0025 tells
 * types apart), and the sport's own rate under the empty market type, which its other types pay. No row:
 * no commission.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    sportId: integer('sport_id').notNull(),
    /** The market type's name; '' for the sport's rate. */
    marketType: text('market_type').notNull(),
    basisPoints: integer('basis_points').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sportId, table.marketType] }),
    check(
      'commission_rates_basis_points',
      sql`${table.basisPoints} between 0 and ${sql.raw(String(maxCommissionBasisPoints))}`,
    ),
  ],
);

/** Feed data that is not relational (the last score of a match), kept for snapshots after a restart. */
export const matchScores = pgTable('match_scores', {
  matchId: bigint('match_id', { mode: 'number' })
    .primaryKey()
    .references(() => matches.id),
  score: jsonb('score').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
