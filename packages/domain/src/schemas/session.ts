import * as v from 'valibot';
import { privilegeIds } from '../constants/privileges.ts';
import { envelopeSchema } from './envelope.ts';
import { otpBoxesSchema } from './forms/security.ts';
import {
  idSchema,
  nameTextSchema,
  roleSchema,
  secretTextSchema,
  textLimits,
  textSchema,
} from './primitives.ts';

const tokenTextSchema = textSchema(textLimits.token);

/** Spec 7, Session: POST login, POST login-admin, GET user-info, refresh-token and the OTP calls. */

/**
 * Spec 3: "Login form state: username, password, isDemo, logs (client IP lookup data)". Spec 5:
 * "Client-side validation of other forms is not shown", so only presence is checked.
 */
export const loginRequestSchema = v.object({
  username: v.pipe(nameTextSchema, v.trim(), v.nonEmpty()),
  password: v.pipe(secretTextSchema, v.nonEmpty()),
  isDemo: v.optional(v.boolean(), false),
  logs: v.optional(v.looseObject({ ip: v.optional(nameTextSchema) })),
});

/**
 * Spec 3, User: "_id, username, role, token, refreshToken, sessionId, auth_method (0 means secure auth
 * disabled), otpStatusTelegram (1 means a second-step code is required), img_desktop and img_mobile".
 * When otpStatusTelegram is 1 the token is the temporary one of the code-verification step.
 */
export const sessionUserSchema = v.object({
  _id: idSchema,
  username: v.string(),
  role: roleSchema,
  token: v.string(),
  refreshToken: v.string(),
  sessionId: v.string(),
  auth_method: v.pipe(v.number(), v.integer()),
  otpStatusTelegram: v.pipe(v.number(), v.integer()),
  img_desktop: v.optional(v.string()),
  img_mobile: v.optional(v.string()),
  /** Spec 4: "A change-password-and-transaction-password flag": true until a created user's first change. */
  changePasswordRequired: v.optional(v.boolean(), false),
});
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

export const loginResponseSchema = envelopeSchema(sessionUserSchema);

/**
 * GET user-info: the signed-in user without the tokens. An operator's also carries the privileges it holds
 * (spec 3 ids; the Super Admin all of them), so the panel offers only the screens the server will serve.
 */
export const userInfoSchema = v.object({
  ...v.omit(sessionUserSchema, ['token', 'refreshToken']).entries,
  privileges: v.optional(v.array(v.picklist(privilegeIds))),
  /**
   * An operator that must set up a second step before anything else (ASVS 6.3.2, OPERATOR_SECOND_STEP):
   * the panel opens Secure Auth; every other call is refused until then.
   */
  secondStepEnrolmentRequired: v.optional(v.boolean(), false),
});
export const userInfoResponseSchema = envelopeSchema(userInfoSchema);

/** POST refresh-token {token}. */
export const refreshTokenRequestSchema = v.object({ token: v.pipe(tokenTextSchema, v.nonEmpty()) });
export const refreshTokenResponseSchema = envelopeSchema(
  v.object({ token: v.string(), refreshToken: v.string() }),
);

/** POST verify-otp and disable-telegram-otp: "{otp1..otp6, token}" (spec 3: "the token is read from local storage"). */
export const otpRequestSchema = v.object({ ...otpBoxesSchema.entries, token: tokenTextSchema });

/** Verify otp "reads data.error and data.data (user, images, message)". */
export const verifyOtpResponseSchema = envelopeSchema(
  v.object({
    user: v.optional(sessionUserSchema),
    images: v.optional(v.object({ img_desktop: v.optional(v.string()), img_mobile: v.optional(v.string()) })),
    message: v.optional(v.string()),
  }),
);

/** POST resend-telegram-otp: "resend otp (token)". resend-telegram-otp-after-login has no body. */
export const resendOtpRequestSchema = v.object({ token: tokenTextSchema });

/** Spec 7: "check user password ({password}) returning data.gkey" (the Telegram connection id). */
export const checkPasswordRequestSchema = v.object({ password: v.pipe(secretTextSchema, v.nonEmpty()) });
export const checkPasswordResponseSchema = envelopeSchema(v.object({ gkey: v.string() }));

/**
 * POST totp-enrol ({password}), the "mobile app" tab of secure auth: the authenticator app's otpauth
 * address, the same as a QR code image (a data URL), and the secret for typing in by hand.
 */
export const totpEnrolResponseSchema = envelopeSchema(
  v.object({ otpauthUrl: v.string(), qrCode: v.string(), secret: v.string() }),
);

/**
 * POST telegram/webhook: an Update from Telegram's Bot API (not a partner's call). The server acts on a
 * text message in a chat (`/start`, `/connect <connection id>`) and answers 200 to every other update, so
 * Telegram does not send it again; any object is taken and the handler reads the message it knows.
 */
export const telegramUpdateSchema = v.looseObject({
  update_id: v.optional(v.unknown()),
  message: v.optional(v.unknown()),
});

/** GET dev/outbox (the offline demo only): the last messages its Telegram outbox "sent", newest first. */
export const outboxMessageSchema = v.object({ chatId: v.string(), text: v.string(), sentAt: v.string() });
export const devOutboxResponseSchema = envelopeSchema(v.array(outboxMessageSchema));

/** Spec 7, sockets: "Events sent: userRoomJoin {userId}. Event received: logout {sessionId}." */
export const userRoomJoinEventSchema = v.object({ userId: idSchema });
export const logoutEventSchema = v.object({ sessionId: v.string() });
