import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { rtpReadings, smokeRounds } from '../../testing/casinoSimulation.ts';
import { stackedDeck } from '../../testing/casinoDecks.ts';
import { digitDeck, digitOf } from '../rules/digitCards.ts';
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

  it('returns each market exactly its theoretical RTP, over every three digits (CASINO.md 4)', () => {
    const digits = walkShoe(lottcard, { shoe: digitDeck, classOf: digitOf, needsMore: firstItems(3) });
    expectExactRtp(exactReadings(lottcard, rtpBets.lottcard, digits));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(lottcard, rtpBets.lottcard, smokeRounds));
  });
});
