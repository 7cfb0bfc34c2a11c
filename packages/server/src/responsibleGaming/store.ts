import {
  depositLimitWindows,
  minor,
  noDepositLimit,
  type DepositLimit,
  type DepositLimits,
  type DepositLimitWindow,
  type ExclusionRecord,
  type Jurisdiction,
  type RgEventKind,
  type RgEventWire,
} from '@exchange/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { arrayPlaceholder } from '../db/arrays.ts';
import type { Database } from '../db/client.ts';
import { coalescedPerDatabase } from '../db/coalescer.ts';
import { rowFromDriver } from '../db/driverRows.ts';
import { boundRowsOf, compiledStatement } from '../db/rows.ts';
import { responsibleGaming, responsibleGamingEvents } from '../db/responsibleGamingSchema.ts';
import { users } from '../db/schema.ts';

export type RgRow = typeof responsibleGaming.$inferSelect;

/** A player's responsible-gaming settings as the rules read them (defaults for a player without a row). */
export interface PlayerSettings {
  readonly userId: string;
  readonly username: string;
  readonly role: string;
  readonly jurisdiction: Jurisdiction;
  readonly record: ExclusionRecord;
  readonly realityCheckEnabled: boolean;
  readonly limits: DepositLimits;
}

const limitColumns = {
  day: { amount: 'dayLimit', pending: 'dayPendingLimit', at: 'dayPendingAt' },
  week: { amount: 'weekLimit', pending: 'weekPendingLimit', at: 'weekPendingAt' },
  month: { amount: 'monthLimit', pending: 'monthPendingLimit', at: 'monthPendingAt' },
} as const satisfies Record<DepositLimitWindow, Record<string, keyof RgRow>>;

function limitOf(row: RgRow, window: DepositLimitWindow): DepositLimit {
  const columns = limitColumns[window];
  const amount = row[columns.amount];
  const pendingAmount = row[columns.pending];
  const pendingAt = row[columns.at];
  return {
    amount: amount === null ? null : minor(amount),
    pending: pendingAt
      ? { amount: pendingAmount === null ? null : minor(pendingAmount), effectiveAt: pendingAt }
      : null,
  };
}

/** The columns that store `limits`. */
export function limitsToColumns(limits: DepositLimits): Partial<RgRow> {
  const values: Partial<Record<keyof RgRow, unknown>> = {};
  for (const window of depositLimitWindows) {
    const columns = limitColumns[window];
    const limit = limits[window];
    values[columns.amount] = limit.amount;
    values[columns.pending] = limit.pending?.amount ?? null;
    values[columns.at] = limit.pending?.effectiveAt ?? null;
  }
  return values as Partial<RgRow>;
}

type ExclusionColumns = Pick<
  RgRow,
  | 'selfExcludedAt'
  | 'selfExcludedUntil'
  | 'selfExclusionPeriod'
  | 'coolOffAt'
  | 'coolOffUntil'
  | 'coolOffPeriod'
>;

/** A player's self-exclusion and cool-off as the rules read them, from its row's columns. */
export function exclusionRecordOf(jurisdiction: Jurisdiction, row: ExclusionColumns | null): ExclusionRecord {
  return {
    jurisdiction,
    selfExclusion:
      row?.selfExcludedAt && row.selfExcludedUntil && row.selfExclusionPeriod
        ? { from: row.selfExcludedAt, until: row.selfExcludedUntil, period: row.selfExclusionPeriod }
        : null,
    coolOff:
      row?.coolOffAt && row.coolOffUntil && row.coolOffPeriod
        ? { from: row.coolOffAt, until: row.coolOffUntil, period: row.coolOffPeriod }
        : null,
  };
}

export function settingsOf(
  user: { id: string; username: string; role: string; jurisdiction: Jurisdiction },
  row: RgRow | null,
): PlayerSettings {
  return {
    userId: user.id,
    username: user.username,
    role: user.role,
    jurisdiction: user.jurisdiction,
    record: exclusionRecordOf(user.jurisdiction, row),
    realityCheckEnabled: row?.realityCheckEnabled ?? true,
    limits: row
      ? { day: limitOf(row, 'day'), week: limitOf(row, 'week'), month: limitOf(row, 'month') }
      : { day: noDepositLimit, week: noDepositLimit, month: noDepositLimit },
  };
}

/**
 * A player's settings; `forUpdate` (inside a transaction) first makes its row and locks it, so two
 * changes of one player queue and each reads what the other wrote.
 */
export async function readSettings(
  db: Database,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PlayerSettings | null> {
  const [user] = await db
    .select({ id: users.id, username: users.username, role: users.role, jurisdiction: users.jurisdiction })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  if (options.forUpdate) {
    await db.insert(responsibleGaming).values({ userId }).onConflictDoNothing();
  }
  const query = db.select().from(responsibleGaming).where(eq(responsibleGaming.userId, userId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return settingsOf(user, row ?? null);
}

const rgRowFromDriver = rowFromDriver(responsibleGaming);

const playSettings = compiledStatement(
  'play_settings',
  sql`select q.n, u.id as player_id, u.username as player_username, u.role as player_role,
      u.jurisdiction as player_jurisdiction, rg.*
    from unnest(${arrayPlaceholder('userIds', 'uuid')}) with ordinality as q(id, n)
    left join users u on u.id = q.id
    left join responsible_gaming rg on rg.user_id = q.id
    order by q.n`,
);

/** readSettings' two reads for many players in one statement, a row per asked id in its order (`n`). */
async function playSettingsRows(
  db: Database,
  userIds: readonly string[],
): Promise<(PlayerSettings | null)[]> {
  const rows = await boundRowsOf<Record<string, unknown>>(db, {
    statement: playSettings,
    values: { userIds },
  });
  return rows.map((row) =>
    row.player_id === null
      ? null
      : settingsOf(
          {
            id: row.player_id as string,
            username: row.player_username as string,
            role: row.player_role as string,
            jurisdiction: row.player_jurisdiction as Jurisdiction,
          },
          row.user_id === null ? null : rgRowFromDriver(row),
        ),
  );
}

/**
 * readSettings without a lock, as every bet asks it (issue 22): the reads of bets that arrive together
 * share one statement (db/coalescer.ts) instead of two round trips each.
 */
export const readPlaySettings: (db: Database, userId: string) => Promise<PlayerSettings | null> =
  coalescedPerDatabase(playSettingsRows, { maxSize: 256, concurrency: 2 });

export async function updateSettings(db: Database, userId: string, values: Partial<RgRow>, now: Date) {
  await db
    .update(responsibleGaming)
    .set({ ...values, updatedAt: now })
    .where(eq(responsibleGaming.userId, userId));
}

/** Every change writes what happened, when and by whom. */
export async function addEvent(
  db: Database,
  event: { userId: string; kind: RgEventKind; detail: string; byUserId: string; at: Date },
): Promise<void> {
  await db.insert(responsibleGamingEvents).values(event);
}

/** A player's history, newest first, with who did each change by username. */
export async function historyOf(db: Database, userId: string): Promise<RgEventWire[]> {
  const rows = await db
    .select({
      at: responsibleGamingEvents.at,
      kind: responsibleGamingEvents.kind,
      detail: responsibleGamingEvents.detail,
      by: users.username,
    })
    .from(responsibleGamingEvents)
    .innerJoin(users, eq(users.id, responsibleGamingEvents.byUserId))
    .where(eq(responsibleGamingEvents.userId, userId))
    .orderBy(desc(responsibleGamingEvents.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
