import { minor, subtractMinor, type Minor } from '@exchange/domain';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { UnknownUserError } from './errors.ts';

/** Where chips come from: the one account without a user. Only it may go negative. */
export const house = 'house';

/**
 * A user id, or `house`. (Kept a plain string: user ids are UUIDs, so the word cannot clash with one.)
 */
export type AccountOwner = string;

/**
 * The house account's fixed, well-known id. The schema cannot say "at most one row with a null user", so a
 * fixed primary key does: creating the house on demand is an insert that conflicts on that key, and two
 * racing creators end up with the same single row.
 */
export { houseAccountId } from '../db/schema.ts';
import { houseAccountId } from '../db/schema.ts';

export interface Account {
  id: string;
  userId: string | null;
  balance: Minor;
  exposure: Minor;
}

export interface Balance {
  balance: Minor;
  exposure: Minor;
  /** Balance minus exposure: what the user may still send or put at risk (may be negative). */
  available: Minor;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id would otherwise reach PostgreSQL and come back as a 500 for what is bad input. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

const accountColumns = {
  id: accounts.id,
  userId: accounts.userId,
  balance: accounts.balance,
  exposure: accounts.exposure,
};

function toAccount(row: { id: string; userId: string | null; balance: number; exposure: number }): Account {
  return { id: row.id, userId: row.userId, balance: minor(row.balance), exposure: minor(row.exposure) };
}

/** The house account, created the first time it is needed. */
export async function ensureHouseAccount(db: Database): Promise<Account> {
  await db.insert(accounts).values({ id: houseAccountId }).onConflictDoNothing({ target: accounts.id });
  const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, houseAccountId));
  if (!row) throw new Error('The house account was not created');
  return toAccount(row);
}

/**
 * The account of `userId` (or of the house), created the first time it is needed. Pass a transaction to
 * make the creation part of it. Accounts are only made for users that exist: the schema has no foreign key
 * from accounts to users, so this check is what keeps orphan accounts out.
 */
export async function ensureAccount(db: Database, userId: AccountOwner): Promise<Account> {
  if (userId === house) return ensureHouseAccount(db);
  if (!isUuid(userId)) throw new UnknownUserError(userId);
  const [existing] = await db.select(accountColumns).from(accounts).where(eq(accounts.userId, userId));
  if (existing) return toAccount(existing);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new UnknownUserError(userId);
  // A concurrent first transfer to the same user may create the row first; the unique user_id settles it.
  await db.insert(accounts).values({ userId }).onConflictDoNothing({ target: accounts.userId });
  const [created] = await db.select(accountColumns).from(accounts).where(eq(accounts.userId, userId));
  if (!created) throw new Error(`The account of user ${userId} was not created`);
  return toAccount(created);
}

/**
 * The account ids of several owners, creating missing accounts. In the common case (all exist) this is one
 * query, which matters because every transfer starts here. Call it before taking any row lock: creating an
 * account can wait for another transaction creating the same one.
 */
export async function resolveAccountIds(
  db: Database,
  owners: readonly AccountOwner[],
): Promise<Map<AccountOwner, string>> {
  for (const owner of owners) {
    if (owner !== house && !isUuid(owner)) throw new UnknownUserError(owner);
  }
  const userIds = owners.filter((owner) => owner !== house);
  const rows = await db
    .select({ id: accounts.id, userId: accounts.userId })
    .from(accounts)
    .where(
      or(
        owners.includes(house) ? eq(accounts.id, houseAccountId) : undefined,
        userIds.length > 0 ? inArray(accounts.userId, userIds) : undefined,
      ),
    );
  const ids = new Map<AccountOwner, string>();
  for (const row of rows) ids.set(row.userId ?? house, row.id);
  // Created in one fixed order: two first transfers between the same two new users, in opposite
  // directions, would otherwise each wait for the other's uncommitted account row.
  const missing = owners.filter((owner) => !ids.has(owner)).sort();
  for (const owner of missing) ids.set(owner, (await ensureAccount(db, owner)).id);
  return ids;
}

/**
 * Locks accounts (SELECT ... FOR UPDATE) until the end of the caller's transaction and returns them by id.
 * Rows are locked in id order, the same order for every caller, so two transactions touching the same
 * accounts (A to B while B to A) queue behind each other instead of deadlocking. PostgreSQL applies
 * ORDER BY before the lock, so the order of locking is the order of the ids.
 */
export async function lockAccounts(
  tx: Database,
  accountIds: readonly string[],
): Promise<Map<string, Account>> {
  const rows = await tx
    .select(accountColumns)
    .from(accounts)
    .where(inArray(accounts.id, [...accountIds]))
    .orderBy(accounts.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, toAccount(row)]));
}

/** Balance, exposure and available balance of a user (or of the house); zero for a user without an account. */
export async function getBalance(db: Database, userId: AccountOwner): Promise<Balance> {
  if (userId !== house && !isUuid(userId)) throw new UnknownUserError(userId);
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .where(userId === house ? eq(accounts.id, houseAccountId) : eq(accounts.userId, userId));
  if (!row) return { balance: minor(0), exposure: minor(0), available: minor(0) };
  const account = toAccount(row);
  return {
    balance: account.balance,
    exposure: account.exposure,
    available: subtractMinor(account.balance, account.exposure),
  };
}
