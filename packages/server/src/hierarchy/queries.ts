import { defaultPageSize, type Role } from '@exchange/domain';
import { and, asc, count, eq, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, settings, users } from '../db/schema.ts';
import { descendantsPattern, type UserRow } from './subtree.ts';

/** The site-wide row save-general-setting merges into (settings table, by name). */
export const generalSettingName = 'general';

/** LIKE treats %, _ and \ specially; typed text must match literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface ChildrenFilter {
  search?: string | undefined;
  type?: Role | undefined;
  status?: 'active' | 'locked' | undefined;
  page: number;
  /** The list's 10 unless an export reads every child. */
  pageSize?: number | undefined;
}

/**
 * A page of the owner's children with their account figures, by name; multi-login accounts are logins
 * of their operator, not clients, so they are not listed.
 */
export async function childrenPage(db: Database, ownerId: string, filter: ChildrenFilter) {
  const conditions: SQL[] = [eq(users.parentId, ownerId), isNull(users.ownerId)];
  const search = filter.search?.trim();
  if (search) conditions.push(sql`${users.username} ilike ${`%${escapeLike(search)}%`}`);
  if (filter.type) conditions.push(eq(users.role, filter.type));
  if (filter.status) conditions.push(eq(users.userLocked, filter.status === 'locked'));
  const where = and(...conditions);
  const pageSize = filter.pageSize ?? defaultPageSize;
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, balance: accounts.balance, exposure: accounts.exposure })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(where)
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(pageSize)
    .offset((filter.page - 1) * pageSize);
  return { rows, totalDocs: total?.value ?? 0 };
}

export async function userById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Usernames below `ancestor` (its logins left out) starting with the typed text, by name. */
export async function usernamesStartingWith(
  db: Database,
  ancestor: Pick<UserRow, 'path'>,
  typed: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        sql`${users.path} like ${descendantsPattern(ancestor.path)}`,
        isNull(users.ownerId),
        sql`lower(${users.username}) like ${`${escapeLike(typed.trim().toLowerCase())}%`}`,
      ),
    )
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(limit);
  return rows.map((row) => row.username);
}

/** Whether a username is in use, whatever its case. */
export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** The multi-login accounts acting for an operator, by name. */
export async function loginAccountsOf(db: Database, ownerId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(isNotNull(users.ownerId), eq(users.ownerId, ownerId)))
    .orderBy(asc(sql`lower(${users.username})`));
}

export async function partnershipOf(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ partnership: users.partnership })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.partnership;
}

/** The highest partnership among a user's children (its logins left out); null without children. */
export async function highestChildPartnership(db: Database, userId: string): Promise<number | null> {
  const [children] = await db
    .select({ highest: max(users.partnership) })
    .from(users)
    .where(and(eq(users.parentId, userId), isNull(users.ownerId)));
  return children?.highest ?? null;
}

export async function updateUserRow(
  db: Database,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return updated;
}

/** The stake settings: the quick-stake buttons (minor units) and the in-play price choices. */
export interface StakeSettings {
  stakes: number[];
  acceptBetterPrice: boolean;
  waitIfPriceWorse: boolean;
}

const stakeSettingsColumns = {
  stakes: users.stakes,
  acceptBetterPrice: users.acceptBetterPrice,
  waitIfPriceWorse: users.waitIfPriceWorse,
};

export async function stakeSettingsOf(db: Database, userId: string): Promise<StakeSettings> {
  const [row] = await db.select(stakeSettingsColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`User ${userId} has no stake settings`);
  return row;
}

/** Saves the settings given, leaves the others as they are, and answers them all as they now stand. */
export async function saveStakeSettings(
  db: Database,
  userId: string,
  changes: Partial<StakeSettings>,
): Promise<StakeSettings> {
  if (Object.keys(changes).length === 0) return stakeSettingsOf(db, userId);
  const [row] = await db
    .update(users)
    .set(changes)
    .where(eq(users.id, userId))
    .returning(stakeSettingsColumns);
  if (!row) throw new Error(`User ${userId} has no stake settings`);
  return row;
}

/** Merges named values into the general settings row; answers the row as it now stands. */
export async function mergeGeneralSetting<T extends Record<string, unknown>>(
  db: Database,
  values: T,
  now: Date,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.name, generalSettingName))
      .for('update');
    const merged: T = { ...(current?.value as T | undefined), ...values };
    await tx
      .insert(settings)
      .values({ name: generalSettingName, value: merged })
      .onConflictDoUpdate({ target: settings.name, set: { value: merged, updatedAt: now } });
    return merged;
  });
}
