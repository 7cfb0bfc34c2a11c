import { describe, expect, it } from 'vitest';
import { handOfSuffix, oneHandReadings } from '../../testing/casinoTeenPattiExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { partition } from '../../testing/casinoShoeWalk.ts';
import {
  roundsToCatch,
  rtpReadings,
  seededSource,
  type SimulatedBet,
} from '../../testing/casinoSimulation.ts';
import { cardsOf, teenPattiDealOf as dealOf } from '../../testing/casinoCards.ts';
import { canonicalDeck, casinoCardCode, type CasinoCard } from '../cards.ts';
import type { CasinoMarketQuote } from '../definition.ts';
import { multiRunnerQuote, twoWayQuote } from '../prices.ts';
import { cachedTeenPattiOdds } from '../rules/teenPattiOdds.ts';
import { hasConsecutive, Tp1Day } from './Tp1Day.ts';

const win = { kind: 'win' };
const lose = { kind: 'lose' };

const runnersOf = (markets: CasinoMarketQuote[], suffix: string) =>
  markets.find((market) => market.suffix === suffix)?.runners ?? [];

/** The engine's exact probabilities after `shown` cards: A's win, the tie, B's win. */
function exactOdds(cards: readonly CasinoCard[], shown: number) {
  const seen = cards.slice(0, shown);
  const {
    win: a,
    tie,
    loss: b,
  } = cachedTeenPattiOdds(
    seen.filter((_, i) => i % 2 === 0),
    seen.filter((_, i) => i % 2 === 1),
  );
  const total = a + tie + b;
  return { a: a / total, tie: tie / total, b: b / total };
}

describe('Teenpatti 1-Day', () => {
  it('deals one card at a time and reopens betting after every card but the last', () => {
    const deal = Tp1Day.deal(seededSource(11));
    const codes = deal.cards.map(casinoCardCode);
    expect(new Set(codes).size).toBe(6);
    expect(deal.playerB).toEqual([deal.cards[1], deal.cards[3], deal.cards[5]]);
    expect(Tp1Day.steps(deal)).toBe(6);
    expect([0, 1, 2, 3, 4, 5, 6].map((shown) => Tp1Day.reopensAfter?.(deal, shown))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(Tp1Day.table(deal, 0)).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(Tp1Day.table(deal, 2)).toEqual([codes[0], codes[1], '1', '1', '1', '1']);
    expect(Tp1Day.table(deal, 5)).toEqual([...codes.slice(0, 5), '1']);
    expect(Tp1Day.table(deal, 6)).toEqual(codes);
  });

  it('opens at 1.98 / 2.02 with every side market, which close after the first card', () => {
    const deal = dealOf('7SS 7HH 2DD', 'KCC QDD 4SS');
    const open = Tp1Day.markets(deal, 0);
    expect(open.every((market) => market.status === 'OPEN')).toBe(true);
    expect(
      open.flatMap((market) => market.runners.map((runner) => [runner.name, runner.back, runner.lay])),
    ).toEqual([
      ['Player A', 1.98, 2.02],
      ['Player B', 1.98, 2.02],
      ['Consecutive A', 2.39, 2.55],
      ['Consecutive B', 2.39, 2.55],
      ...[1, 2, 3, 4, 5, 6].flatMap((card) => [
        [`Card ${card} Odd`, 1.83, null],
        [`Card ${card} Even`, 2.12, null],
      ]),
    ]);
    const ids = open.flatMap((market) => market.runners.map((runner) => runner.selectionId));
    expect(new Set(ids).size).toBe(ids.length);
    // Consecutive is the multi-runner formula at its exact probability, 8,944 hands of 22,100.
    expect(multiRunnerQuote(8944 / 22_100)).toEqual({ back: 2.39, lay: 2.55 });
    for (const shown of [1, 5]) {
      const markets = Tp1Day.markets(deal, shown);
      expect(
        markets.filter((market) => market.status === 'SUSPENDED').map((market) => market.suffix),
      ).toEqual(['consecutiveA', 'consecutiveB', 'card1', 'card2', 'card3', 'card4', 'card5', 'card6']);
    }
    expect(Tp1Day.markets(deal, 6)[0]?.status).toBe('SUSPENDED');
  });

  it('re-prices Player A and B after each card from the exact odds over the unseen cards', () => {
    const deal = dealOf('7SS 7HH 2DD', 'KCC QDD 4SS');
    for (const shown of [1, 2, 3, 4]) {
      const { a, tie, b } = exactOdds(deal.cards, shown);
      const [playerA, playerB] = runnersOf(Tp1Day.markets(deal, shown), 'main');
      expect(playerA).toMatchObject({ name: 'Player A', ...twoWayQuote(a, tie) });
      expect(playerB).toMatchObject({ name: 'Player B', ...twoWayQuote(b, tie) });
    }
    // After card 1 a seven for A: the odds favour B (A needs help), and they move.
    const afterOne = runnersOf(Tp1Day.markets(deal, 1), 'main');
    expect(afterOne[0]?.back).toBeGreaterThan(1.98);
    expect(afterOne[1]?.back).toBeLessThan(1.98);
  });

  it('prices the cards shown only: the cards face down do not move the market', () => {
    const source = seededSource(5);
    for (let round = 0; round < 8; round += 1) {
      const deal = Tp1Day.deal(source);
      const other = Tp1Day.deal(source);
      for (let shown = 0; shown < 6; shown += 1) {
        // The shown cards, then others face down.
        const seen = deal.cards.slice(0, shown);
        const cards = [...seen, ...other.cards.filter((card) => !seen.includes(card))].slice(0, 6);
        const swapped = {
          cards,
          playerA: cards.filter((_, i) => i % 2 === 0),
          playerB: cards.filter((_, i) => i % 2 === 1),
        };
        expect(Tp1Day.markets(swapped, shown)).toEqual(Tp1Day.markets(deal, shown));
      }
    }
  });

  it('suspends a runner that can no longer lose or win, or whose odds pass the limits', () => {
    // A holds three aces after card 5: B cannot beat them.
    const certain = runnersOf(Tp1Day.markets(dealOf('ASS AHH ADD', '2CC 7DD 9SS'), 5), 'main');
    expect(certain).toEqual([
      { selectionId: 1, name: 'Player A', back: null, lay: null, status: 'SUSPENDED' },
      { selectionId: 2, name: 'Player B', back: null, lay: null, status: 'SUSPENDED' },
    ]);
    // A spade color against a pair of twos after card 5: B wins only on the last two, 1 card in 47.
    const deal = dealOf('2SS 9SS 4SS', '2HH 2CC 5DD');
    const { a, b } = exactOdds(deal.cards, 5);
    expect(a).toBeCloseTo(46 / 47, 12);
    const [playerA, playerB] = runnersOf(Tp1Day.markets(deal, 5), 'main');
    expect(playerA).toMatchObject({ back: 1.01, status: 'SUSPENDED' });
    expect(playerB).toMatchObject({ ...twoWayQuote(b, 0), status: 'ACTIVE' });
  });

  it('settles the main market on the hands, pushing backs and lays on a tie', () => {
    const aWins = dealOf('2SS 2HH 5DD', 'ASS KHH 9DD');
    expect(Tp1Day.settle(aWins, 'main', 1)).toEqual(win);
    expect(Tp1Day.settle(aWins, 'main', 2)).toEqual(lose);
    const tie = dealOf('KSS QHH 9DD', 'KHH QSS 9CC');
    expect(Tp1Day.settle(tie, 'main', 1)).toEqual({ kind: 'push' });
    expect(Tp1Day.settle(tie, 'main', 2)).toEqual({ kind: 'push' });
  });

  it('pays Consecutive on two cards of consecutive rank, K-A and A-2 included', () => {
    for (const hand of ['ASS KHH 7DD', 'ASS 2HH 9DD', '5SS 5HH 6DD', '9SS 4HH 10DD', 'QSS KHH ADD'])
      expect(hasConsecutive(cardsOf(hand)), hand).toBe(true);
    for (const hand of ['ASS QHH 7DD', '5SS 5HH 5DD', '2SS 4HH 6DD', 'KSS 2HH JDD'])
      expect(hasConsecutive(cardsOf(hand)), hand).toBe(false);
    const deck = canonicalDeck({ copies: 1 });
    let hands = 0;
    for (let a = 0; a < 52; a += 1)
      for (let b = a + 1; b < 52; b += 1)
        for (let c = b + 1; c < 52; c += 1)
          if (hasConsecutive([deck[a], deck[b], deck[c]] as CasinoCard[])) hands += 1;
    expect(hands).toBe(8944);
    const deal = dealOf('ASS KHH 7DD', 'ASS QHH 7DD');
    expect(Tp1Day.settle(deal, 'consecutiveA', 3)).toEqual(win);
    expect(Tp1Day.settle(deal, 'consecutiveB', 4)).toEqual(lose);
  });

  it("pays each card's Odd or Even, and nothing on a market it does not have", () => {
    const deal = dealOf('ASS 2HH 3DD', 'QCC 10DD KSS');
    // Cards in deal order: A, Q, 2, 10, 3, K.
    const odd = [true, false, false, false, true, true];
    odd.forEach((isOdd, index) => {
      const card = index + 1;
      expect(Tp1Day.settle(deal, `card${card}`, card * 10 + 1)).toEqual(isOdd ? win : lose);
      expect(Tp1Day.settle(deal, `card${card}`, card * 10 + 2)).toEqual(isOdd ? lose : win);
    });
    expect(Tp1Day.settle(deal, 'card7', 71)).toEqual(lose);
    expect(Tp1Day.settle(deal, 'other', 1)).toEqual(lose);
  });

  it('names the winner and each side result', () => {
    expect(Tp1Day.result(dealOf('ASS 2HH 3DD', 'QCC 10DD KSS'))).toEqual({
      winnerName: 'Player A',
      rows: [
        { label: 'Player A', value: 'ASS 2HH 3DD - Sequence' },
        { label: 'Player B', value: 'QCC 10DD KSS - High card' },
        { label: 'Consecutive A', value: 'Yes' },
        { label: 'Consecutive B', value: 'Yes' },
        { label: 'Odd / Even', value: 'Odd, Even, Even, Even, Odd, Odd' },
      ],
    });
    const tie = Tp1Day.result(dealOf('KSS QHH 9DD', 'KHH QSS 9CC'));
    expect(tie.winnerName).toBe('Tie');
    expect(tie.rows).toContainEqual({ label: 'Consecutive A', value: 'Yes' });
    expect(Tp1Day.result(dealOf('2SS 5HH 9DD', 'KHH QSS 9CC')).rows).toContainEqual({
      label: 'Consecutive A',
      value: 'No',
    });
  });

  it('quotes within the margins at every step: p x back <= 0.99 and p x lay >= 1.01 (CASINO.md 4)', () => {
    const source = seededSource(17);
    let quotes = 0;
    for (let round = 0; round < 2000; round += 1) {
      const deal = Tp1Day.deal(source);
      for (let shown = 0; shown < 6; shown += 1) {
        const markets = Tp1Day.markets(deal, shown);
        const { a, b } = exactOdds(deal.cards, shown);
        // p: the chance the runner wins given the bet does not push (1e-12 allows for rounding in p).
        const probabilities = [a / (a + b), b / (a + b)];
        runnersOf(markets, 'main').forEach((runner, index) => {
          const p = probabilities[index] ?? Number.NaN;
          const limitsSuspend = p < 0.005 || p > 0.97 || (runner.back ?? 0) < 1.01;
          expect(runner.status).toBe(limitsSuspend ? 'SUSPENDED' : 'ACTIVE');
          if (runner.status !== 'ACTIVE') return;
          expect(p * (runner.back ?? Number.NaN)).toBeLessThanOrEqual(0.99 + 1e-12);
          expect(p * (runner.lay ?? Number.NaN)).toBeGreaterThanOrEqual(1.01 - 1e-12);
          quotes += 1;
        });
      }
    }
    expect(quotes).toBeGreaterThan(20_000);
    // The side markets quote before the first card only, at their exact probabilities.
    const open = Tp1Day.markets(Tp1Day.deal(source), 0);
    const consecutive = runnersOf(open, 'consecutiveA')[0];
    expect((8944 / 22_100) * (consecutive?.back ?? Number.NaN)).toBeLessThanOrEqual(0.97);
    expect((8944 / 22_100) * (consecutive?.lay ?? Number.NaN)).toBeGreaterThanOrEqual(1.03);
    const [odd, even] = runnersOf(open, 'card1');
    expect((7 / 13) * (odd?.back ?? Number.NaN)).toBeLessThanOrEqual(0.99);
    expect((6 / 13) * (even?.back ?? Number.NaN)).toBeLessThanOrEqual(0.99);
  });

  const [onCards, onBoth] = partition(rtpBets.Tp1Day, (bet) => bet.suffix !== 'main');

  it('returns each one-hand and one-card market exactly its theoretical RTP, over every hand (CASINO.md 4)', () => {
    const rank = (card: CasinoCard) => card.rank;
    const readOf = (bet: SimulatedBet) => {
      const card = /^card(\d)$/.exec(bet.suffix)?.[1];
      return card ? { positions: [Number(card) - 1] } : handOfSuffix(bet, rank);
    };
    expectExactRtp(oneHandReadings(Tp1Day, onCards, readOf));
  });

  it('returns the other markets their theoretical RTP within 3 sigma, over enough rounds to catch a one-point error (CASINO.md 4)', () => {
    // Both hands at once, suits and all: C(52,3) x C(49,3) = 407 million deals, too many to walk in CI.
    expectInsideBands(rtpReadings(Tp1Day, onBoth, roundsToCatch(onBoth)));
  });
});
