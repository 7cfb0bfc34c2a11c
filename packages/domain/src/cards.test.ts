import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baccaratTotal,
  baccaratValue,
  cardCode,
  cardName,
  cardRanks,
  cardSuits,
  cardValue,
  isCardRank,
  isRedSuit,
  parseCardCode,
} from './cards.ts';

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

describe('suits, names and codes', () => {
  it('hearts and diamonds are red, spades and clubs black', () => {
    expect(cardSuits.filter(isRedSuit)).toEqual(['hearts', 'diamonds']);
  });

  it('names a card as a person says it', () => {
    expect(cardName({ rank: 'Q', suit: 'hearts' })).toBe('Queen of hearts');
    expect(cardName({ rank: 'A', suit: 'spades' })).toBe('Ace of spades');
    expect(cardName({ rank: '10', suit: 'clubs' })).toBe('Ten of clubs');
    expect(cardName({ rank: '7', suit: 'diamonds' })).toBe('Seven of diamonds');
  });

  it('reads codes of a rank and a suit initial', () => {
    expect(cardCode({ rank: 'Q', suit: 'hearts' })).toBe('QH');
    expect(parseCardCode('10S')).toEqual({ rank: '10', suit: 'spades' });
    expect(parseCardCode('KC')).toEqual({ rank: 'K', suit: 'clubs' });
    expect(parseCardCode('AD')).toEqual({ rank: 'A', suit: 'diamonds' });
  });

  it('refuses what is not a card', () => {
    for (const code of ['', 'Q', 'H', '1H', '11S', 'QX', 'qh', 'Q H', 'QHH']) {
      expect(parseCardCode(code), code).toBeUndefined();
    }
  });

  it('property: every card survives a trip through its code, and the 52 codes differ', () => {
    const deck = cardRanks.flatMap((rank) => cardSuits.map((suit) => ({ rank, suit })));
    expect(new Set(deck.map(cardCode)).size).toBe(52);
    fc.assert(
      fc.property(fc.constantFrom(...deck), (card) => {
        expect(parseCardCode(cardCode(card))).toEqual(card);
      }),
    );
  });
});
