import { describe, expect, it } from 'vitest';
import { cardOf } from '../../testing/casinoDecks.ts';
import { digitDeck, digitOf } from './digitCards.ts';

describe('digit cards', () => {
  it('is A to 10 of each suit, four cards for every digit', () => {
    expect(digitDeck).toHaveLength(40);
    const counts = Array.from(
      { length: 10 },
      (_, digit) => digitDeck.filter((card) => digitOf(card) === digit).length,
    );
    expect(counts).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
  });

  it('reads the ace as 1 and the ten as 0', () => {
    expect(digitOf(cardOf('AHH'))).toBe(1);
    expect(digitOf(cardOf('9CC'))).toBe(9);
    expect(digitOf(cardOf('10DD'))).toBe(0);
  });
});
