import { describe, expect, it } from 'vitest';
import { cardsOf } from './casinoCards.ts';

describe('cardsOf', () => {
  it('reads short card codes and refuses anything else', () => {
    expect(cardsOf('AS 10D KH')).toEqual([
      { rank: 1, suit: 'S' },
      { rank: 10, suit: 'D' },
      { rank: 13, suit: 'H' },
    ]);
    expect(() => cardsOf('1S')).toThrow('Not a card: 1S');
  });
});
