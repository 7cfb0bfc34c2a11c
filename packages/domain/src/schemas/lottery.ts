import * as v from 'valibot';
import { ruleMessages } from '../messages.ts';
import { amountPattern } from './forms/fields.ts';
import { envelopeSchema } from './envelope.ts';
import { idSchema, isoDateSchema, nameTextSchema, requestAmountSchema, textSchema } from './primitives.ts';
import { lotteryItemSchema } from './settings.ts';

/**
 * The lottery list's items as the Super Admin manages them (issue 19): spec 3 "Lottery item: id, image,
 * status, date, title, price" is the item; adding, editing and closing one are calls of our own.
 */

/** An item is open (its card on /lottery takes interest) until the Super Admin closes it; closing is final. */
export const lotteryStatuses = ['open', 'closed'] as const;
export type LotteryStatus = (typeof lotteryStatuses)[number];

/** The multipart file part of add-lottery-item and edit-lottery-item: the card's image (png or jpeg). */
export const lotteryImageField = 'image';

/** A multipart field is text: a price arrives as "100" or "99.50"; JSON may send the number. */
const lotteryPriceSchema = v.pipe(
  v.union([v.number(), v.pipe(textSchema(20), v.trim())]),
  v.check((price) => typeof price === 'number' || amountPattern.test(price), ruleMessages.amountInvalid),
  v.transform(Number),
  requestAmountSchema,
);
const lotteryTitleSchema = v.pipe(nameTextSchema, v.trim(), v.nonEmpty());

/** POST add-lottery-item (multipart; the image part is required). `date` is the draw's day, YYYY-MM-DD. */
export const addLotteryItemFieldsSchema = v.object({
  title: lotteryTitleSchema,
  date: isoDateSchema,
  price: lotteryPriceSchema,
});
export type AddLotteryItemFields = v.InferOutput<typeof addLotteryItemFieldsSchema>;

/** POST edit-lottery-item (multipart or JSON): the fields given change; a new image part replaces the image. */
export const editLotteryItemFieldsSchema = v.object({
  id: idSchema,
  title: v.optional(lotteryTitleSchema),
  date: v.optional(isoDateSchema),
  price: v.optional(lotteryPriceSchema),
});
export type EditLotteryItemFields = v.InferOutput<typeof editLotteryItemFieldsSchema>;

/** POST close-lottery-item {id}. */
export const closeLotteryItemRequestSchema = v.object({ id: idSchema });

/** GET lottery-image/:id, the item's id (an item's `image` is this call's path). */
export const lotteryImageParamsSchema = v.object({ id: idSchema });

/** What add, edit and close answer: the item as lottery-list shows it. */
export const lotteryItemResponseSchema = envelopeSchema(lotteryItemSchema);
