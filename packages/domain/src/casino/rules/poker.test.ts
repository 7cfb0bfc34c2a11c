import { describe, expect, it } from 'vitest';
import { cardsOf } from '../../testing/casinoCards.ts';
import { seededSource } from '../../testing/casinoSimulation.ts';
import { canonicalDeck, type CasinoCard } from '../cards.ts';
import { shuffled } from '../fairness.ts';
import { pokerCategories, pokerCategoryName, pokerCategoryOf, pokerHandValue } from './poker.ts';

const value = (text: string) => pokerHandValue(cardsOf(text));
const category = (text: string) => pokerCategoryName(value(text));

describe('poker hand values', () => {
  it('names every category from five cards', () => {
    expect(category('AS 9H 7C 4D 2S')).toBe('High Card');
    expect(category('9S 9H 7C 4D 2S')).toBe('One Pair');
    expect(category('9S 9H 7C 7D 2S')).toBe('Two Pair');
    expect(category('9S 9H 9C 4D 2S')).toBe('Three of a Kind');
    expect(category('9S 8H 7C 6D 5S')).toBe('Straight');
    expect(category('AS 9S 7S 4S 2S')).toBe('Flush');
    expect(category('9S 9H 9C 4D 4S')).toBe('Full House');
    expect(category('9S 9H 9C 9D 2S')).toBe('Four of a Kind');
    expect(category('9S 8S 7S 6S 5S')).toBe('Straight Flush');
  });

  it('ranks the categories in poker order', () => {
    const ladder = [
      'AS KH QC JD 9S',
      '2S 2H 3C 4D 5H 9S 10S',
      '2S 2H 3C 3D 5H 9S 10S',
      '2S 2H 2C 4D 5H 9S 10S',
      'AS 2H 3C 4D 5H',
      '2S 3S 4S 5S 7S',
      '2S 2H 2C 3D 3H',
      '2S 2H 2C 2D 3H',
      'AS 2S 3S 4S 5S',
    ].map(value);
    expect(ladder.map(pokerCategoryOf)).toEqual(pokerCategories.map((_, index) => index));
    for (let i = 1; i < ladder.length; i += 1) expect(ladder[i]).toBeGreaterThan(ladder[i - 1] ?? 0);
  });

  it('plays A-2-3-4-5 as the lowest straight and A-K-Q-J-10 as the highest', () => {
    expect(category('AS 2H 3C 4D 5S')).toBe('Straight');
    expect(value('AS 2H 3C 4D 5S')).toBeLessThan(value('2S 3H 4C 5D 6S'));
    expect(value('AS KH QC JD 10S')).toBeGreaterThan(value('KS QH JC 10D 9S'));
    expect(category('KS AH 2C 3D 4S')).toBe('High Card');
    expect(category('AH 2H 3H 4H 5H')).toBe('Straight Flush');
    expect(value('AH 2H 3H 4H 5H')).toBeLessThan(value('2S 3S 4S 5S 6S'));
    // A wheel with a six plays as the six-high straight.
    expect(value('AS 2H 3C 4D 5S 6H KC')).toBe(value('2S 3H 4C 5D 6S'));
  });

  it('takes the best five of seven', () => {
    // Three pairs: the best two, and the third pair's rank can be the kicker.
    expect(value('KS KH 9C 9D 5H 5S 2C')).toBe(value('KS KH 9C 9D 5H'));
    expect(value('KS KH 9C 9D 5H 5S 7C')).toBe(value('KS KH 9C 9D 7C'));
    // Two sets of trips make a full house of the higher over the lower.
    expect(value('KS KH KC 9D 9H 9S 2C')).toBe(value('KS KH KC 9D 9H'));
    expect(value('9S 9H 9C KD KH 5S 5C')).toBe(value('9S 9H 9C KD KH'));
    // Quads with trips or a pair beside them: the best other card kicks.
    expect(value('9S 9H 9C 9D KH KS 2C')).toBe(value('9S 9H 9C 9D KH'));
    // Six of one suit: the best five of them; a straight flush inside a longer straight.
    expect(value('AS KS 9S 7S 4S 2S 3H')).toBe(value('AS KS 9S 7S 4S'));
    expect(value('4S 5S 6S 7S 8S 9H 10H')).toBe(value('4S 5S 6S 7S 8S'));
    expect(category('4S 5S 6S 7S 9S 8H 10H')).toBe('Flush');
    // Seven in a row: the top five.
    expect(value('3S 4H 5C 6D 7S 8H 9C')).toBe(value('5C 6D 7S 8H 9C'));
  });

  it('breaks ties on kickers and ignores suits', () => {
    expect(value('AS AH KC 9D 7S')).toBeGreaterThan(value('AD AC KH 9S 6H'));
    expect(value('AS AH KC 9D 7S')).toBe(value('AD AC KH 9S 7H'));
    expect(value('9S 9H 9C AD 7S')).toBeGreaterThan(value('9S 9H 9C KD QS'));
    expect(value('9S 9H 5C 5D AS')).toBeGreaterThan(value('9S 9H 5C 5D KS'));
    expect(value('9S 9H 5C 5D 2S')).toBeGreaterThan(value('8S 8H 7C 7D AS'));
    expect(value('9S 9H 9C 2D 2S')).toBeGreaterThan(value('8S 8H 8C AD AS'));
    expect(value('9S 9H 9C 9D 3S')).toBeGreaterThan(value('9S 9H 9C 9D 2S'));
    expect(value('AS JS 9S 7S 4S')).toBeGreaterThan(value('AH JH 9H 7H 3H'));
    // Only the best five count: a sixth and seventh card never break a tie.
    expect(value('AS AH KC 9D 7S 3H 2C')).toBe(value('AS AH KC 9D 7S 4H 3C'));
  });

  it('counts every five-card hand as the textbook does, with 7,462 distinct values', () => {
    const deck = canonicalDeck({ copies: 1 });
    const tally = pokerCategories.map(() => 0);
    const seen = new Uint8Array(pokerCategories.length << 20);
    let distinct = 0;
    const hand: CasinoCard[] = deck.slice(0, 5);
    for (let a = 0; a < 52; a += 1) {
      hand[0] = deck[a] as CasinoCard;
      for (let b = a + 1; b < 52; b += 1) {
        hand[1] = deck[b] as CasinoCard;
        for (let c = b + 1; c < 52; c += 1) {
          hand[2] = deck[c] as CasinoCard;
          for (let d = c + 1; d < 52; d += 1) {
            hand[3] = deck[d] as CasinoCard;
            for (let e = d + 1; e < 52; e += 1) {
              hand[4] = deck[e] as CasinoCard;
              const handValue = pokerHandValue(hand);
              const index = pokerCategoryOf(handValue);
              tally[index] = (tally[index] ?? 0) + 1;
              if (!seen[handValue]) distinct += 1;
              seen[handValue] = 1;
            }
          }
        }
      }
    }
    expect(tally).toEqual([1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]);
    expect(distinct).toBe(7462);
  });

  it('agrees with the best of the 21 five-card hands of random seven-card hands', () => {
    const random = seededSource(7);
    const deck = canonicalDeck({ copies: 1 });
    for (let round = 0; round < 3000; round += 1) {
      const seven = shuffled(random, deck).slice(0, 7);
      let best = 0;
      for (let skipA = 0; skipA < 7; skipA += 1)
        for (let skipB = skipA + 1; skipB < 7; skipB += 1)
          best = Math.max(
            best,
            pokerHandValue(seven.filter((_, index) => index !== skipA && index !== skipB)),
          );
      expect(pokerHandValue(seven)).toBe(best);
    }
  });
});
