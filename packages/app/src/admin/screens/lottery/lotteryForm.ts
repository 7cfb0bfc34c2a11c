import {
  amountPattern,
  hasAtMostTwoDecimals,
  lotteryLimits,
  requestAmountSchema,
  ruleMessages,
  textLimits,
} from '@exchange/domain';
import * as v from 'valibot';

/** A draw's terms as the Super Admin sets them (add-lottery-item's fields); the image travels beside them. */
export interface LotteryDrawValues {
  readonly title: string;
  /** The draw's day, YYYY-MM-DD (the close time's, where the Super Admin is). */
  readonly date: string;
  readonly price: number;
  /** When sales close and the draw is made, ISO 8601. */
  readonly closeAt: string;
  readonly tickets: number;
  /** The prizes in rupees, the first prize first. */
  readonly prizes: readonly number[];
}

/** What the form saves: the whole draw, or only the title once a ticket is sold (the terms then stay). */
export type LotteryFormValues = LotteryDrawValues | { readonly title: string };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The close time as a `datetime-local` input holds it ("2026-12-05T18:00"), in the browser's time zone. */
export function localDateTime(iso: string): string {
  const at = new Date(iso);
  const day = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
  return `${day}T${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}

/** A `datetime-local` value as the instant it names here, or null when it names none. */
function readLocal(text: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text)?.slice(1).map(Number);
  if (!parts) return null;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0] = parts;
  const at = new Date(year, month - 1, day, hours, minutes);
  return at.getMonth() === month - 1 && at.getDate() === day ? at : null;
}

const titleSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Title is required'),
  v.maxLength(textLimits.name, `Title must be at most ${textLimits.name} characters`),
);

/** The title alone: a draw with tickets sold changes nothing else. */
export const lotteryTitleFormSchema = v.object({ title: titleSchema });

/**
 * The draw form as typed, each field with a message a person can act on before the server's own check:
 * a close time ahead (`now` is the check's moment), a ticket price, how many tickets, the prizes (no more
 * than the tickets); a new draw needs its image (`hasImage`).
 */
export const lotteryFormSchema = (now: Date) =>
  v.pipe(
    v.object({
      title: titleSchema,
      closeAt: v.pipe(
        v.string(),
        v.nonEmpty('Draw time is required'),
        v.check((text) => readLocal(text) !== null, 'Draw time is not a date and time'),
        v.check((text) => (readLocal(text) ?? now) > now, 'Draw time must be in the future'),
      ),
      price: v.pipe(
        v.nullable(v.number()),
        v.check((price) => price !== null, 'Price is required'),
        v.transform((price) => price ?? 0),
        v.check((price) => price > 0, 'Price must be above 0'),
        v.check(hasAtMostTwoDecimals, ruleMessages.amountInvalid),
        requestAmountSchema,
      ),
      tickets: v.pipe(
        v.nullable(v.number()),
        v.check((tickets) => tickets !== null, 'Tickets is required'),
        v.transform((tickets) => tickets ?? 0),
        v.check((tickets) => Number.isInteger(tickets), 'Tickets must be a whole number'),
        v.minValue(1, 'A draw needs at least 1 ticket'),
        v.maxValue(lotteryLimits.tickets, `A draw has at most ${lotteryLimits.tickets} tickets`),
      ),
      prizes: v.pipe(
        v.string(),
        v.transform((text) =>
          text
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== ''),
        ),
        v.minLength(1, 'At least one prize is required'),
        v.maxLength(lotteryLimits.prizes, `At most ${lotteryLimits.prizes} prizes`),
        v.check(
          (parts) => parts.every((part) => amountPattern.test(part) && Number(part) > 0),
          'Prizes are amounts above 0, separated by commas',
        ),
        v.transform((parts) => parts.map(Number)),
      ),
      hasImage: v.literal(true, 'Image is required field'),
    }),
    v.forward(
      v.check((form) => form.prizes.length <= form.tickets, 'A draw cannot have more prizes than tickets'),
      ['prizes'],
    ),
    v.transform(({ hasImage: _, closeAt, ...form }): LotteryDrawValues => ({
      ...form,
      date: closeAt.slice(0, 10),
      closeAt: (readLocal(closeAt) ?? new Date(Number.NaN)).toISOString(),
    })),
  );
