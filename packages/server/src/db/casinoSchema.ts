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
} from 'drizzle-orm/pg-core';
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
  /**
   * The salt the table's rounds took before the seed chains (issue 37); rounds now take their chain's salt
   * (`casino_seed_chains.salt`), fixed after the chain's terminal hash is published.
   */
  publicSeed: text('public_seed').notNull(),
  createdAt: createdAt(),
});

/**
 * A table's seed chains (docs/adr/0019-casino-seed-chain.md): the server seeds of its rounds, fixed in
 * full before the first. Only the chain's secret start is kept; a link's seed is the start hashed
 * `links - 1 - link` times, and the terminal hash (the start hashed `links` times) is published when the
 * chain is made. `next_link` is the chain's position, so whichever process deals next (a restart, a new
 * leader) continues it; `secret_start` is as secret as an unrevealed `server_seed`: casino/seedChains.ts
 * alone reads it, to deal.
 */
export const casinoSeedChains = pgTable(
  'casino_seed_chains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableCode: text('table_code')
      .notNull()
      .references(() => casinoTables.code),
    /** 1, 2, 3 ...: the table's chains in the order they deal. */
    number: integer('number').notNull(),
    links: integer('links').notNull(),
    secretStart: text('secret_start').notNull(),
    terminalHash: text('terminal_hash').notNull(),
    /** The database's clock when the chain was written: from then on anyone can read its terminal hash. */
    publishedAt: instant('published_at').notNull(),
    /** Drawn when the chain's first round opens, in a later transaction than the one that published it. */
    salt: text('salt'),
    saltFixedAt: instant('salt_fixed_at'),
    /** The link the table's next round takes; the chain is used up at `links`. */
    nextLink: integer('next_link').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('casino_seed_chains_table_number_idx').on(table.tableCode, table.number),
    check('casino_seed_chains_links', sql`${table.links} > 0`),
    check('casino_seed_chains_next_link', sql`${table.nextLink} between 0 and ${table.links}`),
    check('casino_seed_chains_salt', sql`(${table.salt} is null) = (${table.saltFixedAt} is null)`),
  ],
);

export const casinoRoundStates = ['open', 'suspended', 'result', 'settled', 'void'] as const;
export type CasinoRoundState = (typeof casinoRoundStates)[number];

/**
 * One round. `server_seed` is secret until the result: no query that answers a client reads it before
 * `revealed_at` (casino/rounds.ts is its only reader). `shown` is how many reveal steps are out; `next_at`
 * is when the round moves on, so any process can drive it and a restart finds where it was. Since issue 37
 * the seed is a link of the table's seed chain (`chain_id`, `chain_link`), and `public_seed` its salt.
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
    /** The seed chain and link the seed is (null for rounds dealt before the chains). */
    chainId: bigint('chain_id', { mode: 'number' }).references(() => casinoSeedChains.id),
    chainLink: integer('chain_link'),
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
    // A link deals one round: two processes opening rounds at once never share a seed.
    uniqueIndex('casino_rounds_chain_link_idx').on(table.chainId, table.chainLink),
    check('casino_rounds_chain', sql`(${table.chainId} is null) = (${table.chainLink} is null)`),
  ],
);
