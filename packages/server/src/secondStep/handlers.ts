import { contract, Refusal } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { Outbox } from './outbox.ts';
import { resetSecondStep } from './reset.ts';
import {
  completeSecondStep,
  confirmAuthenticator,
  disableAuthenticator,
  disableTelegram,
  enrolAuthenticator,
  resendLoginCode,
  sendDisableCode,
  telegramConnectionId,
} from './service.ts';
import { telegramFor } from './telegram.ts';
import { codeOf, codeRateLimit } from './users.ts';
import { answerUpdate, isTelegramCaller } from './webhook.ts';
import { welcomeImages } from '../settings/welcomeImages.ts';

/**
 * Spec 7, Session and Security: the second step of a login (verify-otp, resend-telegram-otp), the
 * signed-in Telegram settings (check-user-password, resend-telegram-otp-after-login, disable-telegram-otp)
 * and the authenticator app's (totp-enrol, totp-verify, totp-disable). The `token` of the bodies is the one
 * the Authorization header carries, which is what is checked.
 */
export function secondStepHandlers(context: AppContext) {
  const limited = { rateLimit: codeRateLimit };
  return [
    handler(
      contract.verifyOtp,
      async ({ body, request }) => {
        const user = await completeSecondStep(context, callerOf(request), codeOf(body), request.ip);
        const message = 'Login successful';
        // Spec 4 and 7: "user data and images are stored"; verify otp "reads data.data (user, images, message)".
        const images = await welcomeImages(context.db);
        return ok({ user: { ...user, ...images }, images, message }, message);
      },
      limited,
    ),
    handler(
      contract.resendTelegramOtp,
      async ({ request }) => {
        await resendLoginCode(context, callerOf(request));
        return ok(null, 'A new code has been sent to your Telegram');
      },
      limited,
    ),
    handler(
      contract.resendTelegramOtpAfterLogin,
      async ({ request }) => {
        await sendDisableCode(context, callerOf(request).userId);
        return ok(null, 'A code has been sent to your Telegram');
      },
      limited,
    ),
    handler(
      contract.disableTelegramOtp,
      async ({ body, request }) => {
        await disableTelegram(context, callerOf(request), codeOf(body));
        return ok(null, 'Telegram security code switched off');
      },
      limited,
    ),
    handler(
      contract.checkUserPassword,
      async ({ body, request }) =>
        ok({
          gkey: await telegramConnectionId(context, callerOf(request).userId, body.password, request.ip),
        }),
      limited,
    ),
    handler(
      contract.totpEnrol,
      async ({ body, request }) =>
        ok(await enrolAuthenticator(context, callerOf(request).userId, body.password, request.ip)),
      limited,
    ),
    handler(
      contract.totpVerify,
      async ({ body, request }) => {
        await confirmAuthenticator(context, callerOf(request), codeOf(body));
        return ok(null, 'Authenticator app switched on');
      },
      limited,
    ),
    handler(
      contract.totpDisable,
      async ({ body, request }) => {
        await disableAuthenticator(context, callerOf(request), codeOf(body));
        return ok(null, 'Authenticator app switched off');
      },
      limited,
    ),
  ];
}

/**
 * POST /api/telegram/webhook: Telegram's calls with the bot's updates (webhook.ts). Every update heard
 * gets 200, acted on or not, or Telegram sends it again.
 */
export function telegramWebhookHandlers(context: AppContext) {
  return [
    handler(
      contract.telegramWebhook,
      async ({ body, request }) => {
        if (!isTelegramCaller(context, request.headers['x-telegram-bot-api-secret-token'])) {
          throw new Refusal('webhook_caller_unknown');
        }
        await answerUpdate(context, body);
        return ok(null);
      },
      { rateLimit: { max: 60, timeWindow: '1 minute' } },
    ),
  ];
}

/**
 * GET /api/dev/outbox: the last Telegram messages of the offline outbox (codes included), newest first.
 * Public, so the app registers it ONLY for the demo (src/startPlan.ts); with a real bot there is no outbox,
 * and in production no route even if asked (the codes would open anyone's second step).
 */
export function devOutboxHandlers(context: AppContext) {
  if (context.config.telegramBotToken || context.config.production) return [];
  return [
    // The client is looked up per call: tests swap in their own outbox after the app is built.
    handler(contract.devOutbox, async () => {
      const telegram = telegramFor(context);
      return ok(telegram instanceof Outbox ? telegram.recent() : []);
    }),
  ];
}

/** As the other calls confirmed with a password: per operator, whatever the address. */
const resetRateLimit = { max: 10, timeWindow: '1 minute' };

/** POST reset-second-step: needs User Password Change (58), which the endpoint's access rule names. */
export function resetSecondStepHandlers(context: AppContext) {
  return [
    handler(
      contract.resetSecondStep,
      async ({ body, request }) => {
        await resetSecondStep(context, callerOf(request), body, request.ip);
        return ok(null, 'Sign-in security code switched off');
      },
      { rateLimit: resetRateLimit },
    ),
  ];
}
