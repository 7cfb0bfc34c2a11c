import { randomInt } from 'node:crypto';
import { Refusal, type RefusalCode } from '@exchange/domain';
import { and, eq, ne } from 'drizzle-orm';
import { requireLoginPassword, requireTransactionPasswordOf } from '../auth/guesses.ts';
import { requireNewPassword } from '../auth/newPasswords.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { activityLogs, sessions, users } from '../db/schema.ts';
import type { Caller } from '../caller.ts';
import { loadUser } from '../secondStep/users.ts';
import { passwordTarget } from './targets.ts';

/** A new secret that equals the one it replaces protects nothing new (a first login keeps the creator's). */
async function mustDiffer(secret: string, currentHash: string | null, code: RefusalCode): Promise<void> {
  if (currentHash && (await verifyPassword(secret, currentHash))) throw new Refusal(code);
}

/**
 * update-password: the caller's own (with the old one) or, for an operator with User Password Change, a
 * user's below it (with the caller's transaction password). Logged, and the sessions the old password
 * opened end.
 *
 * Only add-transaction-password ends the first-login state: an own change here keeps it, so a transaction
 * password the upline knows is still replaced. A password the upline sets starts that state (ASVS 6.4.3):
 * the upline knows it, so the user's next sign-in (its second step first, when it has one) asks for its own.
 */
export async function changePassword(
  context: AppContext,
  caller: Caller,
  change: {
    username?: string | undefined;
    oldPassword?: string | undefined;
    password: string;
    transactionPassword?: string | undefined;
  },
  ip: string,
): Promise<void> {
  const { db } = context;
  const self = await loadUser(context, caller.userId);
  const { user, isSelf } = await passwordTarget(context, caller, self, change.username);
  if (isSelf) {
    if (!change.oldPassword) throw new Refusal('old_password_required');
    await requireLoginPassword(context, self, change.oldPassword, ip);
    await mustDiffer(change.password, self.passwordHash, 'password_not_changed');
  } else {
    if (!change.transactionPassword) throw new Refusal('transaction_password_required');
    await requireTransactionPasswordOf(context, self, change.transactionPassword);
  }
  requireNewPassword('password', change.password, user);
  const passwordHash = await hashPassword(change.password);
  const ended = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, ...(!isSelf && { mustChangePassword: true }) })
      .where(eq(users.id, user.id));
    await tx.insert(activityLogs).values({ userId: user.id, type: 'changePassword', ip });
    // A new password ends the sessions the old one opened (ASVS 7.4.3): all of them when an upline set
    // it, every other device when the user changed its own (this one stays signed in).
    const others = isSelf ? ne(sessions.id, caller.sessionId) : undefined;
    return endSessions(tx, and(eq(sessions.userId, user.id), others), 'passwordChanged', context.now());
  });
  context.notify.endSessions(ended);
}

/**
 * add-transaction-password: sets both passwords without the old one, so only in the first-login state. Both
 * must be new, also after an upline reset only one of them: the state means the account chooses both
 * again, which also hands back both to a user whose account was taken over.
 */
export async function setFirstPasswords(
  context: AppContext,
  caller: Caller,
  chosen: { password: string; transactionPassword: string },
  ip: string,
): Promise<void> {
  const self = await loadUser(context, caller.userId);
  if (!self.mustChangePassword) throw new Refusal('passwords_already_set');
  await mustDiffer(chosen.password, self.passwordHash, 'password_not_changed');
  await mustDiffer(
    chosen.transactionPassword,
    self.transactionPasswordHash,
    'transaction_password_not_changed',
  );
  requireNewPassword('password', chosen.password, self);
  requireNewPassword('transactionPassword', chosen.transactionPassword, self);
  const [passwordHash, transactionPasswordHash] = await Promise.all([
    hashPassword(chosen.password),
    hashPassword(chosen.transactionPassword),
  ]);
  const ended = await context.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, transactionPasswordHash, mustChangePassword: false })
      .where(eq(users.id, self.id));
    await tx.insert(activityLogs).values({ userId: self.id, type: 'changePassword', ip });
    // The creator knows the first passwords: whatever else they opened with them (a sign-in waiting for
    // its code, a session on another device) ends with them; the session that chose the new ones stays.
    const others = and(eq(sessions.userId, self.id), ne(sessions.id, caller.sessionId));
    return endSessions(tx, others, 'passwordChanged', context.now());
  });
  context.notify.endSessions(ended);
}

/**
 * reset-transaction-password: a new eight-digit transaction password for the caller or, with User Password
 * Change, a user below it; the caller's login password first, so a stolen session alone cannot reset it.
 * One an upline reset starts the user's first-login state (ASVS 6.4.3): the upline read it, so the user
 * chooses its own before anything else.
 */
export async function resetTransactionPassword(
  context: AppContext,
  caller: Caller,
  request: { username: string; password: string },
  ip: string,
): Promise<string> {
  const self = await loadUser(context, caller.userId);
  await requireLoginPassword(context, self, request.password, ip);
  const { user, isSelf } = await passwordTarget(context, caller, self, request.username);
  const transactionPassword = String(randomInt(0, 100_000_000)).padStart(8, '0');
  await context.db
    .update(users)
    .set({
      transactionPasswordHash: await hashPassword(transactionPassword),
      ...(!isSelf && { mustChangePassword: true }),
    })
    .where(eq(users.id, user.id));
  return transactionPassword;
}
