import { describe, expect, it } from 'vitest';
import { canonicalDeck, casinoCardCode } from '../cards.ts';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, partition, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { cards } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { dtl20 } from './dtl20.ts';

const outcome = (codes: string, suffix: string, selectionId: number) =>
  dtl20.settle(cards(codes), suffix, selectionId).kind;
const winner = (codes: string) => dtl20.result(cards(codes)).winnerName;

describe('20-20 Dragon Tiger Lion', () => {
  it('deals three different cards, Dragon, Tiger and Lion, shown one a step', () => {
    const dealt = dtl20.deal(seededSource(11));
    expect(dealt).toHaveLength(3);
    expect(new Set(dealt.map((card) => `${card.rank}${card.suit}`)).size).toBe(3);
    expect(dtl20.steps(dealt)).toBe(3);
    const row = cards('KSS 2HH 9DD');
    expect([0, 1, 2, 3].map((shown) => dtl20.table(row, shown))).toEqual([
      ['1', '1', '1'],
      ['KSS', '1', '1'],
      ['KSS', '2HH', '1'],
      ['KSS', '2HH', '9DD'],
    ]);
  });

  it('gives the round to the highest rank, A lowest, K highest', () => {
    expect(winner('KSS 2HH 9DD')).toBe('Dragon');
    expect(winner('2SS KHH 9DD')).toBe('Tiger');
    expect(winner('2SS AHH 3DD')).toBe('Lion');
    expect([1, 2, 3].map((id) => outcome('2SS AHH 3DD', 'winner', id))).toEqual(['lose', 'lose', 'win']);
  });

  it('breaks equal ranks by suit, spade over heart over club over diamond, so nobody ties', () => {
    expect(winner('QDD QCC 5SS')).toBe('Tiger');
    expect(winner('QCC QDD QHH')).toBe('Lion');
    expect(winner('QSS QDD QHH')).toBe('Dragon');
    expect([1, 2, 3].map((id) => outcome('QCC QDD QHH', 'winner', id))).toEqual(['lose', 'lose', 'win']);
  });

  it("settles each side's colour, parity and rank on that side's card", () => {
    const row = 'KSS 2HH 9DD';
    expect([101, 102].map((id) => outcome(row, 'dragonOddEven', id))).toEqual(['lose', 'win']);
    expect([103, 104].map((id) => outcome(row, 'dragonColor', id))).toEqual(['lose', 'win']);
    expect([201, 202].map((id) => outcome(row, 'tigerOddEven', id))).toEqual(['win', 'lose']);
    expect([203, 204].map((id) => outcome(row, 'tigerColor', id))).toEqual(['win', 'lose']);
    expect([301, 302].map((id) => outcome(row, 'lionOddEven', id))).toEqual(['lose', 'win']);
    expect([303, 304].map((id) => outcome(row, 'lionColor', id))).toEqual(['win', 'lose']);
    expect([122, 123].map((id) => outcome(row, 'dragonCard', id))).toEqual(['lose', 'win']);
    expect(outcome(row, 'tigerCard', 212)).toBe('win');
    expect(outcome(row, 'lionCard', 309)).toBe('lose');
    expect(outcome(row, 'lionCard', 319)).toBe('win');
  });

  it('quotes every side back only at the chosen prices before the deal and closes once a card is out', () => {
    const before = dtl20.markets(cards('KSS 2HH 9DD'), 0);
    expect(before.map((market) => market.suffix)).toEqual([
      'winner',
      'dragonOddEven',
      'dragonColor',
      'dragonCard',
      'tigerOddEven',
      'tigerColor',
      'tigerCard',
      'lionOddEven',
      'lionColor',
      'lionCard',
    ]);
    expect(before.flatMap((market) => market.runners).every((runner) => runner.lay === null)).toBe(true);
    const names = (index: number) => before[index]?.runners.map((runner) => `${runner.name} ${runner.back}`);
    expect(names(0)).toEqual(['Winner D 2.9', 'Winner T 2.9', 'Winner L 2.9']);
    expect(names(7)).toEqual(['Even L 2.12', 'Odd L 1.83']);
    expect(names(5)).toEqual(['Red T 1.97', 'Black T 1.97']);
    expect(names(3)?.slice(0, 2)).toEqual(['Dragon A 12', 'Dragon 2 12']);
    for (const shown of [1, 2, 3]) {
      expect(
        dtl20.markets(cards('KSS 2HH 9DD'), shown).every((market) => market.status === 'SUSPENDED'),
      ).toBe(true);
    }
  });

  it('names the winner and lists the three cards', () => {
    expect(dtl20.result(cards('2SS AHH 3DD'))).toEqual({
      winnerName: 'Lion',
      rows: [
        { label: 'Dragon', value: '2SS' },
        { label: 'Tiger', value: 'AHH' },
        { label: 'Lion', value: '3DD' },
      ],
    });
  });

  it('returns each market exactly its theoretical RTP, over every card each bet reads (CASINO.md 4)', () => {
    const shoe = canonicalDeck({ copies: 1 });
    const [onWinner, onSides] = partition(rtpBets.dtl20, (bet) => bet.suffix === 'winner');
    const rows = walkShoe(dtl20, { shoe, classOf: casinoCardCode, needsMore: firstItems(3) });
    // A side's bets read its own card only (selection ids 100 Dragon, 200 Tiger, 300 Lion).
    const bySide = onSides.flatMap((bet) => {
      const positions = [Math.floor(bet.selectionId / 100) - 1];
      const cards = walkShoe(dtl20, { shoe, classOf: casinoCardCode, needsMore: firstItems(1), positions });
      return exactReadings(dtl20, [bet], cards);
    });
    expectExactRtp([...exactReadings(dtl20, onWinner, rows), ...bySide]);
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(dtl20, rtpBets.dtl20, smokeRounds));
  });
});
