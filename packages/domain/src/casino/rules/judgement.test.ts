import { describe, expect, it } from 'vitest';
import { parseCasinoCard, type CasinoCard } from '../cards.ts';
import { dealtRankSet, rankSetOf, rankSetSize, ranksOfSet } from './judgement.ts';

describe('sets of ranks', () => {
  it('turns ranks into bits and back', () => {
    expect(rankSetOf([1, 2, 4])).toBe(2 + 4 + 16);
    expect(rankSetOf([13, 13])).toBe(8192);
    expect(ranksOfSet(2 + 4 + 16)).toEqual([1, 2, 4]);
    expect(ranksOfSet(1 + 8192 + 16384)).toEqual([13]);
  });

  it('reads the ranks dealt', () => {
    const cards = ['KSS', '2HH', 'KDD'].map((code) => parseCasinoCard(code) as CasinoCard);
    expect(dealtRankSet(cards)).toBe(rankSetOf([2, 13]));
  });

  it('sizes a set and refuses anything that is not one', () => {
    expect(rankSetSize(rankSetOf([2, 7, 13]))).toBe(3);
    expect(rankSetSize(rankSetOf([1]))).toBe(1);
    for (const notASet of [0, -14, 1, 14 + 16384, 1.5, Number.NaN, 2 ** 60])
      expect(rankSetSize(notASet)).toBe(-1);
  });
});
