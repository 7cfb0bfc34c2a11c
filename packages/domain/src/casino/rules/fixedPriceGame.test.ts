import { describe, expect, it } from 'vitest';
import { card, cards } from '../../testing/casinoCards.ts';
import { seededSource } from '../../testing/casinoSimulation.ts';
import { canonicalDeck, type CasinoCard } from '../cards.ts';
import { shuffled } from '../fairness.ts';
import { oneSlotTable, type CasinoGamePresentation } from '../presentation.ts';
import { colorMarket } from './cardBets.ts';
import { cardAt } from './dealtCards.ts';
import { cardRowGame, oneCardGame, oneCardRows } from './fixedPriceGame.ts';

const deck = canonicalDeck({ copies: 1 });
const presentation: CasinoGamePresentation = {
  rules: ['One card.'],
  table: oneSlotTable('Card'),
  art: { cards: ['AS'] },
  group: 'others',
};
const game = { code: 'test', name: 'Test', category: 73, matchId: 9999, presentation } as const;

describe('fixed-price games', () => {
  const oneCard = oneCardGame({
    ...game,
    deck,
    markets: [colorMarket('color', 'Red / Black', (dealt: CasinoCard) => dealt, 1, 1.97)],
    result: (dealt) => ({ winnerName: dealt.suit, rows: oneCardRows(dealt) }),
  });

  it('deal one card in one step on the one-card timing, priced before it and closed after', () => {
    expect(oneCard).toMatchObject({
      ...game,
      timing: { bettingSeconds: 20, stepSeconds: 5, resultSeconds: 5 },
    });
    expect(oneCard.deal(seededSource(4))).toEqual(shuffled(seededSource(4), deck)[0]);
    expect(oneCard.steps(card('2HH'))).toBe(1);
    expect([0, 1].map((shown) => oneCard.table(card('2HH'), shown))).toEqual([['1'], ['2HH']]);
    expect([0, 1].map((shown) => oneCard.markets(card('2HH'), shown)[0]?.status)).toEqual([
      'OPEN',
      'SUSPENDED',
    ]);
    expect(oneCard.settle(card('2HH'), 'color', 1).kind).toBe('win');
    expect(oneCard.result(card('2HH'))).toEqual({
      winnerName: 'H',
      rows: [
        { label: 'Card', value: '2HH' },
        { label: 'Odd / Even', value: 'Even' },
        { label: 'Colour', value: 'Red' },
      ],
    });
  });

  it('deal a row of cards one a step on the 20-20 timing', () => {
    const row = cardRowGame({
      ...game,
      deck,
      count: 3,
      markets: [colorMarket('color', 'Red / Black', cardAt(2), 1, 1.97)],
      result: () => ({ winnerName: '', rows: [] }),
    });
    expect(row.timing).toEqual({ bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 });
    expect(row.deal(seededSource(4))).toEqual(shuffled(seededSource(4), deck).slice(0, 3));
    expect(row.steps(cards('2HH 3HH 4SS'))).toBe(3);
    expect(row.table(cards('2HH 3HH 4SS'), 1)).toEqual(['2HH', '1', '1']);
    expect([0, 1, 3].map((shown) => row.markets(cards('2HH 3HH 4SS'), shown)[0]?.status)).toEqual([
      'OPEN',
      'SUSPENDED',
      'SUSPENDED',
    ]);
    expect(row.settle(cards('2HH 3HH 4SS'), 'color', 2).kind).toBe('win');
  });
});
