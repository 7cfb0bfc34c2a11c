import { describe, expect, it } from 'vitest';
import { rtpReadings } from '../../testing/casinoSimulation.ts';
import { stackedDeck } from '../../testing/casinoDecks.ts';
import { digitDeck } from '../rules/digitCards.ts';
import { lottcard, lotteryDeal, lotteryIds as ids } from './lottcard.ts';

const dealOf = (...codes: string[]) => lotteryDeal(stackedDeck(digitDeck, codes));
// 10 (= 0), 4, 2: single 0, double 04, triple 042.
const round042 = dealOf('10SS', '4HH', '2CC');
const quote = (suffix: string, selectionId: number, shown = 0) =>
  lottcard.pickRunner?.(suffix, selectionId, shown);

describe('Lottery', () => {
  it('reads the single, double and triple from the cards in deal order', () => {
    expect(round042).toMatchObject({ single: 0, double: 4, triple: 42 });
    expect(dealOf('7SS', '7HH', '10CC')).toMatchObject({ single: 7, double: 77, triple: 770 });
  });

  it('pays the exact number only, in its own market', () => {
    expect(lottcard.settle(round042, 'single', ids.single).kind).toBe('win');
    expect(lottcard.settle(round042, 'single', ids.single + 4).kind).toBe('lose');
    expect(lottcard.settle(round042, 'double', 104).kind).toBe('win');
    expect(lottcard.settle(round042, 'double', 140).kind).toBe('lose');
    expect(lottcard.settle(round042, 'triple', 1042).kind).toBe('win');
    expect(lottcard.settle(round042, 'triple', 1024).kind).toBe('lose');
    expect(lottcard.settle(round042, 'jackpot', 1042).kind).toBe('lose');
  });

  it('quotes different digits at the site prices and repeated digits at their own outcome-table price', () => {
    expect(quote('double', 104)).toEqual({
      selectionId: 104,
      name: '04',
      back: 95,
      lay: null,
      status: 'ACTIVE',
    });
    expect(quote('double', 177)).toMatchObject({ name: '77', back: 123.5 });
    expect(quote('double', 100)).toMatchObject({ name: '00', back: 123.5 });
    expect(quote('triple', 1042)).toMatchObject({ name: '042', back: 900 });
    expect(quote('triple', 1707)).toMatchObject({ name: '707', back: 1173.25 });
    expect(quote('triple', 1077)).toMatchObject({ back: 1173.25 });
    expect(quote('triple', 1777)).toMatchObject({ name: '777', back: 2346.5 });
    expect(quote('triple', 1000)).toMatchObject({ name: '000', back: 2346.5 });
    expect(quote('triple', 1042, 1)).toMatchObject({ status: 'SUSPENDED' });
  });

  it('picks nothing outside the numbers a market has', () => {
    for (const [suffix, selectionId] of [
      ['double', 99],
      ['double', 200],
      ['double', 104.5],
      ['triple', 999],
      ['triple', 2000],
      ['single', 15],
    ] as const)
      expect(quote(suffix, selectionId), `${suffix} ${selectionId}`).toBeUndefined();
  });

  it('lists the ten singles at 9.5 and the picked markets, suspended once the first card is out', () => {
    const markets = lottcard.markets(round042, 0);
    expect(markets.map((market) => [market.suffix, market.shape, market.status])).toEqual([
      ['single', 'oneWinner', 'OPEN'],
      ['double', 'oneOrNone', 'OPEN'],
      ['triple', 'oneOrNone', 'OPEN'],
    ]);
    expect(markets[0]?.runners.map((runner) => runner.name).join(' ')).toBe('0 1 2 3 4 5 6 7 8 9');
    expect(markets[0]?.runners.every((runner) => runner.back === 9.5)).toBe(true);
    expect(lottcard.markets(round042, 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('shows three card slots and the numbers in the result', () => {
    expect(lottcard.steps(round042)).toBe(3);
    expect(lottcard.table(round042, 1)).toEqual(['10SS', '1', '1']);
    expect(lottcard.table(round042, 3)).toEqual(['10SS', '4HH', '2CC']);
    expect(lottcard.result(round042)).toEqual({
      winnerName: '042',
      rows: [
        { label: 'Cards', value: '10SS 4HH 2CC' },
        { label: 'Single', value: '0' },
        { label: 'Double', value: '04' },
        { label: 'Triple', value: '042' },
      ],
    });
  });

  it('returns each market its theoretical RTP over a million seeded rounds (CASINO.md 4)', () => {
    // CASINO.md gives sigma for the single; the others from p and the price: sqrt(p x odds^2 - r^2).
    const bet = (suffix: string, selectionId: number, odds: number, p: number) => {
      const rtp = p * odds;
      return { suffix, selectionId, odds, rtp, sigma: Math.sqrt(p * odds ** 2 - rtp ** 2) };
    };
    const readings = rtpReadings(lottcard, [
      { suffix: 'single', selectionId: ids.single + 7, rtp: 0.95, sigma: 2.85 },
      { ...bet('double', 137, 95, 16 / 1560), rtp: 0.974359 },
      bet('double', 177, 123.5, 12 / 1560),
      { ...bet('triple', 1042, 900, 64 / 59280), rtp: 0.97166 },
      bet('triple', 1707, 1173.25, 48 / 59280),
      bet('triple', 1777, 2346.5, 24 / 59280),
    ]);
    for (const reading of readings) expect(reading, JSON.stringify(reading)).toMatchObject({ inside: true });
  });
});
