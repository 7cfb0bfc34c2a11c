import { describe, expect, it } from 'vitest';
import { canonicalDeck, casinoCardCode } from '../cards.ts';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { card } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { lucky5 } from './lucky5.ts';

const outcome = (code: string, suffix: string, selectionId: number) =>
  lucky5.settle(card(code), suffix, selectionId).kind;

describe('Lucky 6', () => {
  it('deals from eight decks of A to J only', () => {
    const source = seededSource(3);
    const ranks = new Set(Array.from({ length: 2000 }, () => lucky5.deal(source).rank));
    expect([...ranks].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('pays Low on A-5 and High on 7-J, and takes half of both on a 6', () => {
    expect([1, 2].map((id) => outcome('5HH', 'lowHigh', id))).toEqual(['win', 'lose']);
    expect([1, 2].map((id) => outcome('7HH', 'lowHigh', id))).toEqual(['lose', 'win']);
    expect([1, 2].map((id) => outcome('JSS', 'lowHigh', id))).toEqual(['lose', 'win']);
    expect([1, 2].map((id) => outcome('6DD', 'lowHigh', id))).toEqual(['halfLoss', 'halfLoss']);
  });

  it('settles even, odd, red, black and the card of the dealt rank', () => {
    expect([3, 4].map((id) => outcome('10CC', 'oddEven', id))).toEqual(['win', 'lose']);
    expect([3, 4].map((id) => outcome('JCC', 'oddEven', id))).toEqual(['lose', 'win']);
    expect([5, 6].map((id) => outcome('JHH', 'color', id))).toEqual(['win', 'lose']);
    expect([5, 6].map((id) => outcome('JSS', 'color', id))).toEqual(['lose', 'win']);
    expect([21, 31].map((id) => outcome('JSS', 'card', id))).toEqual(['lose', 'win']);
  });

  it('quotes its fixed prices before the card, suspended after, and describes the result', () => {
    const before = lucky5.markets(card('2SS'), 0);
    expect(before.map(({ suffix, status }) => [suffix, status])).toEqual([
      ['lowHigh', 'OPEN'],
      ['oddEven', 'OPEN'],
      ['color', 'OPEN'],
      ['card', 'OPEN'],
    ]);
    expect(before[0]).toMatchObject({ halfLossTogether: true });
    expect(
      before.flatMap((market) => market.runners.map((runner) => `${runner.name} ${runner.back}`)),
    ).toEqual([
      'Low Card 2',
      'High Card 2',
      'Even 2.1',
      'Odd 1.79',
      'Red 1.95',
      'Black 1.95',
      ...['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J'].map((rank) => `Card ${rank} 10`),
    ]);
    expect(lucky5.markets(card('2SS'), 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
    expect(lucky5.steps(card('2SS'))).toBe(1);
    expect([lucky5.table(card('2SS'), 0), lucky5.table(card('2SS'), 1)]).toEqual([['1'], ['2SS']]);
    expect(lucky5.result(card('6HH'))).toEqual({
      winnerName: 'Six',
      rows: [
        { label: 'Card', value: '6HH' },
        { label: 'Odd / Even', value: 'Even' },
        { label: 'Colour', value: 'Red' },
      ],
    });
    expect(['ACC', '9CC'].map((code) => lucky5.result(card(code)).winnerName)).toEqual([
      'Low Card',
      'High Card',
    ]);
  });

  it('returns each market exactly its theoretical RTP, over every card that can be dealt (CASINO.md 4)', () => {
    const shoe = canonicalDeck({ copies: 8, ranks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] });
    const cards = walkShoe(lucky5, { shoe, classOf: casinoCardCode, needsMore: firstItems(1) });
    expectExactRtp(exactReadings(lucky5, rtpBets.lucky5, cards));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(lucky5, rtpBets.lucky5, smokeRounds));
  });
});
