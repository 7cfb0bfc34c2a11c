import { Refusal } from '@exchange/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ledger/accounts.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The LIKE pattern of everything strictly below `ancestorPath`. Paths are UUIDs joined by '/', which hold
 * no LIKE wildcards, so the path needs no escaping; the `text_pattern_ops` index on users.path serves it.
 */
export function descendantsPattern(ancestorPath: string): string {
  return `${ancestorPath}/%`;
}

/**
 * The ids on the path of the users row aliased `alias` (its ancestors and itself), for `id = any(...)`.
 * The sub-select makes it one value per row: written inline, PostgreSQL parsed the path again for every
 * row it compared with it, most of the signed-in check's and placement's time (docs/placement-profile.md).
 */
export function pathIdsOf(alias: string): SQL {
  return sql.raw(`(select string_to_array(${alias}.path, '/')::uuid[])::uuid[]`);
}

/** Whether `targetId` lies strictly below `ancestor` (the ancestor itself is not in its own subtree). */
export async function isInSubtree(
  db: Database,
  ancestor: Pick<UserRow, 'path'>,
  targetId: string,
): Promise<boolean> {
  if (!isUuid(targetId)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, targetId), sql`${users.path} like ${descendantsPattern(ancestor.path)}`))
    .limit(1);
  return row !== undefined;
}

/** The row the caller acts as: the operator itself, or the operator a multi-login account acts for. */
export async function loadActingUser(db: Database, caller: Caller): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, caller.actingUserId)).limit(1);
  if (!row) throw new Refusal('session_ended');
  return row;
}

export type UserReference = { username: string } | { id: string };

/**
 * The user a route names, after checking it lies in the acting operator's subtree: 404 when nobody has
 * that name, 403 (notInSubtree) for anyone outside it, an ancestor, a sibling multi-login account, or the
 * operator itself unless the route acts on self (`allowSelf`). Every route that names a user goes
 * through here.
 */
export async function loadTargetInSubtree(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  reference: UserReference,
  options: { allowSelf?: boolean } = {},
): Promise<{ acting: UserRow; target: UserRow }> {
  const acting = await loadActingUser(context.db, caller);
  const matches =
    'id' in reference
      ? isUuid(reference.id)
        ? eq(users.id, reference.id)
        : null
      : eq(sql`lower(${users.username})`, reference.username.trim().toLowerCase());
  const [target] = matches ? await context.db.select().from(users).where(matches).limit(1) : [];
  if (!target) throw new Refusal('not_found');
  // A multi-login account lies below its operator but is the caller itself: it is self, not a child.
  if (target.id === acting.id || target.id === caller.userId) {
    if (options.allowSelf) return { acting, target };
    throw new Refusal('not_in_subtree');
  }
  if (!target.path.startsWith(`${acting.path}/`)) throw new Refusal('not_in_subtree');
  // A multi-login account lies in its owner's path but is no one's downline there: only the owner itself
  // (and the operators above it) manage it, never a sibling login acting for the same owner.
  if (target.ownerId === acting.id && caller.userId !== acting.id) {
    throw new Refusal('not_in_subtree');
  }
  return { acting, target };
}

/**
 * DOMAIN.md "Locks": a lock on an ancestor applies to its whole subtree. The flag is stored only on the
 * user it was set on; this reads the flags of the user and every ancestor in one query (the ids are the
 * path's segments). For the authentication check (user lock) and the bet-time check (bet lock).
 */
export async function locksOnPath(
  db: Database,
  path: string,
): Promise<{ userLocked: boolean; betLocked: boolean }> {
  const ids = path.split('/').filter(isUuid);
  if (ids.length === 0) return { userLocked: false, betLocked: false };
  const [row] = await db
    .select({
      userLocked: sql<boolean>`coalesce(bool_or(${users.userLocked}), false)`,
      betLocked: sql<boolean>`coalesce(bool_or(${users.betLocked} or ${users.userLocked}), false)`,
    })
    .from(users)
    .where(and(inArray(users.id, ids), or(eq(users.userLocked, true), eq(users.betLocked, true))));
  return { userLocked: row?.userLocked ?? false, betLocked: row?.betLocked ?? false };
}

/**
 * Locks a user's row until the end of the transaction, before any account of it: its cashier writes (a
 * saved entry, a request) and the deposits to it queue one behind the other, so a count or a sum checked
 * against a cap or a limit stays true until the write.
 */
export async function lockUser(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
