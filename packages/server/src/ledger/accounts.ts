import { minor, subtractMinor, type Minor } from '@exchange/domain';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { UnknownUserError } from './errors.ts';

/** Where chips come from: the one account without a user. Only it may go negative. */
export const house = 'house';

/**
 * Where withdrawal requests hold their amounts until an operator decides (issue 16): one account without
 * a user, never negative, whose balance is the sum of the pending withdrawals.
 */
export const cashierHolds = 'cashier-holds';

/**
 * A user id, `house` or `cashierHolds`. (Kept a plain string: user ids are UUIDs, so the words cannot
 * clash with one.)
 */
export type AccountOwner = string;

/**
 * The house account's fixed, well-known id. The schema cannot say "at most one row with a null user", so a
 * fixed primary key does: creating the house on demand is an insert that conflicts on that key, and two
 * racing creators end up with the same single row.
 */
export { cashierHoldsAccountId, houseAccountId } from '../db/schema.ts';
import { cashierHoldsAccountId, houseAccountId } from '../db/schema.ts';

/** The fixed account ids of the owners that are not users. */
const fixedAccountIds: ReadonlyMap<AccountOwner, string> = new Map([
  [house, houseAccountId],
  [cashierHolds, cashierHoldsAccountId],
]);

function isFixedOwner(owner: AccountOwner): boolean {
  return fixedAccountIds.has(owner);
}

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

/** An account of fixed id without a user (the house, the cashier's holds), created the first time it is needed. */
async function ensureFixedAccount(db: Database, id: string): Promise<Account> {
  await db.insert(accounts).values({ id }).onConflictDoNothing({ target: accounts.id });
  const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id));
  if (!row) throw new Error(`The account ${id} was not created`);
  return toAccount(row);
}

/** The house account, created the first time it is needed. */
export function ensureHouseAccount(db: Database): Promise<Account> {
  return ensureFixedAccount(db, houseAccountId);
}

/**
 * The account of `userId` (or of the house), created the first time it is needed. Pass a transaction to
 * make the creation part of it. Accounts are only made for users that exist: the schema has no foreign key
 * from accounts to users, so this check is what keeps orphan accounts out.
 */
export async function ensureAccount(db: Database, userId: AccountOwner): Promise<Account> {
  const fixedId = fixedAccountIds.get(userId);
  if (fixedId) return ensureFixedAccount(db, fixedId);
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
    if (!isFixedOwner(owner) && !isUuid(owner)) throw new UnknownUserError(owner);
  }
  const userIds = owners.filter((owner) => !isFixedOwner(owner));
  const fixedIds = owners.flatMap((owner) => fixedAccountIds.get(owner) ?? []);
  const rows = await db
    .select({ id: accounts.id, userId: accounts.userId })
    .from(accounts)
    .where(
      or(
        fixedIds.length > 0 ? inArray(accounts.id, fixedIds) : undefined,
        userIds.length > 0 ? inArray(accounts.userId, userIds) : undefined,
      ),
    );
  const ownerOfFixed = new Map([...fixedAccountIds].map(([owner, id]) => [id, owner]));
  const ids = new Map<AccountOwner, string>();
  for (const row of rows) ids.set(row.userId ?? ownerOfFixed.get(row.id) ?? house, row.id);
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
  if (!isFixedOwner(userId) && !isUuid(userId)) throw new UnknownUserError(userId);
  const fixedId = fixedAccountIds.get(userId);
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .where(fixedId ? eq(accounts.id, fixedId) : eq(accounts.userId, userId));
  if (!row) return { balance: minor(0), exposure: minor(0), available: minor(0) };
  const account = toAccount(row);
  return {
    balance: account.balance,
    exposure: account.exposure,
    available: subtractMinor(account.balance, account.exposure),
  };
}
