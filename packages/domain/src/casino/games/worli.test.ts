import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { rtpReadings, smokeRounds } from '../../testing/casinoSimulation.ts';
import { stackedDeck } from '../../testing/casinoDecks.ts';
import { digitDeck, digitOf } from '../rules/digitCards.ts';
import { pattiOf, worli, worliDeal, worliIds as ids } from './worli.ts';

const dealOf = (...codes: string[]) => worliDeal(stackedDeck(digitDeck, codes));

// 9, 1 and 10 (= 0): patti 190, sum 10, single 0.
const round190 = dealOf('9SS', 'AHH', '10CC');
// 2, 3 and 9: patti 239, sum 14, single 4.
const round239 = dealOf('2SS', '3HH', '9CC');

describe('Worli Matka', () => {
  it('writes the patti in ascending order with 0 last, and the single as the last digit of the sum', () => {
    expect(round190).toMatchObject({ patti: 190, single: 0 });
    expect(round239).toMatchObject({ patti: 239, single: 4 });
    expect(pattiOf(0, 5, 5)).toBe(550);
    expect(pattiOf(0, 0, 5)).toBe(500);
    expect(pattiOf(0, 0, 0)).toBe(0);
    expect(pattiOf(7, 1, 7)).toBe(177);
  });

  it('settles the single, the lines and odd / even on the single digit', () => {
    expect(worli.settle(round239, 'single', ids.single + 4).kind).toBe('win');
    expect(worli.settle(round239, 'single', ids.single + 3).kind).toBe('lose');
    expect(worli.settle(round239, 'line', ids.line1).kind).toBe('win');
    expect(worli.settle(round239, 'line', ids.line2).kind).toBe('lose');
    expect(worli.settle(round239, 'oddEven', ids.even).kind).toBe('win');
    // A single 0 is Line 2 and even.
    expect(worli.settle(round190, 'single', ids.single).kind).toBe('win');
    expect(worli.settle(round190, 'line', ids.line2).kind).toBe('win');
    expect(worli.settle(round190, 'oddEven', ids.even).kind).toBe('win');
    expect(worli.settle(dealOf('2SS', '3HH', '10CC'), 'oddEven', ids.odd).kind).toBe('win');
    expect(worli.settle(dealOf('2SS', '3HH', '4CC'), 'line', ids.line2).kind).toBe('win');
  });

  it('pays the exact patti only', () => {
    expect(worli.settle(round190, 'patti', 1190).kind).toBe('win');
    expect(worli.settle(round190, 'patti', 1109).kind).toBe('lose');
    expect(worli.settle(round239, 'patti', 1239).kind).toBe('win');
    expect(worli.settle(round239, 'other', 1239).kind).toBe('lose');
  });

  it('picks patti runners by number, SP, DP and Trio at their outcome-table prices', () => {
    expect(worli.pickRunner?.('patti', 1190, 0)).toEqual({
      selectionId: 1190,
      name: 'SP 190',
      back: 146,
      lay: null,
      status: 'ACTIVE',
    });
    expect(worli.pickRunner?.('patti', 1550, 0)).toMatchObject({ name: 'DP 550', back: 391 });
    expect(worli.pickRunner?.('patti', 1000, 0)).toMatchObject({ name: 'Trio 000', back: 2346 });
    expect(worli.pickRunner?.('patti', 1777, 2)).toMatchObject({ name: 'Trio 777', status: 'SUSPENDED' });
    // Not pattis: digits out of order, 0 not last, out of range, another market.
    for (const selectionId of [1321, 1019, 999, 2000, 1190.5])
      expect(worli.pickRunner?.('patti', selectionId, 0), String(selectionId)).toBeUndefined();
    expect(worli.pickRunner?.('single', 1190, 0)).toBeUndefined();
  });

  it('lists singles 1-9 then 0, the lines, odd / even and an open patti market before the first card', () => {
    const markets = worli.markets(round190, 0);
    expect(markets.map((market) => [market.suffix, market.shape, market.status])).toEqual([
      ['single', 'oneWinner', 'OPEN'],
      ['line', 'oneWinner', 'OPEN'],
      ['oddEven', 'oneWinner', 'OPEN'],
      ['patti', 'oneOrNone', 'OPEN'],
    ]);
    expect(markets[0]?.runners.map((runner) => runner.name).join(' ')).toBe('1 2 3 4 5 6 7 8 9 0');
    expect(markets[0]?.runners[9]).toMatchObject({ selectionId: 10, back: 9.5 });
    expect(markets[1]?.runners.map(({ name, back }) => [name, back])).toEqual([
      ['LINE 1', 1.9],
      ['LINE 2', 1.9],
    ]);
    expect(markets[2]?.runners.map((runner) => runner.name)).toEqual(['ODD', 'EVEN']);
    expect(worli.markets(round190, 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('shows three card slots and the patti with its single in the result', () => {
    expect(worli.steps(round190)).toBe(3);
    expect(worli.table(round190, 0)).toEqual(['1', '1', '1']);
    expect(worli.table(round190, 2)).toEqual(['9SS', 'AHH', '1']);
    expect(worli.result(round190)).toEqual({
      winnerName: '190-0',
      rows: [
        { label: 'Cards', value: '9SS AHH 10CC' },
        { label: 'Patti', value: 'SP 190' },
        { label: 'Single', value: '0' },
        { label: 'Line', value: 'LINE 2' },
        { label: 'Odd / Even', value: 'EVEN' },
      ],
    });
    expect(worli.result(dealOf('10SS', '10HH', '10CC')).rows[1]).toEqual({
      label: 'Patti',
      value: 'Trio 000',
    });
    expect(worli.result(round239).rows.slice(3)).toEqual([
      { label: 'Line', value: 'LINE 1' },
      { label: 'Odd / Even', value: 'EVEN' },
    ]);
  });

  it('returns each market exactly its theoretical RTP, over every three digits (CASINO.md 4)', () => {
    const digits = walkShoe(worli, { shoe: digitDeck, classOf: digitOf, needsMore: firstItems(3) });
    expectExactRtp(exactReadings(worli, rtpBets.worli, digits));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(worli, rtpBets.worli, smokeRounds));
  });
});
