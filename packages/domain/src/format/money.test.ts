import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor, toMinor } from '../money/minorUnits.ts';
import { amountTone, formatMoney } from './money.ts';

describe('money formatting', () => {
  it.each([
    [12050, '120.50'],
    [5, '0.05'],
    [-5, '-0.05'],
    [0, '0.00'],
    [-123456789, '-1234567.89'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('formatMoney(%s) is %s', (amount, text) => {
    expect(formatMoney(minor(amount))).toBe(text);
  });

  it('spec 3: green if above 0, else red', () => {
    expect(amountTone(0.01)).toBe('profit');
    expect(amountTone(0)).toBe('loss');
    expect(amountTone(-5)).toBe('loss');
  });

  it('property: the text reads back as the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (amount) => {
        const text = formatMoney(minor(amount));
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(toMinor(text)).toBe(amount);
      }),
    );
  });
});
