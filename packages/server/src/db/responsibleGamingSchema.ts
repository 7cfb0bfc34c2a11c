import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CoolOffPeriod, RgEventKind, SelfExclusionPeriod } from '@exchange/domain';
import { createdAt, instant, money, updatedAt } from './columns.ts';
import { sessions, users } from './schema.ts';

/**
 * Responsible gaming (issue 21, spec 9 terms). A player's jurisdiction is a column of `users`; the rest
 * is here: one row per player who has used a tool (none means no limits, no exclusion, reality check on),
 * the reality check of each sign-in session that played casino, and the history of every change. Whether
 * an exclusion still holds is read from its dates and the clock: nothing runs when one ends.
 */

const pendingLimit = (window: string) =>
  sql.raw(`("${window}_pending_at" is not null or "${window}_pending_limit" is null)`);

export const responsibleGaming = pgTable(
  'responsible_gaming',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    /** A self-exclusion: kept until replaced once over, or (UK) cleared by an operator's reactivation. */
    selfExcludedAt: instant('self_excluded_at'),
    selfExcludedUntil: instant('self_excluded_until'),
    selfExclusionPeriod: text('self_exclusion_period').$type<SelfExclusionPeriod>(),
    /** The person's identity when it self-excluded (domain identityKey): no new account for it meanwhile. */
    identityKey: text('identity_key'),
    coolOffAt: instant('cool_off_at'),
    coolOffUntil: instant('cool_off_until'),
    coolOffPeriod: text('cool_off_period').$type<CoolOffPeriod>(),
    realityCheckEnabled: boolean('reality_check_enabled').notNull().default(true),
    /** Deposit limits in minor units (null: none); a pending change applies from its `_pending_at`. */
    dayLimit: money('day_limit'),
    dayPendingLimit: money('day_pending_limit'),
    dayPendingAt: instant('day_pending_at'),
    weekLimit: money('week_limit'),
    weekPendingLimit: money('week_pending_limit'),
    weekPendingAt: instant('week_pending_at'),
    monthLimit: money('month_limit'),
    monthPendingLimit: money('month_pending_limit'),
    monthPendingAt: instant('month_pending_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'responsible_gaming_self_exclusion_whole',
      sql`(${table.selfExcludedAt} is null) = (${table.selfExcludedUntil} is null)
        and (${table.selfExcludedAt} is null) = (${table.selfExclusionPeriod} is null)
        and (${table.selfExcludedAt} is null) = (${table.identityKey} is null)`,
    ),
    check(
      'responsible_gaming_cool_off_whole',
      sql`(${table.coolOffAt} is null) = (${table.coolOffUntil} is null)
        and (${table.coolOffAt} is null) = (${table.coolOffPeriod} is null)`,
    ),
    check(
      'responsible_gaming_limits_not_negative',
      sql`coalesce(${table.dayLimit}, 0) >= 0 and coalesce(${table.weekLimit}, 0) >= 0
        and coalesce(${table.monthLimit}, 0) >= 0 and coalesce(${table.dayPendingLimit}, 0) >= 0
        and coalesce(${table.weekPendingLimit}, 0) >= 0 and coalesce(${table.monthPendingLimit}, 0) >= 0`,
    ),
    // A pending amount means a pending date (a pending date alone is a pending removal).
    check(
      'responsible_gaming_pending_dated',
      sql`${pendingLimit('day')} and ${pendingLimit('week')} and ${pendingLimit('month')}`,
    ),
    index('responsible_gaming_identity_idx')
      .on(table.identityKey)
      .where(sql`${table.identityKey} is not null`),
  ],
);

/**
 * The reality check of a sign-in session, from its first casino bet or provider debit. `startedAt` and
 * `dueAt` are the app's clock; `playFrom` is the database's time of that first play, which the won and
 * lost figures compare with the rows' own `created_at`.
 */
export const realityCheckSessions = pgTable(
  'reality_check_sessions',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    startedAt: instant('started_at').notNull(),
    dueAt: instant('due_at').notNull(),
    playFrom: instant('play_from').notNull(),
  },
  (table) => [index('reality_check_sessions_user_idx').on(table.userId)],
);

/** What happened to a player's responsible-gaming state, when (the app's clock) and by whom. */
export const responsibleGamingEvents = pgTable(
  'responsible_gaming_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<RgEventKind>().notNull(),
    detail: text('detail').notNull(),
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id),
    at: instant('at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('responsible_gaming_events_user_idx').on(table.userId, table.id)],
);
