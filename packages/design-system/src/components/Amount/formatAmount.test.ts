import { describe, expect, it } from 'vitest';
import { formatAmount, type FormatAmountOptions } from './formatAmount.ts';

describe('formatAmount', () => {
  it.each<[number, FormatAmountOptions, string]>([
    // Plain: two decimals, Indian grouping by default.
    [0, {}, '0.00'],
    [7, {}, '7.00'],
    [1234.5, {}, '1,234.50'],
    [120.5, {}, '120.50'],
    // Rounded as the ledger rounds a wire amount (the domain's toMinor): the decimal written, halves up.
    [1.005, {}, '1.01'],
    [150000, {}, '1,50,000.00'],
    [-25000000, {}, '-2,50,00,000.00'],
    [0.005, {}, '0.01'],
    [-0.001, {}, '0.00'],
    [-0, {}, '0.00'],
    // Signed: + on positives, never on zero.
    [2500, { signed: true }, '+2,500.00'],
    [-2500, { signed: true }, '-2,500.00'],
    [0, { signed: true }, '0.00'],
    [-0.001, { signed: true }, '0.00'],
    // Other locales group their own way.
    [150000, { locale: 'en-US' }, '150,000.00'],
    [1234.5, { locale: 'de-DE' }, '1.234,50'],
    // Short form: k, L, Cr, B, T.
    [999, { short: true }, '999.00'],
    [999.999, { short: true }, '1,000.00'],
    [-999.5, { short: true }, '-999.50'],
    [1000, { short: true }, '1.00k'],
    [2500, { short: true }, '2.50k'],
    [99999, { short: true }, '1.00L'],
    [150000, { short: true }, '1.50L'],
    [2500000, { short: true }, '25.00L'],
    [25000000, { short: true }, '2.50Cr'],
    [3000000000, { short: true }, '3.00B'],
    [999999999999, { short: true }, '1.00T'],
    [1.25e12, { short: true }, '1.25T'],
    [4.5e15, { short: true }, '4,500.00T'],
    [-2500, { short: true }, '-2.50k'],
    [150000, { short: true, signed: true }, '+1.50L'],
    [-25000000, { short: true, signed: true }, '-2.50Cr'],
  ])('%d with %o -> %s', (value, options, expected) => {
    expect(formatAmount(value, options)).toBe(expected);
  });
});
