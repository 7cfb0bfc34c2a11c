import { shortFormUnits } from '@exchange/domain';

export interface FormatAmountOptions {
  /**
   * Abbreviate with the domain's short-form units (k, L for lakh, Cr for crore, B, T), as players read
   * balances, always with two decimals; below 1,000 the number stays plain.
   */
  short?: boolean;
  /** Defaults to Indian grouping (`1,50,000.00`). */
  locale?: string;
  /** Show `+` on positive values (negatives always carry `-`; zero carries neither). */
  signed?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${signed}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // 'exceptZero' also keeps -0 and values that round to zero from showing a stray sign.
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, cached);
  }
  return cached;
}

const roundToCents = (value: number) => Math.round(value * 100) / 100;

/**
 * A money amount with two decimals: `formatAmount(150000)` -> `1,50,000.00`,
 * `formatAmount(150000, { short: true, signed: true })` -> `+1.50L`.
 */
export function formatAmount(value: number, options: FormatAmountOptions = {}): string {
  const { short = false, locale = 'en-IN', signed = false } = options;
  const format = formatter(locale, signed);
  if (short && Number.isFinite(value)) {
    const magnitude = Math.abs(value);
    // Reaching a unit counts after rounding, so 99,999 reads 1.00L, never 100.00k; below 1,000 stays plain.
    const unit =
      magnitude >= 1000
        ? shortFormUnits.find(({ factor }) => roundToCents(magnitude / factor) >= 1)
        : undefined;
    if (unit) return `${format.format(value / unit.factor)}${unit.suffix}`;
  }
  if (!signed && Object.is(roundToCents(value), -0)) return format.format(0);
  return format.format(value);
}
