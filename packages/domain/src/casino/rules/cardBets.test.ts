import { describe, expect, it } from 'vitest';
import { card } from '../../testing/casinoCards.ts';
import type { CasinoCard } from '../cards.ts';
import { twoWayQuote } from '../prices.ts';
import {
  colorMarket,
  lowHighMarket,
  oddEvenMarket,
  quotedRunner,
  rankMarket,
  ruleBook,
  type RuleMarket,
} from './cardBets.ts';

const same = (dealt: CasinoCard) => dealt;
const names = (market: RuleMarket<CasinoCard>) =>
  market.runners.map((runner) => `${runner.selectionId} ${runner.name} ${runner.back}`);

describe('rule rows', () => {
  const markets = [
    lowHighMarket('lowHigh', 'Low / High', 1, ['Low', 'High'], 7, 2),
    {
      suffix: 'ace',
      name: 'Ace',
      shape: 'oneOrNone',
      runners: [
        { selectionId: 5, name: 'Ace', back: 12, lay: 13, wins: (dealt: CasinoCard) => dealt.rank === 1 },
      ],
    },
  ] satisfies RuleMarket<CasinoCard>[];
  const book = ruleBook<CasinoCard>(markets);

  it('quote every runner at its fixed price, open or all suspended, with the half-loss flag where one applies', () => {
    const open = book.quotes(false);
    expect(open).toEqual([
      {
        suffix: 'lowHigh',
        name: 'Low / High',
        betOn: 'CASINO',
        shape: 'oneWinner',
        halfLossTogether: true,
        status: 'OPEN',
        runners: [
          { selectionId: 1, name: 'Low', back: 2, lay: null, status: 'ACTIVE' },
          { selectionId: 2, name: 'High', back: 2, lay: null, status: 'ACTIVE' },
        ],
      },
      {
        suffix: 'ace',
        name: 'Ace',
        betOn: 'CASINO',
        shape: 'oneOrNone',
        status: 'OPEN',
        runners: [{ selectionId: 5, name: 'Ace', back: 12, lay: 13, status: 'ACTIVE' }],
      },
    ]);
    const closed = book.quotes(true);
    expect(closed.map((market) => market.status)).toEqual(['SUSPENDED', 'SUSPENDED']);
    expect(closed.flatMap((market) => market.runners).every((runner) => runner.status === 'SUSPENDED')).toBe(
      true,
    );
    // A caller's list is its own: changing it does not change the next quote.
    open.pop();
    expect(book.quotes(false)).toHaveLength(2);
  });

  it('settle by the runner rule, take half of every runner when the market says so, and lose anything unknown', () => {
    expect([1, 2].map((id) => book.settle(card('3SS'), 'lowHigh', id).kind)).toEqual(['win', 'lose']);
    expect([1, 2].map((id) => book.settle(card('9SS'), 'lowHigh', id).kind)).toEqual(['lose', 'win']);
    expect([1, 2].map((id) => book.settle(card('7SS'), 'lowHigh', id).kind)).toEqual([
      'halfLoss',
      'halfLoss',
    ]);
    expect(book.settle(card('ASS'), 'ace', 5).kind).toBe('win');
    expect(book.settle(card('7SS'), 'lowHigh', 5).kind).toBe('lose');
    expect(book.settle(card('ASS'), 'nothing', 5).kind).toBe('lose');
  });
});

describe('card market builders', () => {
  it('split a card into even and odd ranks, and red and black suits, under the game names', () => {
    const oddEven = oddEvenMarket(
      'oe',
      'Even / Odd',
      same,
      10,
      { even: 2.1, odd: 1.79 },
      (name) => `Dragon ${name}`,
    );
    expect(names(oddEven)).toEqual(['10 Dragon Even 2.1', '11 Dragon Odd 1.79']);
    expect(['QHH', 'KHH', '10HH', 'AHH'].map((code) => oddEven.runners[0]?.wins(card(code)))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(oddEven.runners[1]?.wins(card('JCC'))).toBe(true);
    const color = colorMarket('color', 'Red / Black', same, 20, 1.97);
    expect(names(color)).toEqual(['20 Red 1.97', '21 Black 1.97']);
    expect(['HH', 'DD', 'SS', 'CC'].map((suit) => color.runners[0]?.wins(card(`5${suit}`)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(color.runners[1]?.wins(card('5SS'))).toBe(true);
  });

  it('give each rank its own runner at ids + rank', () => {
    const ranks = rankMarket('card', 'Cards', same, 100, [1, 11, 13], 3.75, (rank) => `Card ${rank}`);
    expect(names(ranks)).toEqual(['101 Card A 3.75', '111 Card J 3.75', '113 Card K 3.75']);
    expect(ranks.runners.map((runner) => runner.wins(card('JDD')))).toEqual([false, true, false]);
  });
});

describe('quotedRunner', () => {
  it('publishes the back and lay of a live chance, and suspends a near-certain or hopeless one without prices', () => {
    expect(quotedRunner(1, 'Dragon', 0.5, twoWayQuote(0.5, 0))).toEqual({
      selectionId: 1,
      name: 'Dragon',
      back: 1.98,
      lay: 2.02,
      status: 'ACTIVE',
    });
    const suspended = { selectionId: 1, name: 'Dragon', back: null, lay: null, status: 'SUSPENDED' };
    expect(quotedRunner(1, 'Dragon', 0.004, twoWayQuote(0.004, 0))).toEqual(suspended);
    expect(quotedRunner(1, 'Dragon', 0.98, twoWayQuote(0.98, 0))).toEqual(suspended);
    expect(quotedRunner(1, 'Dragon', 0, twoWayQuote(0, 0))).toEqual(suspended);
  });
});
