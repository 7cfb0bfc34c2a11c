import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookmakerToDecimal, decimalToBookmaker } from './bookmaker.ts';

describe('bookmaker odds', () => {
  it('reads 100-based odds as decimal: 45 is 1.45 (DOMAIN.md)', () => {
    expect(bookmakerToDecimal(45)).toBe(1.45);
    expect(bookmakerToDecimal(0)).toBe(1);
    expect(bookmakerToDecimal(150)).toBe(2.5);
    expect(bookmakerToDecimal(45.5)).toBe(1.455);
    expect(decimalToBookmaker(1.45)).toBe(45);
    expect(decimalToBookmaker(2.5)).toBe(150);
  });

  it('refuses what is not odds', () => {
    expect(() => bookmakerToDecimal(-1)).toThrow(RangeError);
    expect(() => bookmakerToDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => decimalToBookmaker(0.9)).toThrow(RangeError);
  });

  it('property: converting there and back returns the bookmaker odds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (hundredths) => {
        const odds = hundredths / 100;
        expect(decimalToBookmaker(bookmakerToDecimal(odds))).toBe(odds);
      }),
    );
  });
});
