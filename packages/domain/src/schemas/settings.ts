import * as v from 'valibot';
import { envelopeSchema } from './envelope.ts';
import { moneySchema, nameTextSchema, remarkTextSchema, textLimits, textSchema } from './primitives.ts';

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

/** Spec 3: "Payment settings: upiId, upiName, accountHolderName, accountNumber, ifscCode" (plus the uploaded QR image's address). */
export const paymentSettingsSchema = v.object({
  upiId: nameTextSchema,
  upiName: nameTextSchema,
  accountHolderName: nameTextSchema,
  accountNumber: nameTextSchema,
  ifscCode: nameTextSchema,
  qrImageUrl: v.optional(textSchema(textLimits.url)),
});
export const paymentListResponseSchema = envelopeSchema(v.nullable(paymentSettingsSchema));

/**
 * POST save-payment-list "(multipart, {settingList})": the text fields of the multipart body, where
 * settingList is JSON; the QR image is the file part.
 */
export const savePaymentListFieldsSchema = v.object({
  settingList: v.pipe(textSchema(textLimits.token), v.parseJson(), paymentSettingsSchema),
});

/** Spec 3: "Lottery item: id, image, status, date, title, price." */
export const lotteryItemSchema = v.object({
  id: v.string(),
  image: v.string(),
  status: v.string(),
  date: v.string(),
  title: v.string(),
  price: moneySchema,
});
export type LotteryItem = v.InferOutput<typeof lotteryItemSchema>;
/** "Lottery list: no payload; reads data.data as an array." */
export const lotteryListResponseSchema = envelopeSchema(v.array(lotteryItemSchema));
