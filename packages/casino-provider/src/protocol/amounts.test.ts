import { describe, expect, it } from 'vitest';
import { formatCents, parseAmount } from './amounts.ts';

describe('amounts', () => {
  it('reads decimal strings with at most two decimals as cents', () => {
    expect(parseAmount('10.00')).toBe(1000);
    expect(parseAmount('10.5')).toBe(1050);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('7')).toBe(700);
  });

  it('refuses anything else', () => {
    for (const text of ['', '1.234', '-1.00', '01.00', '1e3', ' 1.00', '1.', 'NaN']) {
      expect(parseAmount(text), text).toBeUndefined();
    }
  });

  it('writes cents with two decimals', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123456)).toBe('1234.56');
    expect(() => formatCents(-1)).toThrow(RangeError);
    expect(() => formatCents(0.5)).toThrow(RangeError);
  });
});
