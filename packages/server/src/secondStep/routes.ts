import { randomBytes } from 'node:crypto';
import {
  checkPasswordResponseSchema,
  emptyResponseSchema,
  otpRequestSchema,
  resendOtpRequestSchema,
  telegramPasswordFormSchema,
  verifyOtpResponseSchema,
  Refusal,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { requireLoginPassword } from '../auth/guesses.ts';
import { openSession, sessionUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { telegramLinks, users } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { consumeCode, sendTelegramCode } from './codes.ts';
import { acceptTotpCode } from './totpCodes.ts';
import { codeOf, codeRateLimit, loadUser, requirePendingSession } from './users.ts';

export const gkeyTtlMs = 10 * 60 * 1000;

/**
 * Spec 7, Session and Security: the second step of a login (verify-otp, resend-telegram-otp) and the
 * signed-in Telegram settings (check-user-password, resend-telegram-otp-after-login, disable-telegram-otp).
 * The `token` of the bodies is the one the Authorization header carries, which is what is checked.
 */
export function secondStepRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;

  return [
    {
      method: 'POST',
      path: 'verify-otp',
      response: verifyOtpResponseSchema,
      access: { kind: 'second-step' },
      rateLimit: codeRateLimit,
      handler: async (request) => {
        const caller = callerOf(request);
        const code = codeOf(parse(otpRequestSchema, request.body));
        await requirePendingSession(context, caller.sessionId);
        const user = await loadUser(context, caller.userId);
        if (user.authMethod === 2) {
          await acceptTotpCode(context, user, code);
        } else {
          await consumeCode(context, user.id, 'login', code);
        }
        const issued = await openSession(context, user, request.ip, caller.sessionId);
        const message = 'Login successful';
        return ok({ user: sessionUser(user, issued), message }, message);
      },
    },
    {
      method: 'POST',
      path: 'resend-telegram-otp',
      response: emptyResponseSchema,
      access: { kind: 'second-step' },
      rateLimit: codeRateLimit,
      handler: async (request) => {
        parse(resendOtpRequestSchema, request.body);
        const caller = callerOf(request);
        await requirePendingSession(context, caller.sessionId);
        const user = await loadUser(context, caller.userId);
        if (user.authMethod === 2) throw new Refusal('telegram_not_enabled');
        await sendTelegramCode(context, user, 'login');
        return ok(null, 'A new code has been sent to your Telegram');
      },
    },
    {
      method: 'POST',
      path: 'resend-telegram-otp-after-login',
      response: emptyResponseSchema,
      access: { kind: 'signed-in' },
      rateLimit: codeRateLimit,
      handler: async (request) => {
        const user = await loadUser(context, callerOf(request).userId);
        if (user.otpStatusTelegram !== 1) throw new Refusal('telegram_not_enabled');
        await sendTelegramCode(context, user, 'disable');
        return ok(null, 'A code has been sent to your Telegram');
      },
    },
    {
      method: 'POST',
      path: 'disable-telegram-otp',
      response: emptyResponseSchema,
      access: { kind: 'signed-in' },
      rateLimit: codeRateLimit,
      handler: async (request) => {
        const code = codeOf(parse(otpRequestSchema, request.body));
        const user = await loadUser(context, callerOf(request).userId);
        if (user.otpStatusTelegram !== 1) throw new Refusal('telegram_not_enabled');
        await consumeCode(context, user.id, 'disable', code);
        await db
          .update(users)
          .set({
            otpStatusTelegram: 0,
            telegramChatId: null,
            ...(user.authMethod === 1 && { authMethod: 0 }),
          })
          .where(eq(users.id, user.id));
        return ok(null, 'Telegram security code switched off');
      },
    },
    {
      method: 'POST',
      path: 'check-user-password',
      response: checkPasswordResponseSchema,
      access: { kind: 'signed-in' },
      rateLimit: codeRateLimit,
      // The connection id (gkey) proves to the bot which account a chat belongs to, so it needs the password.
      handler: async (request) => {
        const { password } = parse(telegramPasswordFormSchema, request.body);
        const user = await loadUser(context, callerOf(request).userId);
        await requireLoginPassword(context, user, password, request.ip);
        if (user.authMethod === 2) throw new Refusal('second_step_already_on');
        const gkey = randomBytes(9).toString('base64url');
        await db.insert(telegramLinks).values({
          gkey,
          userId: user.id,
          expiresAt: new Date(context.now().getTime() + gkeyTtlMs),
        });
        return ok({ gkey });
      },
    },
  ];
}
