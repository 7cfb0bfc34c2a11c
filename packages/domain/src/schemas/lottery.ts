import * as v from 'valibot';
import { ruleMessages } from '../messages.ts';
import { amountPattern } from './forms/fields.ts';
import { envelopeSchema } from './envelope.ts';
import {
  idSchema,
  isoDateSchema,
  moneySchema,
  nameTextSchema,
  requestAmountSchema,
  textSchema,
} from './primitives.ts';
import { lotteryItemSchema } from './settings.ts';

/**
 * The lottery list's items as the Super Admin manages them (issue 19): spec 3 "Lottery item: id, image,
 * status, date, title, price" is the item; adding, editing and closing one are calls of our own.
 */

/**
 * A draw sells tickets while `open`; at its close time it is `drawing` until the draw is made, then
 * `drawn`. The Super Admin may close a draw not yet drawn (`closed`, its tickets refunded); closing is final.
 */
export const lotteryStatuses = ['open', 'drawing', 'drawn', 'closed'] as const;
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

/** The game code of the lottery's line in the panel's game-reports (no casino table has it). */
export const lotteryReportGameCode = 'lottery';

/** The most tickets a draw has, and the most prizes. */
export const lotteryLimits = { tickets: 10_000, prizes: 10, ticketsPerBuy: 20 } as const;

/** A whole number of tickets, as a number (JSON) or digits (multipart text). */
const ticketCountSchema = v.pipe(
  v.union([v.number(), v.pipe(textSchema(6), v.trim(), v.regex(/^\d+$/, 'Tickets must be a whole number'))]),
  v.transform(Number),
  v.safeInteger('Tickets must be a whole number'),
  v.minValue(1, 'A draw needs at least 1 ticket'),
  v.maxValue(lotteryLimits.tickets, `A draw has at most ${lotteryLimits.tickets} tickets`),
);

/** The prizes in rupees, the first prize first: one at least, `lotteryLimits.prizes` at most. */
const prizeAmountsSchema = v.pipe(
  v.array(requestAmountSchema),
  v.minLength(1, 'A draw needs at least one prize'),
  v.maxLength(lotteryLimits.prizes, `A draw has at most ${lotteryLimits.prizes} prizes`),
);

/** Multipart text of amounts separated by commas, bracketed or not ("5000,1000", "[5000,1000]"). */
const amountParts = (text: string) => {
  const listed = text
    .trim()
    .replace(/^\[(.*)\]$/s, '$1')
    .trim();
  return listed === '' ? [] : listed.split(',').map((part) => part.trim());
};

/** The prizes as an array (JSON) or as text (multipart: "5000,1000", or the app's JSON "[5000,1000]"). */
const prizesSchema = v.union([
  prizeAmountsSchema,
  v.pipe(
    textSchema(400),
    v.transform(amountParts),
    v.check(
      (parts) => parts.every((part) => amountPattern.test(part)),
      'Prizes are amounts separated by commas',
    ),
    v.transform((parts) => parts.map(Number)),
    prizeAmountsSchema,
  ),
]);

/** When sales close and the draw is made: an ISO 8601 instant. */
const closeAtSchema = v.pipe(textSchema(40), v.isoTimestamp('The close time must be a date and time'));

/**
 * POST add-lottery-item (multipart; the image part is required). `date` is the draw's day, YYYY-MM-DD;
 * `closeAt` when it closes (without one, the end of `date`, UTC), `tickets` how many it sells (100
 * without), `prizes` what the drawn tickets win (one prize of half the tickets' takings without).
 */
export const addLotteryItemFieldsSchema = v.pipe(
  v.object({
    title: lotteryTitleSchema,
    date: v.optional(isoDateSchema),
    price: lotteryPriceSchema,
    closeAt: v.optional(closeAtSchema),
    tickets: v.optional(ticketCountSchema),
    prizes: v.optional(prizesSchema),
  }),
  v.check((fields) => fields.date !== undefined || fields.closeAt !== undefined, 'Date is required'),
);
export type AddLotteryItemFields = v.InferOutput<typeof addLotteryItemFieldsSchema>;

/**
 * POST edit-lottery-item (multipart or JSON): the fields given change; a new image part replaces the
 * image. Once a ticket is sold, only the title and the image may change.
 */
export const editLotteryItemFieldsSchema = v.object({
  id: idSchema,
  title: v.optional(lotteryTitleSchema),
  date: v.optional(isoDateSchema),
  price: v.optional(lotteryPriceSchema),
  closeAt: v.optional(closeAtSchema),
  tickets: v.optional(ticketCountSchema),
  prizes: v.optional(prizesSchema),
});
export type EditLotteryItemFields = v.InferOutput<typeof editLotteryItemFieldsSchema>;

/** POST close-lottery-item {id}. */
export const closeLotteryItemRequestSchema = v.object({ id: idSchema });

/** GET lottery-image/:id, the item's id (an item's `image` is this call's path). */
export const lotteryImageParamsSchema = v.object({ id: idSchema });

/** What add, edit and close answer: the item as lottery-list shows it. */
export const lotteryItemResponseSchema = envelopeSchema(lotteryItemSchema);

/** GET lottery-draw/:id: a draw with the numbers taken and its proof. */
export const lotteryDrawParamsSchema = v.object({ id: idSchema });

/**
 * A draw's fairness record: the commitment from the start; once drawn, the revealed seed, the ticket
 * set's hash and when it was drawn (null before).
 */
export const lotteryProofSchema = v.object({
  algorithm: v.string(),
  commitment: v.string(),
  serverSeed: v.nullable(v.string()),
  ticketSetHash: v.nullable(v.string()),
  drawnAt: v.nullable(v.string()),
});
export type LotteryProof = v.InferOutput<typeof lotteryProofSchema>;

export const lotteryDrawSchema = v.object({
  item: lotteryItemSchema,
  /** Every ticket number sold, ascending: what a player may not pick, and (once drawn) the ticket set. */
  taken: v.array(v.number()),
  proof: lotteryProofSchema,
});
export type LotteryDraw = v.InferOutput<typeof lotteryDrawSchema>;
export const lotteryDrawResponseSchema = envelopeSchema(lotteryDrawSchema);

const ticketNumberSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/**
 * POST buy-lottery-tickets: `count` tickets (the lowest numbers free) or the `numbers` picked, one of the
 * two, at most `lotteryLimits.ticketsPerBuy`. A retry with the same idempotency key buys nothing twice.
 */
export const buyLotteryTicketsRequestSchema = v.pipe(
  v.object({
    id: idSchema,
    count: v.optional(
      v.pipe(
        v.number(),
        v.safeInteger('Choose a whole number of tickets'),
        v.minValue(1, 'Choose at least 1 ticket'),
        v.maxValue(lotteryLimits.ticketsPerBuy, `At most ${lotteryLimits.ticketsPerBuy} tickets at a time`),
      ),
    ),
    numbers: v.optional(
      v.pipe(
        v.array(ticketNumberSchema),
        v.minLength(1, 'Pick at least 1 ticket'),
        v.maxLength(lotteryLimits.ticketsPerBuy, `At most ${lotteryLimits.ticketsPerBuy} tickets at a time`),
        v.check((numbers) => new Set(numbers).size === numbers.length, 'Each ticket may be picked once'),
      ),
    ),
    idempotencyKey: v.pipe(nameTextSchema, v.trim(), v.nonEmpty()),
  }),
  v.check(
    (body) => (body.count === undefined) !== (body.numbers === undefined),
    'Give either how many tickets (count) or the numbers picked',
  ),
);
export type BuyLotteryTicketsRequest = v.InferOutput<typeof buyLotteryTicketsRequestSchema>;

/** What a purchase bought: the ticket numbers and what they cost. */
export const buyLotteryTicketsResponseSchema = envelopeSchema(
  v.object({ numbers: v.array(v.number()), total: moneySchema }),
);
