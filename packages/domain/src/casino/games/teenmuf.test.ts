import { describe, expect, it } from 'vitest';
import { handOfSuffix, oneHandReadings } from '../../testing/casinoTeenPattiExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { partition } from '../../testing/casinoShoeWalk.ts';
import { roundsToCatch, rtpReadings, seededSource } from '../../testing/casinoSimulation.ts';
import { cardsOf, teenPattiDealOf as dealOf } from '../../testing/casinoCards.ts';
import { canonicalDeck, casinoCardCode, type CasinoCard } from '../cards.ts';
import { compareMBaccarat, teenmuf, top9Multiplier } from './teenmuf.ts';

const win = { kind: 'win' };
const lose = { kind: 'lose' };

describe('Muflis Teenpatti', () => {
  it('deals A, B, A, B, A, B and shows the cards one step at a time', () => {
    const deal = teenmuf.deal(seededSource(3));
    const codes = deal.cards.map(casinoCardCode);
    expect(new Set(codes).size).toBe(6);
    expect(deal.playerA).toEqual([deal.cards[0], deal.cards[2], deal.cards[4]]);
    expect(teenmuf.steps(deal)).toBe(6);
    expect(teenmuf.table(deal, 0)).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(teenmuf.table(deal, 3)).toEqual([...codes.slice(0, 3), '1', '1', '1']);
    expect(teenmuf.table(deal, 6)).toEqual(codes);
  });

  it('opens its markets before the first card and closes them once cards are out', () => {
    const deal = dealOf('ASS KSS QSS', '2HH 3DD 5CC');
    const open = teenmuf.markets(deal, 0);
    expect(open.every((market) => market.status === 'OPEN')).toBe(true);
    expect(open.flatMap((market) => market.runners.map((runner) => [runner.name, runner.back]))).toEqual([
      ['Player A', 1.98],
      ['Player B', 1.98],
      ['Top 9 A', 3],
      ['Top 9 B', 3],
      ['M Baccarat A', 1.95],
      ['M Baccarat B', 1.95],
    ]);
    expect(teenmuf.markets(deal, 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('pays the lower hand on the main market and pushes both on a tie', () => {
    const bWins = dealOf('2SS 2HH 5DD', 'ASS KHH 9DD');
    expect(teenmuf.settle(bWins, 'main', 1)).toEqual(lose);
    expect(teenmuf.settle(bWins, 'main', 2)).toEqual(win);
    const aWins = dealOf('5SS 3HH 2DD', '5HH 4CC 2SS');
    expect(teenmuf.settle(aWins, 'main', 1)).toEqual(win);
    const tie = dealOf('KSS QHH 9DD', 'KHH QSS 9CC');
    expect(teenmuf.settle(tie, 'main', 1)).toEqual({ kind: 'push' });
    expect(teenmuf.settle(tie, 'main', 2)).toEqual({ kind: 'push' });
    expect(teenmuf.settle(tie, 'other', 1)).toEqual(lose);
  });

  it('pays Top 9 by the highest card of a plain high card, 9 down to 5', () => {
    expect(top9Multiplier(cardsOf('9SS 4HH 2DD'))).toBe(3);
    expect(top9Multiplier(cardsOf('8SS 6HH 2DD'))).toBe(4);
    expect(top9Multiplier(cardsOf('7SS 6HH 2DD'))).toBe(5);
    expect(top9Multiplier(cardsOf('6SS 4HH 2DD'))).toBe(8);
    expect(top9Multiplier(cardsOf('5SS 3HH 2DD'))).toBe(30);
    for (const hand of [
      '10SS 4HH 2DD',
      'ASS 3HH 4DD',
      '9SS 9HH 2DD',
      '9SS 4SS 2SS',
      '9SS 8HH 7DD',
      '5SS 4HH 3DD',
    ])
      expect(top9Multiplier(cardsOf(hand)), hand).toBeUndefined();
    const deal = dealOf('5SS 3HH 2DD', '9SS 9HH 2DD');
    expect(teenmuf.settle(deal, 'top9A', 3)).toEqual({ kind: 'win', odds: 30 });
    expect(teenmuf.settle(deal, 'top9B', 4)).toEqual(lose);
  });

  it("matches CASINO.md's Top 9 hand counts", () => {
    const deck = canonicalDeck({ copies: 1 });
    const counts: Record<number, number> = {};
    for (let a = 0; a < 52; a += 1)
      for (let b = a + 1; b < 52; b += 1)
        for (let c = b + 1; c < 52; c += 1) {
          const multiplier = top9Multiplier([deck[a], deck[b], deck[c]] as CasinoCard[]);
          if (multiplier !== undefined) counts[multiplier] = (counts[multiplier] ?? 0) + 1;
        }
    expect(counts).toEqual({ 3: 1200, 4: 840, 5: 540, 8: 300, 30: 120 });
  });

  it('pays M Baccarat to the lower value, then the lower lowest card, then its lower suit', () => {
    const cases: [string, string][] = [
      ['KSS QHH 10DD', '5SS 3HH ADD'],
      ['2SS 8HH KDD', '3SS 7HH QDD'],
      ['3SS 7HH QDD', 'ASS 9HH JDD'],
      ['2DD 8HH KSS', '2CC 8SS KHH'],
      ['2HH 3SS 5DD', '4DD 4HH 2SS'],
    ];
    for (const [lower, higher] of cases) {
      expect(compareMBaccarat(cardsOf(lower), cardsOf(higher)), `${lower} over ${higher}`).toBeGreaterThan(0);
      expect(compareMBaccarat(cardsOf(higher), cardsOf(lower))).toBeLessThan(0);
    }
    const deal = dealOf('KSS QHH 10DD', '5SS 3HH ADD');
    expect(teenmuf.settle(deal, 'mBaccarat', 5)).toEqual(win);
    expect(teenmuf.settle(deal, 'mBaccarat', 6)).toEqual(lose);
  });

  it('names the winner and each side result', () => {
    expect(teenmuf.result(dealOf('5SS 3HH 2DD', 'KHH QHH 9HH'))).toEqual({
      winnerName: 'Player A',
      rows: [
        { label: 'Player A', value: '5SS 3HH 2DD - High card' },
        { label: 'Player B', value: 'KHH QHH 9HH - Color' },
        { label: 'Top 9 A', value: 'x30' },
        { label: 'Top 9 B', value: 'None' },
        { label: 'M Baccarat', value: 'Player A' },
      ],
    });
    expect(teenmuf.result(dealOf('KSS QHH 9DD', 'KHH QSS 9CC')).winnerName).toBe('Tie');
    const bWins = teenmuf.result(dealOf('KSS QHH 10DD', '5SS 3HH 2DD'));
    expect(bWins.winnerName).toBe('Player B');
    expect(bWins.rows).toContainEqual({ label: 'M Baccarat', value: 'Player B' });
  });

  const [onHands, onBoth] = partition(rtpBets.teenmuf, (bet) => bet.suffix.startsWith('top9'));

  it('returns each one-hand market exactly its theoretical RTP, over every hand (CASINO.md 4)', () => {
    expectExactRtp(oneHandReadings(teenmuf, onHands, (bet) => handOfSuffix(bet)));
  });

  it('returns the other markets their theoretical RTP within 3 sigma, over enough rounds to catch a one-point error (CASINO.md 4)', () => {
    // Both hands at once, suits and all: C(52,3) x C(49,3) = 407 million deals, too many to walk in CI.
    expectInsideBands(rtpReadings(teenmuf, onBoth, roundsToCatch(onBoth)));
  });
});
