/**
 * Exact decimal arithmetic for money. Odds, rates and amounts arrive as JavaScript numbers; each is read
 * as the decimal a person wrote (its shortest round-trip text, so 2.3 is 23/10, not the binary double
 * 2.29999…), and products are taken in BigInt so nothing drifts or overflows before the one rounding.
 */

/** `units / scale`, with `scale` a power of ten. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: bigint;
}

const numberText = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The decimal a finite number stands for: 2.3 -> 23/10, 1e-7 -> 1/10000000, 1.5e21 -> 15e20/1. */
export function exactDecimal(value: number): ExactDecimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = numberText.exec(String(value));
  // String(finite number) always matches; the guard only narrows the type.
  if (!match) throw new RangeError(`Unreadable number: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  let units = BigInt(`${sign}${whole}${fraction}`);
  let scale = 1n;
  if (exponent >= 0) units *= 10n ** BigInt(exponent);
  else scale = 10n ** BigInt(-exponent);
  return { units, scale };
}

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero (2.5 -> 3, -2.5 -> -3).
 * This is the one rounding every money result in the package goes through.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}
