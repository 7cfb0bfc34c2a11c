import { eq } from 'drizzle-orm';
import { endSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { auditLog, sessions } from '../db/schema.ts';
import { requireTransactionPassword } from '../hierarchy/common.ts';
import { loadTargetInSubtree } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';

/**
 * An operator above signs a user out everywhere (ASVS 7.4.5): every session of the user ends, signed-in
 * or at the code step, its sockets close and its next call says why. The user may sign in again (a lock
 * is what keeps it out). Confirmed with the operator's transaction password and audited.
 */
export async function endUserSessions(
  context: AppContext,
  caller: Caller,
  input: { username: string; transactionPassword: string },
  ip: string,
): Promise<number> {
  const { target } = await loadTargetInSubtree(context, caller, { username: input.username });
  await requireTransactionPassword(context.db, caller, input.transactionPassword);
  const ended = await context.db.transaction(async (tx) => {
    const ids = await endSessions(tx, eq(sessions.userId, target.id), 'endedByUpline', context.now());
    await tx.insert(auditLog).values({
      actorId: caller.userId,
      actingForId: caller.actingUserId,
      action: 'endSessions',
      targetUserId: target.id,
      detail: { username: target.username, sessions: ids.length },
      ip,
    });
    return ids;
  });
  // After the commit: a socket told to close must find its session already ended.
  context.notify.endSessions(ended);
  return ended.length;
}
