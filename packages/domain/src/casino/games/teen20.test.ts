import { describe, expect, it } from 'vitest';
import { handOfSuffix, oneHandReadings } from '../../testing/casinoTeenPattiExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { partition } from '../../testing/casinoShoeWalk.ts';
import { roundsToCatch, rtpReadings, seededSource } from '../../testing/casinoSimulation.ts';
import { cardsOf, teenPattiDealOf as dealOf } from '../../testing/casinoCards.ts';
import { casinoCardCode, isRedCard } from '../cards.ts';
import { compareThreeBaccarat, teen20 } from './teen20.ts';

const win = { kind: 'win' };
const lose = { kind: 'lose' };

/** Positive when hand a wins 3 Baccarat; the comparison is antisymmetric. */
function expectThreeBaccarat(winner: string, loser: string) {
  expect(compareThreeBaccarat(cardsOf(winner), cardsOf(loser)), `${winner} over ${loser}`).toBeGreaterThan(0);
  expect(compareThreeBaccarat(cardsOf(loser), cardsOf(winner))).toBeLessThan(0);
}

describe('20-20 Teenpatti', () => {
  it('deals A, B, A, B, A, B from one deck and shows the cards one step at a time', () => {
    const deal = teen20.deal(seededSource(7));
    expect(new Set(deal.cards.map(casinoCardCode)).size).toBe(6);
    expect(deal.playerA).toEqual([deal.cards[0], deal.cards[2], deal.cards[4]]);
    expect(deal.playerB).toEqual([deal.cards[1], deal.cards[3], deal.cards[5]]);
    expect(teen20.steps(deal)).toBe(6);
    const codes = deal.cards.map(casinoCardCode);
    expect(teen20.table(deal, 0)).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(teen20.table(deal, 1)).toEqual([codes[0], '1', '1', '1', '1', '1']);
    expect(teen20.table(deal, 4)).toEqual([...codes.slice(0, 4), '1', '1']);
    expect(teen20.table(deal, 6)).toEqual(codes);
  });

  it('opens every market before the first card at its price, and closes them once cards are out', () => {
    const deal = dealOf('ASS KSS QSS', '2HH 3DD 5CC');
    const open = teen20.markets(deal, 0);
    expect(open.map((market) => market.suffix)).toEqual([
      'main',
      'baccarat3',
      'total',
      'pairPlusA',
      'pairPlusB',
      'colorA',
      'colorB',
    ]);
    expect(open.every((market) => market.status === 'OPEN')).toBe(true);
    expect(open.flatMap((market) => market.runners.map((runner) => [runner.name, runner.back]))).toEqual([
      ['Player A', 1.98],
      ['Player B', 1.98],
      ['3 Baccarat A', 1.98],
      ['3 Baccarat B', 1.98],
      ['Total A', 1.98],
      ['Total B', 1.98],
      ['Pair Plus A', 2],
      ['Pair Plus B', 2],
      ['Red A', 1.98],
      ['Black A', 1.98],
      ['Red B', 1.98],
      ['Black B', 1.98],
    ]);
    const ids = open.flatMap((market) => market.runners.map((runner) => runner.selectionId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(open.find((market) => market.suffix === 'total')?.halfLossTogether).toBe(true);
    for (const shown of [1, 6])
      expect(teen20.markets(deal, shown).every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('pays the better hand on the main market and pushes both on a tie', () => {
    const aWins = dealOf('2SS 2HH 5DD', 'ASS KHH 9DD');
    expect(teen20.settle(aWins, 'main', 1)).toEqual(win);
    expect(teen20.settle(aWins, 'main', 2)).toEqual(lose);
    const tie = dealOf('KSS QHH 9DD', 'KHH QSS 9CC');
    expect(teen20.settle(tie, 'main', 1)).toEqual({ kind: 'push' });
    expect(teen20.settle(tie, 'main', 2)).toEqual({ kind: 'push' });
    expect(teen20.settle(tie, 'unknown', 1)).toEqual(lose);
  });

  it('decides 3 Baccarat by trails, then three faces, then value, face count, top face and top point card', () => {
    expectThreeBaccarat('2SS 2HH 2DD', 'KSS KHH QDD');
    expectThreeBaccarat('ASS AHH ADD', 'KSS KHH KDD');
    expectThreeBaccarat('JSS JHH QDD', '9SS KHH 10DD');
    expectThreeBaccarat('KDD JHH JDD', 'QSS QHH JSS');
    expectThreeBaccarat('KSS JHH JDD', 'KHH QHH QDD');
    expectThreeBaccarat('4SS 5HH 10DD', 'ASS 7HH KDD');
    expectThreeBaccarat('4SS 5HH KDD', 'ASS 8HH 10DD');
    expectThreeBaccarat('4SS 5HH KDD', 'ASS 8HH QCC');
    expectThreeBaccarat('4SS 10HH JSS', '4DD 10SS JDD');
    expectThreeBaccarat('2SS 10HH 7DD', '4SS 10SS 5DD');
    expectThreeBaccarat('7SS 10HH 2DD', '7DD 10SS 2SS');
    const deal = dealOf('2SS 2HH 2DD', 'KSS KHH QDD');
    expect(teen20.settle(deal, 'baccarat3', 3)).toEqual(win);
    expect(teen20.settle(deal, 'baccarat3', 4)).toEqual(lose);
  });

  it('pays the higher total and takes half of both on equal totals', () => {
    const deal = dealOf('KSS 2HH 3DD', 'QSS 4HH ADD');
    expect(teen20.settle(deal, 'total', 5)).toEqual(win);
    expect(teen20.settle(deal, 'total', 6)).toEqual(lose);
    const level = dealOf('KSS 2HH 3DD', 'QSS 5HH ADD');
    expect(teen20.settle(level, 'total', 5)).toEqual({ kind: 'halfLoss' });
    expect(teen20.settle(level, 'total', 6)).toEqual({ kind: 'halfLoss' });
  });

  it("pays Pair Plus by the hand's best category, and nothing on a high card or K-A-2", () => {
    const cases: [string, object][] = [
      ['9SS 9HH 4DD', { kind: 'win', odds: 2 }],
      ['9SS 2SS 4SS', { kind: 'win', odds: 5 }],
      ['QSS KHH ADD', { kind: 'win', odds: 7 }],
      ['9SS 9HH 9DD', { kind: 'win', odds: 31 }],
      ['ASS 2SS 3SS', { kind: 'win', odds: 41 }],
      ['KSS AHH 2DD', lose],
    ];
    for (const [hand, outcome] of cases) {
      expect(teen20.settle(dealOf(hand, '5CC 7CC 9CC'), 'pairPlusA', 7), hand).toEqual(outcome);
      expect(teen20.settle(dealOf('5CC 7CC 9CC', hand), 'pairPlusB', 8), hand).toEqual(outcome);
    }
  });

  it('pays Red or Black on two or three cards of that colour', () => {
    const deal = dealOf('KHH 2DD 3SS', 'QSS 4CC ADD');
    expect(teen20.settle(deal, 'colorA', 9)).toEqual(win);
    expect(teen20.settle(deal, 'colorA', 10)).toEqual(lose);
    expect(teen20.settle(deal, 'colorB', 11)).toEqual(lose);
    expect(teen20.settle(deal, 'colorB', 12)).toEqual(win);
  });

  it('names the winner and each side result', () => {
    expect(teen20.result(dealOf('KHH QHH 9HH', '2SS 2HH 5DD'))).toEqual({
      winnerName: 'Player A',
      rows: [
        { label: 'Player A', value: 'KHH QHH 9HH - Color' },
        { label: 'Player B', value: '2SS 2HH 5DD - Pair' },
        { label: '3 Baccarat', value: 'Player A' },
        { label: 'Total', value: '34 - 9' },
        { label: 'Pair Plus A', value: 'Color' },
        { label: 'Pair Plus B', value: 'Pair' },
        { label: 'Colour A', value: 'Red' },
        { label: 'Colour B', value: 'Red' },
      ],
    });
    const tie = teen20.result(dealOf('KSS QHH 9DD', 'KHH QSS 9CC'));
    expect(tie.winnerName).toBe('Tie');
    expect(tie.rows).toContainEqual({ label: 'Total', value: '34 - 34 (tie)' });
    expect(tie.rows).toContainEqual({ label: 'Pair Plus A', value: 'None' });
    const bWins = teen20.result(dealOf('KSS QHH 8DD', '2SS 2HH 5DD'));
    expect(bWins.winnerName).toBe('Player B');
    expect(bWins.rows).toContainEqual({ label: '3 Baccarat', value: 'Player B' });
  });

  const [onHands, onBoth] = partition(rtpBets.teen20, (bet) => /^(pairPlus|color)/.test(bet.suffix));

  it('returns each one-hand market exactly its theoretical RTP, over every hand (CASINO.md 4)', () => {
    expectExactRtp(
      oneHandReadings(teen20, onHands, (bet) =>
        handOfSuffix(bet, bet.suffix.startsWith('color') ? isRedCard : casinoCardCode),
      ),
    );
  });

  it('returns the other markets their theoretical RTP within 3 sigma, over enough rounds to catch a one-point error (CASINO.md 4)', () => {
    // Both hands at once, suits and all: C(52,3) x C(49,3) = 407 million deals, too many to walk in CI.
    expectInsideBands(rtpReadings(teen20, onBoth, roundsToCatch(onBoth)));
  });
});
