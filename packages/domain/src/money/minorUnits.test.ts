import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMinor,
  fromMinor,
  isMinor,
  maxMinor,
  minMinor,
  minor,
  minorPerMajor,
  negateMinor,
  scaleMinor,
  subtractMinor,
  sumMinor,
  toMinor,
  zeroMinor,
} from './minorUnits.ts';

const safeMinor = fc.integer({ min: -1e13, max: 1e13 }).map(minor);

describe('minor units', () => {
  it('counts paisa: 100 to the rupee', () => {
    expect(minorPerMajor).toBe(100);
    expect(zeroMinor).toBe(0);
  });

  it.each([
    [12.5, 1250],
    ['12.50', 1250],
    [' 7 ', 700],
    [1.005, 101],
    [-1.005, -101],
    [0.285, 29],
    [0.1, 10],
    [0.004, 0],
    [-0.004, 0],
    [1e-7, 0],
    ['-3.456', -346],
    [99999999.99, 9999999999],
  ])('toMinor(%s) is %s, the decimal written rounded halves away from zero', (amount, expected) => {
    expect(toMinor(amount)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toMinor(-0.001), 0)).toBe(true);
    expect(Object.is(minor(-0), 0)).toBe(true);
  });

  it.each(['', 'abc', '1e5', '1,000', '12.', '.5'])('toMinor refuses the text %j', (text) => {
    expect(() => toMinor(text)).toThrow(RangeError);
  });

  it('refuses amounts outside the safe range and non-numbers', () => {
    expect(() => toMinor(1e20)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => minor(1.5)).toThrow(RangeError);
    expect(() => minor(2 ** 53)).toThrow(RangeError);
  });

  it('fromMinor gives the two-decimal major amount', () => {
    expect(fromMinor(minor(12050))).toBe(120.5);
    expect(fromMinor(minor(-5))).toBe(-0.05);
  });

  it('recognises whole numbers of minor units', () => {
    expect(isMinor(5)).toBe(true);
    expect(isMinor(0.5)).toBe(false);
    expect(isMinor('5')).toBe(false);
  });

  it('adds, subtracts, negates and compares exactly', () => {
    expect(addMinor(minor(10), minor(-25))).toBe(-15);
    expect(subtractMinor(minor(10), minor(25))).toBe(-15);
    expect(negateMinor(minor(10))).toBe(-10);
    expect(Object.is(negateMinor(minor(0)), 0)).toBe(true);
    expect(minMinor(minor(3), minor(-2), minor(7))).toBe(-2);
    expect(maxMinor(minor(3), minor(-2), minor(7))).toBe(7);
    expect(sumMinor([])).toBe(0);
    expect(() => sumMinor([minor(Number.MAX_SAFE_INTEGER), minor(1)])).toThrow(RangeError);
  });

  it('scales by decimal odds and rates exactly, rounding once', () => {
    expect(scaleMinor(minor(10000), 2.3)).toBe(23000);
    expect(scaleMinor(minor(10000), 1.1)).toBe(11000);
    expect(scaleMinor(minor(333), 45, 100)).toBe(150); // 149.85
    expect(scaleMinor(minor(-333), 45, 100)).toBe(-150);
    expect(scaleMinor(minor(5), 1, 2)).toBe(3); // 2.5 rounds away from zero
    expect(scaleMinor(minor(100), 1, 3)).toBe(33);
    expect(() => scaleMinor(minor(1), 1, 0)).toThrow(RangeError);
  });

  it('property: toMinor and fromMinor round-trip every amount', () => {
    fc.assert(
      fc.property(safeMinor, (amount) => {
        expect(toMinor(fromMinor(amount))).toBe(amount);
        expect(toMinor(fromMinor(amount).toFixed(2))).toBe(amount);
      }),
    );
  });

  it('property: money math in minor units never drifts', () => {
    fc.assert(
      fc.property(fc.array(safeMinor, { maxLength: 200 }), (amounts) => {
        const exact = amounts.reduce((total, amount) => total + BigInt(amount), 0n);
        expect(BigInt(sumMinor(amounts))).toBe(exact);
        // Adding ten paisa a hundred times is exactly ten rupees, unlike 0.1 + 0.1 + ... in floats.
        expect(sumMinor(Array.from({ length: 100 }, () => toMinor(0.1)))).toBe(toMinor(10));
      }),
    );
  });

  it('property: scaleMinor is the exact product, rounded to within half a minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }).map(minor),
        fc.integer({ min: 0, max: 100_000 }),
        (amount, hundredths) => {
          const scaled = scaleMinor(amount, hundredths / 100);
          const error = BigInt(scaled) * 100n - BigInt(amount) * BigInt(hundredths);
          expect((error < 0n ? -error : error) * 2n <= 100n).toBe(true);
        },
      ),
    );
  });
});
