import { divideRounded, exactDecimal } from '../money/exactDecimal.ts';

/** Spec 9: "Number short forms: k (1e3), L (1e5), Cr (1e7), B (1e9), T (1e12)." Largest first. */
export const shortFormUnits = [
  { suffix: 'T', factor: 1e12 },
  { suffix: 'B', factor: 1e9 },
  { suffix: 'Cr', factor: 1e7 },
  { suffix: 'L', factor: 1e5 },
  { suffix: 'k', factor: 1e3 },
] as const;

function hundredths(magnitude: number, factor: number): bigint {
  const { units, scale } = exactDecimal(magnitude);
  return divideRounded(units * 100n, scale * BigInt(factor));
}

function trimmed(value: bigint): string {
  const whole = value / 100n;
  const fraction = String(value % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Each unit from none up, so a value that rounds up to the next unit can move there. */
const ascending = [{ suffix: '', factor: 1 }, ...[...shortFormUnits].reverse()];

/**
 * A number in short form with up to two decimals: 1500 -> '1.5k', 250000 -> '2.5L', 12345678 ->
 * '1.23Cr', 995 -> '995'. The unit is the largest the value reaches, or the next one up when rounding
 * reaches it (99999 reads '1L', never '100k'). Halves round away from zero.
 */
export function shortForm(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  const magnitude = Math.abs(value);
  const factorAt = (index: number): number => ascending[index]?.factor ?? Infinity;
  let index = Math.max(
    0,
    ascending.findLastIndex(({ factor }) => magnitude >= factor),
  );
  let rounded = hundredths(magnitude, factorAt(index));
  while (index + 1 < ascending.length && rounded >= 100n * BigInt(factorAt(index + 1) / factorAt(index))) {
    index += 1;
    rounded = hundredths(magnitude, factorAt(index));
  }
  const sign = value < 0 && rounded > 0n ? '-' : '';
  return `${sign}${trimmed(rounded)}${ascending[index]?.suffix ?? ''}`;
}

const shortFormText = /^\s*(-?)(\d+(?:\.\d+)?)\s*(k|l|cr|b|t)?\s*$/i;

/**
 * The number a short form stands for ('1.5k' -> 1500, '2L' -> 200000, '7' -> 7); suffixes in any case.
 * Null if the text is not a short form.
 */
export function parseShortForm(text: string): number | null {
  const match = shortFormText.exec(text);
  if (!match) return null;
  const [, sign = '', digits = '0', suffix] = match;
  const unit = shortFormUnits.find((candidate) => candidate.suffix.toLowerCase() === suffix?.toLowerCase());
  const { units, scale } = exactDecimal(Number(digits));
  const value = Number(units * BigInt(unit?.factor ?? 1)) / Number(scale);
  return sign && value !== 0 ? -value : value;
}
