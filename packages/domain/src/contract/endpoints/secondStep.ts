import { emptyResponseSchema } from '../../schemas/envelope.ts';
import { otpBoxesSchema, telegramPasswordFormSchema } from '../../schemas/forms/security.ts';
import {
  checkPasswordResponseSchema,
  devOutboxResponseSchema,
  otpRequestSchema,
  resendOtpRequestSchema,
  telegramUpdateSchema,
  totpEnrolResponseSchema,
  verifyOtpResponseSchema,
} from '../../schemas/session.ts';
import { confirmedUserActRequestSchema } from '../../schemas/userActions.ts';
import { privilege } from '../../constants/privileges.ts';
import { endpoint } from '../endpoint.ts';

/** What taking a Telegram code can answer (secondStep/codes.ts), the account's code lock included. */
const telegramCodeRefusals = [
  'code_missing',
  'code_expired',
  'code_too_many_tries',
  'code_wrong',
  'code_locked',
] as const;

/** What taking an authenticator code can answer (secondStep/totpCodes.ts). */
const totpCodeRefusals = ['code_wrong', 'code_used', 'code_locked'] as const;

/** Sending a Telegram code: no chat linked, or no bot to send with. */
const sendCodeRefusals = ['telegram_not_linked', 'telegram_not_configured'] as const;

/** The login password confirming a signed-in act shares sign-in's guess count and lock. */
const loginPasswordRefusals = ['password_incorrect', 'sign_in_locked'] as const;

/**
 * Spec 7, Session and Security: the second step of a login (verify-otp, resend-telegram-otp, with the
 * code step's temporary token), the signed-in Telegram and authenticator-app settings (each acts on the
 * caller), an upline's reset of a lost one, Telegram's webhook, and the offline demo's code outbox.
 */
export const secondStepEndpoints = {
  verifyOtp: endpoint({
    api: 'main',
    method: 'POST',
    path: 'verify-otp',
    summary: "Completes a login's second step with the six-digit code; answers the signed-in user",
    access: { kind: 'second-step' },
    body: otpRequestSchema,
    response: verifyOtpResponseSchema,
    refusals: [...telegramCodeRefusals, 'code_used'],
  }),
  resendTelegramOtp: endpoint({
    api: 'main',
    method: 'POST',
    path: 'resend-telegram-otp',
    summary: 'Sends a new sign-in code to the Telegram chat of a login waiting for its second step',
    access: { kind: 'second-step' },
    body: resendOtpRequestSchema,
    response: emptyResponseSchema,
    refusals: ['telegram_not_enabled', ...sendCodeRefusals],
  }),
  resendTelegramOtpAfterLogin: endpoint({
    api: 'main',
    method: 'POST',
    path: 'resend-telegram-otp-after-login',
    summary: "Sends a code to the caller's Telegram chat, to confirm switching the Telegram code off",
    access: { kind: 'signed-in' },
    response: emptyResponseSchema,
    refusals: ['telegram_not_enabled', ...sendCodeRefusals],
  }),
  disableTelegramOtp: endpoint({
    api: 'main',
    method: 'POST',
    path: 'disable-telegram-otp',
    summary: "Switches the caller's Telegram code off, with the code resend-telegram-otp-after-login sent",
    access: { kind: 'signed-in' },
    body: otpRequestSchema,
    response: emptyResponseSchema,
    refusals: ['telegram_not_enabled', ...telegramCodeRefusals],
  }),
  checkUserPassword: endpoint({
    api: 'main',
    method: 'POST',
    path: 'check-user-password',
    summary: "Checks the caller's login password and answers a connection id (gkey) for the bot's /connect",
    access: { kind: 'signed-in', duringEnrolment: true },
    body: telegramPasswordFormSchema,
    response: checkPasswordResponseSchema,
    refusals: [...loginPasswordRefusals, 'second_step_already_on'],
  }),
  totpEnrol: endpoint({
    api: 'main',
    method: 'POST',
    path: 'totp-enrol',
    summary: 'Starts adding an authenticator app: answers its QR code and secret, off until totp-verify',
    access: { kind: 'signed-in', duringEnrolment: true },
    body: telegramPasswordFormSchema,
    response: totpEnrolResponseSchema,
    refusals: [...loginPasswordRefusals, 'second_step_already_on'],
  }),
  totpVerify: endpoint({
    api: 'main',
    method: 'POST',
    path: 'totp-verify',
    summary: 'Switches the enrolled authenticator app on with a code from it',
    access: { kind: 'signed-in', duringEnrolment: true },
    body: otpBoxesSchema,
    response: emptyResponseSchema,
    refusals: ['second_step_already_on', 'authenticator_not_enrolled', ...totpCodeRefusals],
  }),
  totpDisable: endpoint({
    api: 'main',
    method: 'POST',
    path: 'totp-disable',
    summary: 'Switches the authenticator app off with a code from it',
    access: { kind: 'signed-in' },
    body: otpBoxesSchema,
    response: emptyResponseSchema,
    refusals: ['authenticator_not_enrolled', ...totpCodeRefusals],
  }),
  resetSecondStep: endpoint({
    api: 'main',
    method: 'POST',
    path: 'reset-second-step',
    summary:
      'Switches off the second step (authenticator app or Telegram) of a user below the caller who lost it; the user is signed out and told',
    access: { kind: 'operator', privilege: privilege.userPasswordChange },
    body: confirmedUserActRequestSchema,
    response: emptyResponseSchema,
    refusals: [
      'nothing_to_change',
      'transaction_password_incorrect',
      'transaction_password_locked',
      'not_found',
      'not_in_subtree',
    ],
  }),
  telegramWebhook: endpoint({
    api: 'main',
    method: 'POST',
    path: 'telegram/webhook',
    summary:
      "Telegram's own call, not partners': the bot's updates, heard only with the webhook's secret-token header",
    access: { kind: 'public' },
    body: telegramUpdateSchema,
    response: emptyResponseSchema,
    refusals: ['webhook_caller_unknown', 'telegram_not_configured'],
  }),
  devOutbox: endpoint({
    api: 'main',
    method: 'GET',
    path: 'dev/outbox',
    summary: "The offline demo's only: the last Telegram messages of its outbox; never served in production",
    access: { kind: 'public' },
    response: devOutboxResponseSchema,
    refusals: [],
  }),
};
