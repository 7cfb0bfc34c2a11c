import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant, money } from './columns.ts';
import { users } from './schema.ts';

/**
 * Market and sport limits (issue 41, docs/adr/0037-market-and-sport-limits.md): what an operator lets its
 * subtree bet, per sport (`market_type` '') and per exchange market type (by name, ADR 0025). The Super
 * Admin's rows are the platform's; an operator's may only narrow what the rows of those above it allow
 * (checked as they are saved), and a bet meets the tightest of the rows on its player's path. A null is
 * no limit; no row at all changes nothing.
 */
export const betLimits = pgTable(
  'bet_limits',
  {
    /** The operator who set them: they bind its whole subtree. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    sportId: integer('sport_id').notNull(),
    /** The market type's name; '' for every market of the sport. */
    marketType: text('market_type').notNull(),
    minStake: money('min_stake'),
    maxStake: money('max_stake'),
    maxProfit: money('max_profit'),
    maxLoss: money('max_loss'),
    minOdds: doublePrecision('min_odds'),
    maxOdds: doublePrecision('max_odds'),
    inPlayDelay: integer('in_play_delay'),
    /** Who saved them last: the operator, or a login account acting for it. */
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.sportId, table.marketType] }),
    check(
      'bet_limits_positive',
      sql`${table.minStake} > 0 and ${table.maxStake} > 0 and ${table.maxProfit} > 0 and ${table.maxLoss} > 0
        and ${table.minOdds} > 1 and ${table.maxOdds} > 1 and ${table.inPlayDelay} > 0`,
    ),
    check(
      'bet_limits_min_not_above_max',
      sql`${table.minStake} <= ${table.maxStake} and ${table.minOdds} <= ${table.maxOdds}`,
    ),
  ],
);
