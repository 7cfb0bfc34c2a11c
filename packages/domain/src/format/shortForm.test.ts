import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShortForm, shortForm, shortFormUnits } from './shortForm.ts';

describe('number short forms (spec 9: k, L, Cr, B, T)', () => {
  it.each([
    [950, '950'],
    [995, '995'],
    [999.994, '999.99'],
    [999.995, '1k'],
    [1000, '1k'],
    [1500, '1.5k'],
    [12345, '12.35k'],
    [99999, '1L'],
    [250000, '2.5L'],
    [10000000, '1Cr'],
    [12345678, '1.23Cr'],
    [1e9, '1B'],
    [2.5e12, '2.5T'],
    [1e15, '1000T'],
    [-1500, '-1.5k'],
    [0, '0'],
    [-0.001, '0'],
    [0.5, '0.5'],
  ])('shortForm(%s) is %s', (value, text) => {
    expect(shortForm(value)).toBe(text);
  });

  it('lists the units largest first with their factors', () => {
    expect(shortFormUnits.map((unit) => `${unit.suffix}=${unit.factor}`)).toEqual([
      'T=1000000000000',
      'B=1000000000',
      'Cr=10000000',
      'L=100000',
      'k=1000',
    ]);
  });

  it('refuses non-numbers', () => {
    expect(() => shortForm(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    ['1.5k', 1500],
    ['2L', 200000],
    ['1.23Cr', 12300000],
    ['3 B', 3e9],
    ['0.5T', 5e11],
    ['1.5K', 1500],
    ['7', 7],
    ['-1.5k', -1500],
    ['-0', 0],
  ])('parseShortForm(%j) is %s', (text, value) => {
    expect(parseShortForm(text)).toBe(value);
  });

  it.each(['', 'k', '1.5x', '1,5k', '--1'])('parseShortForm(%j) is null', (text) => {
    expect(parseShortForm(text)).toBeNull();
  });

  it('property: a short form reads back within its rounding (half a unit of the last decimal)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (value) => {
        const text = shortForm(value);
        const back = parseShortForm(text);
        expect(back).not.toBeNull();
        const unit = shortFormUnits.find(({ suffix }) => text.endsWith(suffix))?.factor ?? 1;
        const tolerance = unit * 0.005 * (1 + 1e-9) + Math.abs(value) * 1e-12;
        expect(Math.abs((back ?? 0) - value)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
});
