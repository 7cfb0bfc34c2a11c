import { describe, expect, it } from 'vitest';
import { cards } from '../../testing/casinoCards.ts';
import { seededSource } from '../../testing/casinoSimulation.ts';
import { canonicalDeck } from '../cards.ts';
import { shuffled } from '../fairness.ts';
import { rankMarket } from './cardBets.ts';
import { cardAt, dealCards, dealtTable, dragonTigerSides, perSideMarkets, sideRows } from './dealtCards.ts';

const deck = canonicalDeck({ copies: 8 });

describe('a row of dealt cards', () => {
  it("is the shuffle's first cards, in deal order", () => {
    expect(dealCards(seededSource(9), deck, 3)).toEqual(shuffled(seededSource(9), deck).slice(0, 3));
    expect(dealCards(seededSource(9), deck, 2)).toHaveLength(2);
  });

  it('shows the cards dealt so far and reads one slot', () => {
    const row = cards('KSS 2HH 9DD');
    expect(dealtTable(row, 2)).toEqual(['KSS', '2HH', '1']);
    expect(cardAt(2)(row)).toEqual({ rank: 9, suit: 'D' });
    expect(sideRows(row, dragonTigerSides)).toEqual([
      { label: 'Dragon', value: 'KSS' },
      { label: 'Tiger', value: '2HH' },
      { label: 'Lion', value: '9DD' },
    ]);
  });

  it("gives each side even, odd, red and black on its own card in its own id block, then the game's own", () => {
    const markets = perSideMarkets(
      dragonTigerSides.slice(0, 2),
      { even: 2.1, odd: 1.79, color: 1.95 },
      (side, name) => `${name} ${side.letter}`,
      (side, cardOf, label) => [
        rankMarket(`${side.key}Card`, 'Card', cardOf, side.ids + 10, [13], 12, label),
      ],
    );
    expect(markets.map((market) => market.suffix)).toEqual([
      'dragonOddEven',
      'dragonColor',
      'dragonCard',
      'tigerOddEven',
      'tigerColor',
      'tigerCard',
    ]);
    expect(markets.map((market) => market.name).slice(3, 5)).toEqual([
      'Tiger Even / Odd',
      'Tiger Red / Black',
    ]);
    expect(
      markets.flatMap((market) => market.runners.map((runner) => `${runner.selectionId} ${runner.name}`)),
    ).toEqual([
      '101 Even D',
      '102 Odd D',
      '103 Red D',
      '104 Black D',
      '123 K D',
      '201 Even T',
      '202 Odd T',
      '203 Red T',
      '204 Black T',
      '223 K T',
    ]);
    const row = cards('KSS 2HH');
    expect(
      markets.flatMap((market) =>
        market.runners.filter((runner) => runner.wins(row)).map((runner) => runner.name),
      ),
    ).toEqual(['Odd D', 'Black D', 'K D', 'Even T', 'Red T']);
  });
});
