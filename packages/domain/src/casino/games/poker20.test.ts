import { describe, expect, it } from 'vitest';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { cardsOf } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource } from '../../testing/casinoSimulation.ts';
import type { CasinoCard } from '../cards.ts';
import { pokerHandValue } from '../rules/poker.ts';
import { poker20, poker20DealOf, poker20HandMarkets, sevenCardHands } from './poker20.ts';

/** A deal from A's hole cards, B's hole cards and the board, in the order they are dealt. */
function deal(a: string, b: string, board: string) {
  const [a1, a2] = cardsOf(a);
  const [b1, b2] = cardsOf(b);
  return poker20DealOf([a1, b1, a2, b2, ...cardsOf(board)] as CasinoCard[]);
}

const outcome = (dealt: ReturnType<typeof deal>, suffix: string, selectionId: number) =>
  poker20.settle(dealt, suffix, selectionId).kind;

describe('20-20 Poker', () => {
  it('deals A, B, A, B and the board, and shows one card a step', () => {
    const dealt = poker20.deal(seededSource(11));
    expect(dealt.cards).toHaveLength(9);
    expect(new Set(dealt.cards.map((card) => `${card.rank}${card.suit}`)).size).toBe(9);
    const [a1, b1, a2, b2, ...board] = dealt.cards as CasinoCard[];
    expect(dealt.values.A).toBe(pokerHandValue([a1, a2, ...board] as CasinoCard[]));
    expect(dealt.values.B).toBe(pokerHandValue([b1, b2, ...board] as CasinoCard[]));
    expect(poker20.steps(dealt)).toBe(9);
    const all = poker20.table(dealt, 9);
    expect(all.every((code) => /^(A|[2-9]|10|J|Q|K)([SHCD])\2$/.test(code))).toBe(true);
    for (let shown = 0; shown <= 9; shown += 1)
      expect(poker20.table(dealt, shown)).toEqual(all.map((code, index) => (index < shown ? code : '1')));
  });

  it('quotes the winner at 1.98 and each hand at its outcome-table price, and closes at the first card', () => {
    const dealt = deal('AS KS', '2H 2D', '3C 8D 9H JC QD');
    const [main, handA, handB] = poker20.markets(dealt, 0);
    expect(main).toMatchObject({ suffix: 'main', shape: 'oneWinner', status: 'OPEN' });
    expect(main?.runners.map((runner) => [runner.selectionId, runner.name, runner.back, runner.lay])).toEqual(
      [
        [1, 'Player A', 1.98, null],
        [2, 'Player B', 1.98, null],
      ],
    );
    expect(handA).toMatchObject({ suffix: 'handA', shape: 'oneOrNone' });
    expect(handA?.runners.map((runner) => [runner.selectionId, runner.name, runner.back])).toEqual([
      [11, 'One Pair A', 2.16],
      [12, 'Two Pair A', 4.04],
      [13, 'Three of a Kind A', 19.66],
      [14, 'Straight A', 20.56],
      [15, 'Flush A', 31.39],
      [16, 'Full House A', 36.59],
      [17, 'Four of a Kind A', 565.24],
      [18, 'Straight Flush A', 3056.35],
    ]);
    expect(handB?.runners.map((runner) => [runner.selectionId, runner.name])).toEqual(
      handA?.runners.map((runner) => [runner.selectionId + 10, runner.name.replace(/A$/, 'B')]),
    );
    for (let shown = 1; shown <= 9; shown += 1) {
      const closed = poker20.markets(dealt, shown);
      expect(closed.every((entry) => entry.status === 'SUSPENDED')).toBe(true);
      expect(closed.flatMap((entry) => entry.runners).every((runner) => runner.status === 'SUSPENDED')).toBe(
        true,
      );
    }
  });

  it('prices each hand from the exact seven-card frequencies as CASINO.md does', () => {
    expect(poker20HandMarkets.reduce((sum, hand) => sum + hand.hands, 0) + 23_294_460).toBe(sevenCardHands);
    const table = poker20HandMarkets.map((hand) => (hand.hands / sevenCardHands).toFixed(6));
    expect(table).toEqual([
      '0.438225',
      '0.234955',
      '0.048299',
      '0.046194',
      '0.030255',
      '0.025961',
      '0.001681',
      '0.000311',
    ]);
    for (const hand of poker20HandMarkets) {
      const fair = (0.95 * sevenCardHands) / hand.hands;
      expect(hand.odds).toBeLessThanOrEqual(fair);
      expect(fair - hand.odds).toBeLessThan(0.0101);
    }
  });

  it('pays the better hand, pushes a split pot and pays neither player on it', () => {
    const aWins = deal('AS AH', 'KS KH', '2C 7D 9H JC 4D');
    expect([outcome(aWins, 'main', 1), outcome(aWins, 'main', 2)]).toEqual(['win', 'lose']);
    const bWins = deal('AS KH', '9S 9H', '2C 7D 9C JC 4D');
    expect([outcome(bWins, 'main', 1), outcome(bWins, 'main', 2)]).toEqual(['lose', 'win']);
    // A kicker decides: both pair the ace, A's king plays.
    const kicker = deal('AS KH', 'AD QH', 'AC 7D 9C 2S 4D');
    expect(outcome(kicker, 'main', 1)).toBe('win');
    // The board's straight plays for both.
    const board = deal('2S 3H', '2D 3C', '8C 9D 10H JS QD');
    expect([outcome(board, 'main', 1), outcome(board, 'main', 2)]).toEqual(['push', 'push']);
    // Same hand in different suits.
    const suits = deal('AS KS', 'AH KH', '2C 7D 9C JD 4D');
    expect(outcome(suits, 'main', 2)).toBe('push');
    // A wheel loses to a six-high straight.
    const wheel = deal('AS 2H', '6S 2D', '3C 4D 5H KS KD');
    expect(outcome(wheel, 'main', 2)).toBe('win');
  });

  it("pays the hand runner of the player's exact best category only", () => {
    const dealt = deal('9S 9H', 'KS QS', '9C 2S 2D JS 10S');
    // A: nines full of twos. B: a king-high flush in spades, which beats the straight the 9C also gives.
    expect([11, 12, 13, 14, 15, 16, 17, 18].filter((id) => outcome(dealt, 'handA', id) === 'win')).toEqual([
      16,
    ]);
    expect([21, 22, 23, 24, 25, 26, 27, 28].filter((id) => outcome(dealt, 'handB', id) === 'win')).toEqual([
      25,
    ]);
    const highCard = deal('AS 3H', 'KD 4C', '2C 7D 9H JC 10D');
    expect([11, 12, 13, 14, 15, 16, 17, 18].some((id) => outcome(highCard, 'handA', id) === 'win')).toBe(
      false,
    );
    expect(outcome(highCard, 'handA', 21)).toBe('lose');
    expect(outcome(highCard, 'other', 1)).toBe('lose');
    const straightFlush = deal('AH 2H', '7C 7D', '3H 4H 5H 7S KD');
    expect(outcome(straightFlush, 'handA', 18)).toBe('win');
    expect(outcome(straightFlush, 'handB', 23)).toBe('win');
  });

  it('describes the result: the winner, each player’s cards and hand, the board', () => {
    expect(poker20.result(deal('9S 9H', 'KS QS', '9C 2S 2D JS 10S'))).toEqual({
      winnerName: 'Player A',
      rows: [
        { label: 'Player A', value: '9SS 9HH - Full House' },
        { label: 'Player B', value: 'KSS QSS - Flush' },
        { label: 'Board', value: '9CC 2SS 2DD JSS 10SS' },
      ],
    });
    expect(poker20.result(deal('AS 3H', 'KD 4C', '2C 7D KH JC 10D')).winnerName).toBe('Player B');
    expect(poker20.result(deal('2S 3H', '2D 3C', '8C 9D 10H JS QD')).winnerName).toBe('Tie');
  });

  it('returns each market its theoretical RTP over a million seeded rounds (CASINO.md 4)', () => {
    // Exact is out of reach: a hand is 7 of 52 cards with suits (133 million per player). The hand
    // types at long odds would need from 4 million (Three of a Kind) to 730 million (Straight Flush)
    // rounds to catch a one-point error; the million is kept, the most CI affords.
    expectInsideBands(rtpReadings(poker20, rtpBets.poker20));
  });
});
