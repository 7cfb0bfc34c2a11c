import { emptyResponseSchema, privilege, unlockAccountRequestSchema, Refusal } from '@exchange/domain';
import { unlockGuesses } from '../auth/guesses.ts';
import type { AppContext } from '../context.ts';
import { auditLog } from '../db/schema.ts';
import { requirePrivilege } from '../hierarchy/common.ts';
import { loadTargetInSubtree } from '../hierarchy/subtree.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';

/**
 * POST unlock-account: an operator above a locked-out account (wrong sign-in passwords, codes or transaction
 * passwords, auth/guesses.ts) ends the lock before it runs out. Needs User Lock (59); the act is audited.
 */
export function unlockAccountRoutes(context: AppContext): RouteDefinition[] {
  return [
    {
      method: 'POST',
      path: 'unlock-account',
      response: emptyResponseSchema,
      access: { kind: 'operator' },
      handler: async (request) => {
        const caller = callerOf(request);
        requirePrivilege(caller, privilege.userLock);
        const { username } = parse(unlockAccountRequestSchema, request.body);
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
            ip: request.ip,
          });
        });
        return ok(null, 'Account unlocked');
      },
    },
  ];
}
