import { describe, expect, it } from 'vitest';
import { cardsOf as hand } from '../../testing/casinoCards.ts';
import { canonicalDeck, type CasinoCard } from '../cards.ts';
import {
  cardAtIndex,
  cardIndexOf,
  compareTeenPatti,
  describeTeenPattiHand,
  teenPattiCategories,
  teenPattiCategory,
  teenPattiRanking,
  tripleIndex,
} from './teenPatti.ts';

const deck = canonicalDeck({ copies: 1 });

function everyHand(visit: (cards: CasinoCard[]) => void) {
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1) visit([deck[a], deck[b], deck[c]] as CasinoCard[]);
}

/** Hands listed best first must come out strictly in that order. */
function expectDescending(hands: readonly string[], order = {}) {
  for (let i = 1; i < hands.length; i += 1)
    expect(
      compareTeenPatti(hand(hands[i - 1] ?? ''), hand(hands[i] ?? ''), order),
      `${hands[i - 1]} over ${hands[i]}`,
    ).toBeGreaterThan(0);
}

describe('teen patti ranking', () => {
  it('numbers the cards as the canonical deck orders them', () => {
    deck.forEach((card, index) => {
      expect(cardIndexOf(card)).toBe(index);
      expect(cardAtIndex(index)).toEqual(card);
    });
  });

  it("reproduces CASINO.md's category counts over all 22,100 hands, under either order", () => {
    for (const pureSequenceBeatsTrail of [false, true]) {
      const counts = Object.fromEntries(teenPattiCategories.map((category) => [category, 0]));
      const ranking = teenPattiRanking({ pureSequenceBeatsTrail });
      everyHand((cards) => {
        const category = ranking.categoryOf(ranking.strength(cards));
        counts[category] = (counts[category] ?? 0) + 1;
      });
      expect(counts).toEqual({
        Trail: 52,
        'Pure sequence': 48,
        Sequence: 720,
        Color: 1096,
        Pair: 3744,
        'High card': 16_440,
      });
      // 13 trails, 12 runs of each kind, 274 rank sets of color and of high card, 156 pairs.
      expect(ranking.levels).toBe(741);
    }
  });

  it('orders the categories trail first, pure sequence first under the flag', () => {
    expectDescending([
      '2SS 2HH 2DD',
      'AHH KHH QHH',
      'ASS KHH QHH',
      'AHH KHH JHH',
      'ASS ACC KHH',
      'AHH KSS JDD',
    ]);
    expectDescending(['AHH KHH QHH', 'ASS AHH ADD', '2SS 2HH 2DD', 'ASS KHH QHH'], {
      pureSequenceBeatsTrail: true,
    });
    expect(teenPattiRanking({ pureSequenceBeatsTrail: true })).toBe(
      teenPattiRanking({ pureSequenceBeatsTrail: true }),
    );
  });

  it('ranks runs A-K-Q, A-2-3, K-Q-J ... 4-3-2, and K-A-2 is no run', () => {
    expectDescending([
      'ASS KHH QDD',
      'ASS 2HH 3DD',
      'KSS QHH JDD',
      'QSS JHH 10DD',
      '5SS 4HH 3DD',
      '4SS 3HH 2DD',
      'AHH KHH 2DD',
    ]);
    expectDescending(['AHH KHH QHH', 'AHH 2HH 3HH', 'KCC QCC JCC', '4DD 3DD 2DD']);
    expect(teenPattiCategory(hand('KSS AHH 2DD'))).toBe('High card');
    expect(teenPattiCategory(hand('KSS ASS 2SS'))).toBe('Color');
    expect(teenPattiCategory(hand('3SS AHH 2DD'))).toBe('Sequence');
  });

  it('breaks ties by rank, ace high, and never by suit', () => {
    expectDescending(['ASS AHH ACC', 'KSS KHH KCC', '2SS 2HH 2CC']);
    expectDescending(['KSS KHH 2CC', 'QSS QHH ACC', 'QSS QHH KCC', 'QSS QHH 2CC']);
    expectDescending(['AHH 5HH 3HH', 'KHH QHH 10HH', 'KHH JHH 10HH', 'KHH JHH 9HH']);
    expectDescending(['ASS 4HH 2DD', 'KSS QHH 10DD', 'KSS JHH 10DD', 'KSS JHH 9DD', '5SS 3HH 2DD']);
    expect(compareTeenPatti(hand('KSS QHH 9DD'), hand('KHH QSS 9CC'))).toBe(0);
    expect(compareTeenPatti(hand('KSS QSS JSS'), hand('JHH QHH KHH'))).toBe(0);
    expect(compareTeenPatti(hand('7SS 7HH 4DD'), hand('4CC 7DD 7CC'))).toBe(0);
  });

  it('reverses the whole order for muflis, ties included', () => {
    const order = { muflis: true };
    expectDescending(['5SS 3HH 2DD', 'KSS JHH 9DD', 'KSS QHH 10DD', 'ASS 4HH 2DD', '2SS 2HH 4DD'], order);
    expectDescending(['4SS 3HH 2DD', 'ASS KHH QDD', '4HH 3HH 2HH', 'ASS AHH ADD'], order);
    expectDescending(['ASS AHH ADD', 'AHH KHH QHH'], { muflis: true, pureSequenceBeatsTrail: true });
    expect(compareTeenPatti(hand('KSS QHH 9DD'), hand('KHH QSS 9CC'), order)).toBe(0);
    // The best muflis hand is the worst ordinary one.
    const ranking = teenPattiRanking();
    expect(ranking.strength(hand('5SS 3HH 2DD'))).toBe(0);
    expect(ranking.strength(hand('ASS AHH ADD'))).toBe(ranking.levels - 1);
  });

  it('reads a hand in any card order from its table', () => {
    const { table, strength } = teenPattiRanking();
    const cards = hand('QSS 9DD QHH');
    const [a, b, c] = cards.map(cardIndexOf) as [number, number, number];
    const expected = strength(cards);
    for (const [x, y, z] of [
      [a, b, c],
      [c, b, a],
      [b, c, a],
    ] as const)
      expect(table[tripleIndex(x, y, z)]).toBe(expected);
  });

  it('describes a hand for the result rows', () => {
    expect(describeTeenPattiHand(hand('QSS 9DD QHH'))).toBe('QSS 9DD QHH - Pair');
    expect(describeTeenPattiHand(hand('ASS 2SS 3SS'))).toBe('ASS 2SS 3SS - Pure sequence');
  });
});
