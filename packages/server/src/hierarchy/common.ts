import {
  fromMinor,
  minor,
  privilegeIds,
  roleLabels,
  subtractMinor,
  toMinor,
  type PrivilegeId,
  type UserAccountWire,
  Refusal,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { requireTransactionPasswordOf } from '../auth/guesses.ts';
import { privilegesHeldBy } from '../auth/privileges.ts';
import type { Database } from '../db/client.ts';
import { accounts, users, type SportSetting } from '../db/schema.ts';
import type { Caller } from '../caller.ts';
import type { UserRow } from './subtree.ts';

/** The privileges a caller may use and hand on: decided as its session is loaded (auth/privileges.ts). */
export function heldPrivileges(caller: Caller): readonly PrivilegeId[] {
  return caller.privileges;
}

export function holdsPrivilege(caller: Caller, privilege: PrivilegeId): boolean {
  return heldPrivileges(caller).includes(privilege);
}

export function requirePrivilege(caller: Caller, privilege: PrivilegeId): void {
  if (!holdsPrivilege(caller, privilege)) throw new Refusal('forbidden');
}

/** Granting is bounded by holding: nobody hands on a privilege it does not hold. */
export function requireGrantable(caller: Caller, granted: readonly number[]): void {
  const held: readonly number[] = heldPrivileges(caller);
  if (granted.some((privilege) => !held.includes(privilege))) {
    throw new Refusal('privilege_not_held');
  }
}

/**
 * A multi-login account never holds more than its owner: granting it what the owner lacks is refused
 * (what it holds is bounded again at every use, auth/privileges.ts, for an owner who loses one later).
 */
export async function requireGrantableToLogin(
  db: Database,
  target: Pick<UserRow, 'ownerId'>,
  granted: readonly number[],
): Promise<void> {
  if (target.ownerId === null) return;
  const [owner] = await db
    .select({ role: users.role, privileges: users.privileges, ownerId: users.ownerId })
    .from(users)
    .where(eq(users.id, target.ownerId))
    .limit(1);
  const ownerHolds: readonly number[] = owner ? privilegesHeldBy(owner, null) : [];
  if (granted.some((id) => !ownerHolds.includes(id))) {
    throw new Refusal('privilege_not_held_by_owner');
  }
}

/** The caller's own transaction password (a multi-login account has its own) confirms a sensitive change. */
export async function requireTransactionPassword(
  db: Database,
  caller: Caller,
  password: string,
  now: () => Date = () => new Date(),
): Promise<void> {
  const [row] = await db
    .select({ id: users.id, transactionPasswordHash: users.transactionPasswordHash })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!row) throw new Refusal('transaction_password_incorrect');
  // Wrong tries are capped per account (auth/guesses.ts). No context reaches here: the clock is the process's
  // unless a test passes its own.
  await requireTransactionPasswordOf({ db, now }, row, password, caller.sessionId);
}

/** Spec 3 "userSetting per index": stored by index as the key, so later sports can be named instead. */
export function sportSettingsFromWire(
  settings: readonly { minBet: number; maxBet: number; delay: number }[],
): Record<string, SportSetting> {
  return Object.fromEntries(
    settings.map((setting, index) => [
      String(index),
      { minBet: toMinor(setting.minBet), maxBet: toMinor(setting.maxBet), delay: setting.delay },
    ]),
  );
}

export function sportSettingsToWire(
  settings: Record<string, SportSetting>,
): { minBet: number; maxBet: number; delay: number }[] {
  return Object.keys(settings)
    .sort((a, b) => Number(a) - Number(b))
    .flatMap((key) => {
      const setting = settings[key];
      return setting
        ? [
            {
              minBet: fromMinor(minor(setting.minBet)),
              maxBet: fromMinor(minor(setting.maxBet)),
              delay: setting.delay,
            },
          ]
        : [];
    });
}

export interface AccountFigures {
  balance: number;
  exposure: number;
}

/**
 * A user as the Users routes answer it: the domain's account wire shape plus the list's extra columns
 * (role label, available = balance - exposure, client P/L = balance - credit reference, status).
 */
export function userToWire(user: UserRow, account: AccountFigures | null, parentUsername: string | null) {
  const balance = minor(account?.balance ?? 0);
  const exposure = minor(account?.exposure ?? 0);
  const creditReference = minor(user.creditReference);
  const wire: UserAccountWire = {
    _id: user.id,
    username: user.username,
    fullname: user.fullname,
    role: user.role,
    ...(parentUsername !== null && { parent: parentUsername }),
    balance: fromMinor(balance),
    exposer: fromMinor(exposure),
    creditRefrences: fromMinor(creditReference),
    ...(user.exposureLimit !== null && { exposerLimit: fromMinor(minor(user.exposureLimit)) }),
    partnership: user.partnership,
    privileges: user.privileges.filter((id): id is PrivilegeId =>
      (privilegeIds as readonly number[]).includes(id),
    ),
    userLock: user.userLocked,
    betLock: user.betLocked,
    createdAt: user.createdAt.toISOString(),
    // Issue 21: the responsible-gaming rules a player is under.
    ...(user.role === 'user' && { jurisdiction: user.jurisdiction }),
  };
  return {
    ...wire,
    roleLabel: roleLabels[user.role],
    available: fromMinor(subtractMinor(balance, exposure)),
    clientPL: fromMinor(subtractMinor(balance, creditReference)),
    status: user.userLocked ? ('locked' as const) : ('active' as const),
    userSetting: sportSettingsToWire(user.sportSettings),
  };
}

/** One user in wire form, with its account figures and its parent's username (detail and edit answers). */
export async function userDetail(db: Database, user: UserRow) {
  const [account] = await db
    .select({ balance: accounts.balance, exposure: accounts.exposure })
    .from(accounts)
    .where(eq(accounts.userId, user.id))
    .limit(1);
  const [parent] = user.parentId
    ? await db.select({ username: users.username }).from(users).where(eq(users.id, user.parentId)).limit(1)
    : [];
  return userToWire(user, account ?? null, parent?.username ?? null);
}

/** PostgreSQL's unique_violation, through either driver (drizzle may wrap the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
