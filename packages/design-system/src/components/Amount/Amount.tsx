import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { amount, type amountTones } from './Amount.css.ts';
import { formatAmount } from './formatAmount.ts';

export type AmountTone = (typeof amountTones)[number];

export interface AmountProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  value: number;
  /** `auto` (default): profit colour above zero, loss colour otherwise; `none`: no colour. */
  tone?: AmountTone;
  /** Abbreviate (2.50k, 1.50L, 2.50Cr, 3.00B, 1.25T); the full amount is kept in the tooltip. */
  short?: boolean;
  /** Defaults to `en-IN`. */
  locale?: string;
  /**
   * Show `+` on positive amounts. Defaults to on while coloured, because colour must never carry the
   * meaning alone.
   */
  signed?: boolean;
}

/** A money amount with two decimals and tabular figures, coloured and signed as profit or loss. */
export const Amount = forwardRef<HTMLSpanElement, AmountProps>(function Amount(
  {
    value,
    tone = 'auto',
    short = false,
    locale = 'en-IN',
    signed = tone !== 'none',
    className,
    title,
    ...rest
  },
  ref,
) {
  const text = formatAmount(value, { short, locale, signed });
  const fullText = short ? formatAmount(value, { locale, signed }) : undefined;
  const outcome = value > 0 ? 'profit' : 'loss';
  return (
    <span
      ref={ref}
      className={clsx(amount, className)}
      data-tone={tone === 'auto' ? outcome : undefined}
      title={title ?? (fullText !== text ? fullText : undefined)}
      {...rest}
    >
      {text}
    </span>
  );
});
Amount.displayName = 'Amount';
