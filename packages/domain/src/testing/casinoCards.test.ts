import { describe, expect, it } from 'vitest';
import { dragontiger1Day } from '../casino/games/dragontiger1Day.ts';
import { card, cards, cardsOf, checkQuotes, teenPattiDealOf } from './casinoCards.ts';

describe('casino card test helpers', () => {
  it('reads cards by their result codes or one suit letter, and refuses a typo', () => {
    expect(card('10SS')).toEqual({ rank: 10, suit: 'S' });
    expect(cards('ADD KHH')).toEqual([
      { rank: 1, suit: 'D' },
      { rank: 13, suit: 'H' },
    ]);
    expect(cardsOf('AS 10D KH')).toEqual([
      { rank: 1, suit: 'S' },
      { rank: 10, suit: 'D' },
      { rank: 13, suit: 'H' },
    ]);
    expect(() => card('1')).toThrow('Not a card code: 1');
    expect(() => cardsOf('1S')).toThrow('Not a card code: 1S');
  });

  it('deals two teen patti hands alternately, A first', () => {
    const deal = teenPattiDealOf('AS KS QS', '2H 3H 4H');
    expect(deal.cards.map((dealt) => dealt.rank)).toEqual([1, 2, 13, 3, 12, 4]);
  });

  it('reports a back price too generous for p, and a lay price too mean, with where they were quoted', () => {
    const dealt = [dragontiger1Day.deal({ nextUint32: () => 0 })];
    const sure = checkQuotes(dragontiger1Day, dealt, () => 1);
    expect(sure.misses).toContain('1 1 main/Dragon: p 1 x back 1.98');
    const never = checkQuotes(dragontiger1Day, dealt, () => 0);
    expect(never.misses).toContain('1 1 main/Dragon: p 0 x lay 2.02');
    expect(never.checked).toBe(sure.checked);
  });
});
