import {
  hasAtMostTwoDecimals,
  isoDateSchema,
  requestAmountSchema,
  ruleMessages,
  textLimits,
} from '@exchange/domain';
import * as v from 'valibot';

/** What the Super Admin types for a draw (add-lottery-item's fields); the image travels beside it. */
export interface LotteryFormValues {
  readonly title: string;
  /** The draw's day, YYYY-MM-DD. */
  readonly date: string;
  readonly price: number;
}

/**
 * The draw form as typed: add-lottery-item's fields, each with a message a person can act on before the
 * server's own check (the domain's schemas say only "Invalid"); a new draw needs its image (`hasImage`).
 */
export const lotteryFormSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Title is required'),
    v.maxLength(textLimits.name, `Title must be at most ${textLimits.name} characters`),
  ),
  date: v.pipe(v.string(), v.nonEmpty('Date is required'), isoDateSchema),
  price: v.pipe(
    v.nullable(v.number()),
    v.check((price) => price !== null, 'Price is required'),
    v.transform((price) => price ?? 0),
    v.check((price) => price > 0, 'Price must be above 0'),
    v.check(hasAtMostTwoDecimals, ruleMessages.amountInvalid),
    requestAmountSchema,
  ),
  hasImage: v.literal(true, 'Image is required field'),
});
