import { randomBytes } from 'node:crypto';
import { authMethods, Refusal } from '@exchange/domain';
import { and, eq, ne } from 'drizzle-orm';
import { requireLoginPassword } from '../auth/guesses.ts';
import { endSessions, openSession, sessionUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { sessions, telegramLinks, users } from '../db/schema.ts';
import type { Caller } from '../caller.ts';
import { consumeCode, sendTelegramCode } from './codes.ts';
import { newTotpSecret, totpEnrolment } from './totp.ts';
import { acceptTotpCode } from './totpCodes.ts';
import { sealTotpSeed } from './totpSeeds.ts';
import { loadUser, requirePendingSession } from './users.ts';

/** How long a Telegram connection id (gkey) waits for the bot's /connect. */
export const gkeyTtlMs = 10 * 60 * 1000;

/**
 * The second step of a login: the code of the user's method (Telegram's sent code, or the authenticator
 * app's), once per pending session; the session opens with the tokens of a full sign-in.
 */
export async function completeSecondStep(context: AppContext, caller: Caller, code: string, ip: string) {
  await requirePendingSession(context, caller.sessionId);
  const user = await loadUser(context, caller.userId);
  if (user.authMethod === authMethods.authenticator) {
    await acceptTotpCode(context, user, code);
  } else {
    await consumeCode(context, user.id, 'login', code);
  }
  return sessionUser(user, await openSession(context, user, ip, caller.sessionId));
}

/** A new sign-in code to the Telegram chat of a login waiting for its code (not an authenticator's). */
export async function resendLoginCode(context: AppContext, caller: Caller): Promise<void> {
  await requirePendingSession(context, caller.sessionId);
  const user = await loadUser(context, caller.userId);
  if (user.authMethod === authMethods.authenticator) throw new Refusal('telegram_not_enabled');
  await sendTelegramCode(context, user, 'login');
}

/** Spec 4: "Clicking Enabled sends a code": the code that confirms switching the Telegram code off. */
export async function sendDisableCode(context: AppContext, userId: string): Promise<void> {
  const user = await loadUser(context, userId);
  if (user.otpStatusTelegram !== 1) throw new Refusal('telegram_not_enabled');
  await sendTelegramCode(context, user, 'disable');
}

/**
 * A second step changed (switched on, off, or to another chat or app) ends every other session of the
 * account, as a new password does (ASVS 7.4.3): whoever got in before the change, or waits at a code step
 * begun under the old one, is signed out; the caller's session stays.
 */
async function changeSecondStep(
  context: AppContext,
  caller: Caller,
  change: Partial<typeof users.$inferInsert>,
): Promise<void> {
  const ended = await context.db.transaction(async (tx) => {
    await tx.update(users).set(change).where(eq(users.id, caller.userId));
    const others = and(eq(sessions.userId, caller.userId), ne(sessions.id, caller.sessionId));
    return endSessions(tx, others, 'secondStepChanged', context.now());
  });
  context.notify.endSessions(ended);
}

/** Switches the Telegram code off with the code sendDisableCode sent, and forgets the chat. */
export async function disableTelegram(context: AppContext, caller: Caller, code: string): Promise<void> {
  const user = await loadUser(context, caller.userId);
  if (user.otpStatusTelegram !== 1) throw new Refusal('telegram_not_enabled');
  await consumeCode(context, user.id, 'disable', code);
  await changeSecondStep(context, caller, {
    otpStatusTelegram: 0,
    telegramChatId: null,
    ...(user.authMethod === authMethods.telegram && { authMethod: authMethods.disabled }),
  });
}

/**
 * The connection id (gkey) that proves to the bot which account a chat belongs to, so it needs the login
 * password; the bot's /connect takes it once, within gkeyTtlMs.
 */
export async function telegramConnectionId(
  context: AppContext,
  userId: string,
  password: string,
  ip: string,
): Promise<string> {
  const user = await loadUser(context, userId);
  await requireLoginPassword(context, user, password, ip);
  if (user.authMethod === authMethods.authenticator) throw new Refusal('second_step_already_on');
  // 128 random bits (ASVS 11.5.1): whoever guesses a live id links its own chat to the account.
  const gkey = randomBytes(16).toString('base64url');
  await context.db.insert(telegramLinks).values({
    gkey,
    userId: user.id,
    expiresAt: new Date(context.now().getTime() + gkeyTtlMs),
  });
  return gkey;
}

/**
 * The spec's "mobile app" tab of secure auth: an authenticator app (TOTP). Enrolment stores a secret that
 * does nothing until a code from the app proves the app has it; then auth method 2 asks for a code at login.
 */
export async function enrolAuthenticator(context: AppContext, userId: string, password: string, ip: string) {
  const user = await loadUser(context, userId);
  await requireLoginPassword(context, user, password, ip);
  if (user.authMethod !== authMethods.disabled) throw new Refusal('second_step_already_on');
  const secret = newTotpSecret();
  // Stored sealed (secondStep/totpSeeds.ts); the app gets it in clear this once, to show as a QR code.
  await context.db
    .update(users)
    .set({ totpSecret: sealTotpSeed(context.totpKey, user.id, secret), totpLastStep: null })
    .where(eq(users.id, user.id));
  return { ...(await totpEnrolment(secret, user.username)), secret };
}

/** The enrolled app's first code switches it on. */
export async function confirmAuthenticator(context: AppContext, caller: Caller, code: string): Promise<void> {
  const user = await loadUser(context, caller.userId);
  if (user.authMethod !== authMethods.disabled) throw new Refusal('second_step_already_on');
  if (!user.totpSecret) throw new Refusal('authenticator_not_enrolled');
  await acceptTotpCode(context, user, code);
  await changeSecondStep(context, caller, { authMethod: authMethods.authenticator });
}

/** A code from the app switches it off and forgets its secret. */
export async function disableAuthenticator(context: AppContext, caller: Caller, code: string): Promise<void> {
  const user = await loadUser(context, caller.userId);
  if (user.authMethod !== authMethods.authenticator) throw new Refusal('authenticator_not_enrolled');
  await acceptTotpCode(context, user, code);
  await changeSecondStep(context, caller, { authMethod: authMethods.disabled, totpSecret: null });
}
