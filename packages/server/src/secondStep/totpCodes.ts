import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { guessSecret } from '../auth/guesses.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { openSeedOf } from './sealedSeeds.ts';
import { totpStep } from './totp.ts';
import { codeRefusal, type User } from './users.ts';

/**
 * Takes an authenticator code once: within the account's code guess limit, and only for a time step after
 * the last one taken (RFC 6238 section 5.2), so a code seen over a shoulder or in a log cannot be used
 * again. A used code counts as a wrong guess: otherwise replaying it would reset the guess count.
 */
export async function acceptTotpCode(context: AppContext, user: User, code: string): Promise<void> {
  // Opened before the guess is counted: a seed that does not open (the wrong key) is the server's fault,
  // refused as an error for the operator to see, never a wrong guess that would lock the account.
  const secret = await openSeedOf(context, user);
  if (!secret) throw codeRefusal('code_wrong');
  const matched: { step: number | null } = { step: null };
  const right = await guessSecret(context, { kind: 'code', userId: user.id }, async () => {
    matched.step = totpStep(secret, user.username, code, context.now());
    return matched.step !== null && (user.totpLastStep === null || matched.step > user.totpLastStep);
  });
  const { step } = matched;
  if (!right || step === null) {
    throw codeRefusal(step === null ? 'code_wrong' : 'code_used');
  }
  // Claimed in SQL: of two requests with the same code, only one gets past.
  const claimed = await context.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  if (claimed.length === 0) throw codeRefusal('code_used');
}
