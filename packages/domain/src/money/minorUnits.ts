import { divideRounded, exactDecimal } from './exactDecimal.ts';

/**
 * Money inside the product is an integer count of minor units (paisa: 1 rupee = 100 minor units).
 * ARCHITECTURE.md: "Money is integer minor units (paisa) in the database; the API shows two decimals."
 * The brand stops a rupee amount being passed where paisa are expected; only the helpers below make one.
 */
export type Minor = number & { readonly __brand: 'Minor' };

export const minorPerMajor = 100;

/** An integer count of minor units as `Minor`; throws on fractions and on unsafe integers. */
export function minor(value: number): Minor {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of minor units: ${value}`);
  // -0 would print as "-0.00".
  return (value === 0 ? 0 : value) as Minor;
}

export const zeroMinor: Minor = minor(0);

export function isMinor(value: unknown): value is Minor {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

const amountText = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A major-unit amount (rupees: 12.5 or '12.50') in minor units, read as the decimal written and rounded
 * to the nearest paisa, halves away from zero (1.005 -> 101, not the 100 that 1.005 * 100 gives).
 */
export function toMinor(amount: number | string): Minor {
  if (typeof amount === 'string' && !amountText.test(amount.trim())) {
    throw new RangeError(`Not an amount: '${amount}'`);
  }
  const { units, scale } = exactDecimal(Number(amount));
  const result = divideRounded(units * BigInt(minorPerMajor), scale);
  return minor(Number(result));
}

/** Minor units back to a major-unit number (12050 -> 120.5) for the wire; exact for every safe integer. */
export function fromMinor(amount: Minor): number {
  return amount / minorPerMajor;
}

/** The sum of amounts, exact; throws if it would leave the safe-integer range. */
export function sumMinor(amounts: Iterable<Minor>): Minor {
  let total = 0;
  for (const amount of amounts) total += amount;
  return minor(total);
}

export function addMinor(a: Minor, b: Minor): Minor {
  return minor(a + b);
}

export function subtractMinor(a: Minor, b: Minor): Minor {
  return minor(a - b);
}

export function negateMinor(a: Minor): Minor {
  return minor(-a);
}

export function minMinor(first: Minor, ...rest: Minor[]): Minor {
  return minor(Math.min(first, ...rest));
}

export function maxMinor(first: Minor, ...rest: Minor[]): Minor {
  return minor(Math.max(first, ...rest));
}

/**
 * amount x numerator / denominator, computed exactly and rounded once to the nearest minor unit
 * (halves away from zero). Odds and rates may be decimals: 10000 x 2.3 is 23000, never 22999.
 */
export function scaleMinor(amount: Minor, numerator: number, denominator = 1): Minor {
  const n = exactDecimal(numerator);
  const d = exactDecimal(denominator);
  if (d.units === 0n) throw new RangeError('Division by zero');
  return minor(Number(divideRounded(BigInt(amount) * n.units * d.scale, n.scale * d.units)));
}
