import { isOperator, refusalMessages } from '@exchange/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import type { Caller } from '../http/access.ts';
import { HttpError } from '../http/envelope.ts';

type User = typeof users.$inferSelect;

/** The spec's "User Password Change" privilege id. */
export const userPasswordChangePrivilege = 58;

/**
 * A password call's target: the caller itself when no other username is given, else a user below the caller
 * (for a multi-login account, below the operator it acts for), which needs an operator with privilege 58.
 */
export async function passwordTarget(
  context: AppContext,
  caller: Caller,
  self: User,
  username: string | undefined,
): Promise<{ user: User; isSelf: boolean }> {
  const wanted = username?.trim().toLowerCase();
  if (!wanted || wanted === self.username.toLowerCase()) return { user: self, isSelf: true };
  if (!isOperator(caller.role)) throw new HttpError(403, refusalMessages.forbidden);
  if (caller.role !== 'admin' && !caller.privileges.includes(userPasswordChangePrivilege)) {
    throw new HttpError(403, refusalMessages.forbidden);
  }
  const [acting] = await context.db
    .select({ path: users.path })
    .from(users)
    .where(eq(users.id, caller.actingUserId));
  if (!acting) throw new HttpError(401, refusalMessages.sessionEnded);
  const [target] = await context.db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, wanted), like(users.path, `${acting.path}/%`)))
    .limit(1);
  if (!target) throw new HttpError(403, refusalMessages.notInSubtree);
  return { user: target, isSelf: false };
}
