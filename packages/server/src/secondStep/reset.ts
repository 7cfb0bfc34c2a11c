import { authMethods, Refusal } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { endSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { auditLog, sessions, users } from '../db/schema.ts';
import { requireTransactionPassword } from '../hierarchy/common.ts';
import { loadTargetInSubtree } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';
import { hasSecondStep } from './required.ts';
import { telegramFor } from './telegram.ts';

export const resetTelegramNotice =
  'Your upline switched off the sign-in codes of your account, so they no longer come here. ' +
  'If you did not ask for this, contact your upline.';

/**
 * A lost authenticator app or Telegram account (ASVS 6.4.4): the upline, who created the account and
 * knows its owner, switches the second step off, with its own transaction password and User Password
 * Change (58), as it may set the user's password. The act is audited; the user is told by its sessions
 * ending with the reason (a device still signed in shows it), and a linked Telegram chat by a message.
 * The user then signs in with its password and sets a new second step up (an operator must, where
 * OPERATOR_SECOND_STEP requires one).
 */
export async function resetSecondStep(
  context: AppContext,
  caller: Caller,
  input: { username: string; transactionPassword: string },
  ip: string,
): Promise<void> {
  const { target } = await loadTargetInSubtree(context, caller, { username: input.username });
  await requireTransactionPassword(context.db, caller, input.transactionPassword);
  if (!hasSecondStep(target) && target.totpSecret === null) throw new Refusal('nothing_to_change');
  // What was switched off, for the audit: an app only enrolled (never confirmed) is cleared too.
  const method =
    target.authMethod === authMethods.authenticator
      ? 'authenticator'
      : target.otpStatusTelegram === 1
        ? 'telegram'
        : 'enrolment';
  const ended = await context.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        authMethod: authMethods.disabled,
        totpSecret: null,
        totpLastStep: null,
        otpStatusTelegram: 0,
        telegramChatId: null,
      })
      .where(eq(users.id, target.id));
    const ids = await endSessions(tx, eq(sessions.userId, target.id), 'secondStepReset', context.now());
    await tx.insert(auditLog).values({
      actorId: caller.userId,
      actingForId: caller.actingUserId,
      action: 'resetSecondStep',
      targetUserId: target.id,
      detail: { username: target.username, method },
      ip,
    });
    return ids;
  });
  context.notify.endSessions(ended);
  // Told where a stolen account would be noticed; a chat the bot cannot reach does not undo the reset.
  if (target.telegramChatId) {
    await telegramFor(context)
      .sendMessage(target.telegramChatId, resetTelegramNotice)
      .catch(() => undefined);
  }
}
