import { describe, expect, it } from 'vitest';
import { everyDraw, exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { roulette, rouletteIds as ids } from './roulette.ts';

const outcome = (pocket: number, suffix: string, selectionId: number) =>
  roulette.settle(pocket, suffix, selectionId).kind;
const winners = (suffix: string, selectionId: number) =>
  Array.from({ length: 37 }, (_, pocket) => pocket).filter(
    (pocket) => outcome(pocket, suffix, selectionId) === 'win',
  );
const redNumbers = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

describe('Roulette', () => {
  it('draws a pocket from 0 to 36', () => {
    const source = seededSource(3);
    const seen = new Set(Array.from({ length: 2000 }, () => roulette.deal(source)));
    expect(seen.size).toBe(37);
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(36);
  });

  it('pays a straight on its number only', () => {
    expect(winners('straight', ids.straight + 17)).toEqual([17]);
    expect(winners('straight', ids.straight)).toEqual([0]);
  });

  it('pays the outside bets on their numbers, and zero loses them all', () => {
    expect(winners('color', ids.red)).toEqual(redNumbers);
    expect(winners('color', ids.black)).toHaveLength(18);
    expect(winners('color', ids.black).some((pocket) => redNumbers.includes(pocket))).toBe(false);
    expect(winners('oddEven', ids.odd)).toHaveLength(18);
    expect(winners('oddEven', ids.even)).toEqual(Array.from({ length: 18 }, (_, i) => 2 * i + 2));
    expect(winners('lowHigh', ids.low)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(winners('lowHigh', ids.high)).toEqual(Array.from({ length: 18 }, (_, i) => i + 19));
    expect(winners('dozen', 2)).toEqual(Array.from({ length: 12 }, (_, i) => i + 13));
    expect(winners('column', 6)).toEqual(Array.from({ length: 12 }, (_, i) => 3 * i + 3));
    expect(winners('column', 4)[1]).toBe(4);
    expect(winners('other', 1)).toEqual([]);
    for (const suffix of ['dozen', 'column', 'color', 'oddEven', 'lowHigh'])
      for (const selectionId of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        expect(outcome(0, suffix, selectionId)).toBe('lose');
  });

  it('resolves splits, streets, corners and lines from their selection ids', () => {
    expect(winners('inside', 21720)).toEqual([17, 20]);
    expect(winners('inside', 21718)).toEqual([17, 18]);
    expect(winners('inside', 20001)).toEqual([0, 1]);
    expect(winners('inside', 30103)).toEqual([1, 2, 3]);
    expect(winners('inside', 33436)).toEqual([34, 35, 36]);
    expect(winners('inside', 30002)).toEqual([0, 1, 2]);
    expect(winners('inside', 30003)).toEqual([0, 2, 3]);
    expect(winners('inside', 40105)).toEqual([1, 2, 4, 5]);
    expect(winners('inside', 40003)).toEqual([0, 1, 2, 3]);
    expect(winners('inside', 60106)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(winners('inside', 63136)).toEqual([31, 32, 33, 34, 35, 36]);
    // Not on the layout: 3 and 4 are in different rows, 3/4/6/7 is no corner, 2-7 is no line.
    for (const selectionId of [20304, 40307, 60207, 21213, 99999])
      expect(winners('inside', selectionId), String(selectionId)).toEqual([]);
  });

  it('picks inside runners with their names and prices, and nothing else', () => {
    expect(roulette.pickRunner?.('inside', 21720, 0)).toEqual({
      selectionId: 21720,
      name: 'Split 17/20',
      back: 18,
      lay: null,
      status: 'ACTIVE',
    });
    expect(roulette.pickRunner?.('inside', 30002, 0)).toMatchObject({ name: 'Street 0/1/2', back: 12 });
    expect(roulette.pickRunner?.('inside', 40105, 0)).toMatchObject({ name: 'Corner 1/2/4/5', back: 9 });
    expect(roulette.pickRunner?.('inside', 60106, 1)).toMatchObject({
      name: 'Line 1-6',
      back: 6,
      status: 'SUSPENDED',
    });
    expect(roulette.pickRunner?.('inside', 20304, 0)).toBeUndefined();
    expect(roulette.pickRunner?.('straight', 21720, 0)).toBeUndefined();
  });

  it('has every inside bet the European layout has', () => {
    const numbers = Array.from({ length: 37 }, (_, n) => n);
    const counts = [2, 3, 4, 6].map(
      (size) =>
        numbers.flatMap((low) =>
          numbers.filter((high) => roulette.pickRunner?.('inside', 10000 * size + 100 * low + high, 0)),
        ).length,
    );
    // Splits 24 across + 33 along + 3 with zero; streets 12 + 2 trios; corners 22 + the first four; lines 11.
    expect(counts).toEqual([60, 14, 23, 11]);
  });

  it('lists straights and the outside bets, suspended once the ball has landed', () => {
    const markets = roulette.markets(5, 0);
    expect(markets.map((market) => [market.suffix, market.shape, market.runners.length])).toEqual([
      ['straight', 'oneWinner', 37],
      ['inside', 'independent', 0],
      ['dozen', 'oneOrNone', 3],
      ['column', 'oneOrNone', 3],
      ['color', 'oneOrNone', 2],
      ['oddEven', 'oneOrNone', 2],
      ['lowHigh', 'oneOrNone', 2],
    ]);
    expect(
      markets.slice(2).flatMap((market) => market.runners.map(({ name, back }) => `${name} ${back}`)),
    ).toEqual([
      '1st 12 3',
      '2nd 12 3',
      '3rd 12 3',
      '1st Column 3',
      '2nd Column 3',
      '3rd Column 3',
      'Red 2',
      'Black 2',
      'Odd 2',
      'Even 2',
      '1-18 2',
      '19-36 2',
    ]);
    expect(markets[0]?.runners[36]).toMatchObject({ selectionId: 136, name: '36', back: 36 });
    expect(roulette.markets(5, 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('shows the pocket once it has landed and describes it in the result', () => {
    expect(roulette.steps(17)).toBe(1);
    expect(roulette.table(1, 0)).toEqual([]);
    expect(roulette.table(1, 1)).toEqual(['1']);
    expect(roulette.result(17)).toEqual({
      winnerName: '17',
      rows: [
        { label: 'Colour', value: 'Black' },
        { label: 'Odd / Even', value: 'Odd' },
        { label: '1-18 / 19-36', value: '1-18' },
        { label: 'Dozen', value: '2nd 12' },
        { label: 'Column', value: '2nd Column' },
      ],
    });
    expect(roulette.result(36).rows.map((row) => row.value)).toEqual([
      'Red',
      'Even',
      '19-36',
      '3rd 12',
      '3rd Column',
    ]);
    expect(roulette.result(0).rows.map((row) => row.value)).toEqual([
      'Green',
      'Zero',
      'Zero',
      'Zero',
      'Zero',
    ]);
  });

  it('returns each market exactly its theoretical RTP, over the 37 pockets (CASINO.md 4)', () => {
    expectExactRtp(exactReadings(roulette, rtpBets.roulette, everyDraw(roulette, 37)));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(roulette, rtpBets.roulette, smokeRounds));
  });
});
