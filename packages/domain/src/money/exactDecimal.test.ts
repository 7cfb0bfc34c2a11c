import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, exactDecimal } from './exactDecimal.ts';

describe('exactDecimal', () => {
  it.each([
    [2.3, 23n, 10n],
    [1.005, 1005n, 1000n],
    [100, 100n, 1n],
    [-0.5, -5n, 10n],
    [0, 0n, 1n],
    [1e-7, 1n, 10_000_000n],
    [1.5e21, 15n * 10n ** 20n, 1n],
  ])('reads %s as the decimal written', (value, units, scale) => {
    expect(exactDecimal(value)).toEqual({ units, scale });
  });

  it('refuses what is not a finite number', () => {
    expect(() => exactDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => exactDecimal(Infinity)).toThrow(RangeError);
  });

  it('property: the decimal it reads is the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const { units, scale } = exactDecimal(value);
        const places = scale.toString().length - 1;
        expect(Number(`${units}e-${places}`)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('divideRounded', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [-5n, -2n, 3n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [-8n, 3n, -3n],
    [0n, 7n, 0n],
    [1n, 3n, 0n],
  ])('%s / %s rounds to %s (halves away from zero)', (numerator, denominator, expected) => {
    expect(divideRounded(numerator, denominator)).toBe(expected);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('is never more than half a unit from the exact quotient, and is odd in the numerator', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          const q = divideRounded(n, d);
          // |n/d - q| <= 1/2  <=>  |n - q*d| * 2 <= d
          const error = n - q * d;
          expect((error < 0n ? -error : error) * 2n <= d).toBe(true);
          expect(divideRounded(-n, d)).toBe(-q);
        },
      ),
    );
  });
});
