import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baccaratTotal, baccaratValue, cardRanks, cardValue, isCardRank } from './cards.ts';

describe('card values (spec 9)', () => {
  it('K 13, Q 12, J 11, A 1, the rest their number', () => {
    expect(cardRanks.map(cardValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(cardValue('K')).toBe(13);
    expect(cardValue('Q')).toBe(12);
    expect(cardValue('J')).toBe(11);
    expect(cardValue('A')).toBe(1);
  });

  it('baccarat: K, Q, J and 10 score 0, A 1', () => {
    expect(cardRanks.map(baccaratValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
  });

  it('baccarat totals are taken mod 10', () => {
    expect(baccaratTotal(['7', '8'])).toBe(5);
    expect(baccaratTotal(['K', '9'])).toBe(9);
    expect(baccaratTotal(['A', '10', '9'])).toBe(0);
    expect(baccaratTotal([])).toBe(0);
  });

  it('recognises ranks', () => {
    expect(isCardRank('10')).toBe(true);
    expect(isCardRank('1')).toBe(false);
    expect(isCardRank('k')).toBe(false);
  });

  it('property: a baccarat total is always 0 to 9', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...cardRanks), { maxLength: 6 }), (hand) => {
        const total = baccaratTotal(hand);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(9);
      }),
    );
  });
});
