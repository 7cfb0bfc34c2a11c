import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { matches } from './exchangeSchema.ts';

/**
 * The in-house casino (issue 17). A game is a definition in the domain (`casinoGames`); these tables hold
 * what changes: whether a game is enabled, and its rounds. Each game is a match of sport 5000, so bets,
 * reports and statements reach casino bets as they reach sports bets. A round's markets get a `markets`
 * row (`<round id>.<suffix>`) only when the first bet names them: a round nobody bets on writes one row.
 */
export const casinoTables = pgTable('casino_tables', {
  /** The game's code (dtl20, teen20 ...). */
  code: text('code').primaryKey(),
  matchId: bigint('match_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => matches.id),
  /** Switched by the Super Admin: a disabled game runs no rounds and takes no bets. */
  enabled: boolean('enabled').notNull().default(true),
  /** CASINO.md 3.3: the table's public seed (salt), fixed at launch and shown on the fairness page. */
  publicSeed: text('public_seed').notNull(),
  createdAt: createdAt(),
});

export const casinoRoundStates = ['open', 'suspended', 'result', 'settled', 'void'] as const;
export type CasinoRoundState = (typeof casinoRoundStates)[number];

/**
 * One round. `server_seed` is secret until the result: no query that answers a client reads it before
 * `revealed_at` (casino/rounds.ts is its only reader). `shown` is how many reveal steps are out; `next_at`
 * is when the round moves on, so any process can drive it and a restart finds where it was.
 */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    /** The round id, `mid` (CASINO.md 0: `<table prefix><yyMMdd><HHmmss>`). */
    id: text('id').primaryKey(),
    gameCode: text('game_code')
      .notNull()
      .references(() => casinoTables.code),
    state: text('state', { enum: casinoRoundStates }).notNull(),
    shown: integer('shown').notNull().default(0),
    /** Betting is open until this instant (the server closes 3 s before it, CASINO.md 5). */
    closesAt: instant('closes_at'),
    nextAt: instant('next_at').notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    publicSeed: text('public_seed').notNull(),
    algorithm: text('algorithm').notNull(),
    /** The result once out: { winnerName, rows, table } (domain CasinoRoundResult plus the final table). */
    result: jsonb('result'),
    winnerName: text('winner_name'),
    revealedAt: instant('revealed_at'),
    settledAt: instant('settled_at'),
    voidedAt: instant('voided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('casino_rounds_game_idx').on(table.gameCode, table.createdAt),
    index('casino_rounds_due_idx').on(table.state, table.nextAt),
    // One live round per game: a second process starting one at the same moment is refused.
    uniqueIndex('casino_rounds_live_idx')
      .on(table.gameCode)
      .where(sql`state in ('open', 'suspended', 'result')`),
  ],
);
