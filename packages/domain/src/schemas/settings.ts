import * as v from 'valibot';
import { envelopeSchema } from './envelope.ts';
import {
  idSchema,
  moneySchema,
  nameTextSchema,
  remarkTextSchema,
  textLimits,
  textSchema,
} from './primitives.ts';

/** Spec 7, Settings: setting-list, payment-list (with file upload) and lottery-list. */

/** One site setting: a named value (the spec shows only "settingList"). */
export const settingSchema = v.object({
  name: v.pipe(nameTextSchema, v.nonEmpty()),
  value: v.union([remarkTextSchema, v.number(), v.boolean()]),
});
export const settingListResponseSchema = envelopeSchema(v.array(settingSchema));
/** POST save-setting-list {settingList}. */
export const saveSettingListRequestSchema = v.object({
  settingList: v.pipe(v.array(settingSchema), v.maxLength(100)),
});

/**
 * Spec 3: "Payment settings: upiId, upiName, accountHolderName, accountNumber, ifscCode": the methods an
 * operator's players pay deposits to. A method left out is ''; the UPI pair or the bank triple is whole.
 */
const paymentSettingText = v.optional(v.pipe(nameTextSchema, v.trim()), '');
export const paymentSettingsSchema = v.object({
  upiId: paymentSettingText,
  upiName: paymentSettingText,
  accountHolderName: paymentSettingText,
  accountNumber: paymentSettingText,
  ifscCode: paymentSettingText,
});
export type PaymentSettings = v.InferOutput<typeof paymentSettingsSchema>;

/** The saved methods with their QR image (GET payment-file/:id), as payment-list and get-payment-list answer. */
export const paymentMethodsSchema = v.object({
  ...paymentSettingsSchema.entries,
  qrImageId: v.nullable(v.pipe(nameTextSchema, v.nonEmpty())),
  /** Whose methods they are: the operator itself (payment-list) or the player's nearest upline with some. */
  username: v.string(),
});
export type PaymentMethods = v.InferOutput<typeof paymentMethodsSchema>;
/** GET payment-list (the operator's own) and GET get-payment-list (a player's upline's); null when none. */
export const paymentListResponseSchema = envelopeSchema(v.nullable(paymentMethodsSchema));

/**
 * POST save-payment-list "(multipart, {settingList})": the text fields of the multipart body, where
 * settingList is JSON; the QR image is the optional file part `qrImage` (without one the saved QR stays).
 * A JSON body (no new image) carries settingList as an object.
 */
export const savePaymentListFieldsSchema = v.object({
  settingList: v.union([
    v.pipe(textSchema(textLimits.token), v.parseJson(), paymentSettingsSchema),
    paymentSettingsSchema,
  ]),
});

/** A drawn ticket: its prize's rank (1 is the first prize), its number, the prize, and whether it is the caller's. */
export const lotteryWinnerSchema = v.object({
  rank: v.number(),
  number: v.number(),
  prize: moneySchema,
  mine: v.boolean(),
});
export type LotteryWinner = v.InferOutput<typeof lotteryWinnerSchema>;

/**
 * Spec 3: "Lottery item: id, image, status, date, title, price." The rest is the draw (issue 39,
 * docs/adr/0024-lottery-draws.md), each field added beside the spec's and optional to a reader.
 */
export const lotteryItemSchema = v.object({
  id: v.string(),
  image: v.string(),
  status: v.string(),
  date: v.string(),
  title: v.string(),
  price: moneySchema,
  /** When sales close and the tickets are drawn (ISO 8601). */
  closeAt: v.optional(v.string()),
  /** How many tickets the draw has, numbered from 1. */
  tickets: v.optional(v.number()),
  sold: v.optional(v.number()),
  /** The prizes, the first prize first. */
  prizes: v.optional(v.array(moneySchema)),
  /** SHA-256 of the draw's server seed, published when it opened. */
  commitment: v.optional(v.string()),
  /** Once drawn: the winning tickets, the first prize first. */
  winners: v.optional(v.array(lotteryWinnerSchema)),
  /** A player's own tickets in the draw and what they won. */
  mine: v.optional(v.object({ numbers: v.array(v.number()), won: moneySchema })),
});
export type LotteryItem = v.InferOutput<typeof lotteryItemSchema>;
/** "Lottery list: no payload; reads data.data as an array." */
export const lotteryListResponseSchema = envelopeSchema(v.array(lotteryItemSchema));

/** Spec 3, User: "img_desktop and img_mobile (welcome images)", which the Super Admin sets. */
export const welcomeImageNames = ['img_desktop', 'img_mobile'] as const;
export type WelcomeImageName = (typeof welcomeImageNames)[number];

/**
 * The welcome images' addresses (GET welcome-image/:id below the main API), each absent until set: what
 * welcome-images, login and verify-otp (its `images`) answer.
 */
export const welcomeImagesSchema = v.object({
  img_desktop: v.optional(v.string()),
  img_mobile: v.optional(v.string()),
});
export type WelcomeImages = v.InferOutput<typeof welcomeImagesSchema>;
export const welcomeImagesResponseSchema = envelopeSchema(welcomeImagesSchema);

/** The file part of save-welcome-image. */
export const welcomeImageField = 'image';
/**
 * POST save-welcome-image: which image (multipart text field `name`) and the png or jpeg as the file
 * part `image`; without a file the image is removed.
 */
export const saveWelcomeImageFieldsSchema = v.object({ name: v.picklist(welcomeImageNames) });
/** GET welcome-image/:id. */
export const welcomeImageParamsSchema = v.object({ id: idSchema });
