import { Refusal } from '@exchange/domain';
import { unlockGuesses } from '../auth/guesses.ts';
import type { AppContext } from '../context.ts';
import { auditLog } from '../db/schema.ts';
import { loadTargetInSubtree } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';

/**
 * An operator above a locked-out account (wrong sign-in passwords, codes or transaction passwords,
 * auth/guesses.ts) ends the lock before it runs out; the act is audited. An account that is not locked is
 * refused, changing nothing.
 */
export async function unlockAccount(
  context: AppContext,
  caller: Caller,
  username: string,
  ip: string,
): Promise<void> {
  const { target } = await loadTargetInSubtree(context, caller, { username });
  await context.db.transaction(async (tx) => {
    if (!(await unlockGuesses({ db: tx, now: context.now }, target.id))) {
      throw new Refusal('account_not_locked');
    }
    await tx.insert(auditLog).values({
      actorId: caller.userId,
      actingForId: caller.actingUserId,
      action: 'unlockAccount',
      targetUserId: target.id,
      detail: { username: target.username },
      ip,
    });
  });
}
