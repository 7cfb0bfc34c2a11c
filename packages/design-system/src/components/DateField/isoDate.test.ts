import { describe, expect, it } from 'vitest';
import { checkBounds, compareIsoDates, formatIsoDate, isYearBeingTyped } from './isoDate.ts';

describe('isoDate', () => {
  it.each([
    ['2026-11-15', '2026-11-15', 0],
    ['2026-11-14', '2026-11-15', -1],
    ['2026-12-01', '2026-11-30', 1],
    ['2025-12-31', '2026-01-01', -1],
    ['10000-01-01', '9999-12-31', 1],
  ])('compares %s with %s', (a, b, sign) => {
    expect(Math.sign(compareIsoDates(a, b))).toBe(sign);
  });

  it.each([
    ['2026-11-15', undefined, undefined, null],
    ['2026-11-01', '2026-11-01', '2026-11-30', null],
    ['2026-11-30', '2026-11-01', '2026-11-30', null],
    ['2026-10-31', '2026-11-01', '2026-11-30', 'tooEarly'],
    ['2026-12-01', '2026-11-01', '2026-11-30', 'tooLate'],
    ['2026-12-01', undefined, '2026-11-30', 'tooLate'],
  ] as const)('checks %s against %s..%s', (date, min, max, expected) => {
    expect(checkBounds(date, min, max)).toBe(expected);
  });

  it('sees a year under 1000 as still being typed', () => {
    expect(isYearBeingTyped('0202-11-15')).toBe(true);
    expect(isYearBeingTyped('2026-11-15')).toBe(false);
    expect(isYearBeingTyped('')).toBe(false);
  });

  it('formats a date the same on every machine', () => {
    expect(formatIsoDate('2026-11-15')).toBe('15 November 2026');
    expect(formatIsoDate('2026-01-01')).toBe('1 January 2026');
  });
});
