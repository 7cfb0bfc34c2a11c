import * as v from 'valibot';

/** What the Super Admin types for a draw; the image travels beside it as a file. */
export interface LotteryFormValues {
  readonly title: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly price: number;
}

/**
 * The draw form as typed, before the server's own check: a title, a date and a price above 0 with at
 * most two decimals; a new draw needs its image (`hasImage`).
 */
export const lotteryFormSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Title is required'),
    v.maxLength(100, 'At most 100 characters'),
  ),
  date: v.pipe(v.string(), v.nonEmpty('Date is required'), v.isoDate('Date is required')),
  price: v.pipe(
    v.nullable(v.number()),
    v.check((price) => price !== null && price > 0, 'Price must be above 0'),
    v.transform((price) => price ?? 0),
    v.check((price) => Math.round(price * 100) === price * 100, 'At most two decimals'),
  ),
  hasImage: v.literal(true, 'Image is required field'),
});
