import { isOperator, privilege, Refusal } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import type { users } from '../db/schema.ts';
import { requirePrivilege } from '../hierarchy/common.ts';
import { loadTargetInSubtree } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';

type User = typeof users.$inferSelect;

/**
 * A password call's target: the caller itself when no other username is given, else a user the caller may
 * manage (the shared subtree check), which needs an operator holding User Password Change.
 */
export async function passwordTarget(
  context: AppContext,
  caller: Caller,
  self: User,
  username: string | undefined,
): Promise<{ user: User; isSelf: boolean }> {
  const wanted = username?.trim().toLowerCase();
  if (!wanted || wanted === self.username.toLowerCase()) return { user: self, isSelf: true };
  if (!isOperator(caller.role)) throw new Refusal('forbidden');
  requirePrivilege(caller, privilege.userPasswordChange);
  const { target } = await loadTargetInSubtree(context, caller, { username: wanted });
  return { user: target, isSelf: false };
}
