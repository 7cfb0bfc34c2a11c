import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { walkShoe, whileDealing } from '../../testing/casinoShoeWalk.ts';
import { checkInPlayQuotes } from '../../testing/casinoQuotes.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { canonicalDeck, parseCasinoCard, type CasinoCard } from '../cards.ts';
import { floor2 } from '../prices.ts';
import { queen, queenChancesAfter, queenWinChances, type QueenDeal } from './queen.ts';

const cardsOf = (codes: string): CasinoCard[] =>
  codes.split(' ').map((code) => {
    const card = parseCasinoCard(code);
    if (!card) throw new Error(code);
    return card;
  });

// Total 0 reaches 11 with its second card, the fifth dealt.
const byTotal: QueenDeal = { cards: cardsOf('6SS 2HH 3CC 2DD 5SS'), winner: 0 };
// Total 2 receives the queen, the third card.
const byQueen: QueenDeal = { cards: cardsOf('2SS 3HH QSS'), winner: 2 };
// After eight cards Total 0 is on 8 with its turn next: whatever comes, it wins.
const certain: QueenDeal = { cards: cardsOf('4SS 2HH 2CC 2DD 4HH 3SS 3HH 3CC 5DD'), winner: 0 };

const runnersAt = (deal: QueenDeal, shown: number) => {
  const [main] = queen.markets(deal, shown);
  if (!main) throw new Error('no market');
  return main;
};

describe('Casino Queen', () => {
  it('deals in turn until a runner reaches 10 or receives the queen', () => {
    const source = seededSource(5);
    const wrong: string[] = [];
    for (let round = 0; round < 1000; round += 1) {
      const deal = queen.deal(source);
      const totals = [0, 1, 2, 3];
      // The card that ends the round for each card dealt: only the last may.
      const ends = deal.cards.map((card, dealt) => {
        if (card.rank === 12) return true;
        totals[dealt % 4] = (totals[dealt % 4] ?? 0) + card.rank;
        return (totals[dealt % 4] ?? 0) >= 10;
      });
      const distinct =
        new Set(deal.cards.map((card) => `${card.rank}${card.suit}`)).size === deal.cards.length;
      const ranksOk = deal.cards.every((card) => [2, 3, 4, 5, 6, 12].includes(card.rank));
      const endsOk = ends.every((end, dealt) => end === (dealt === ends.length - 1));
      const winnerOk = deal.winner === (deal.cards.length - 1) % 4 && queen.steps(deal) === deal.cards.length;
      if (!(distinct && ranksOk && endsOk && winnerOk))
        wrong.push(queen.table(deal, deal.cards.length).join(' '));
    }
    expect(wrong).toEqual([]);
  });

  it('gives CASINO.md exact pre-deal chances and prices', () => {
    const chances = queenWinChances([4, 4, 4, 4, 4], [0, 1, 2, 3]);
    [0.285422, 0.314709, 0.262939, 0.13693].forEach((chance, runner) =>
      expect(chances[runner]).toBeCloseTo(chance, 6),
    );
    expect(runnersAt(byTotal, 0).runners).toEqual([
      { selectionId: 1, name: 'Total 0', back: 3.39, lay: 3.61, status: 'ACTIVE' },
      { selectionId: 2, name: 'Total 1', back: 3.08, lay: 3.28, status: 'ACTIVE' },
      { selectionId: 3, name: 'Total 2', back: 3.68, lay: 3.92, status: 'ACTIVE' },
      { selectionId: 4, name: 'Total 3', back: 7.08, lay: 7.53, status: 'ACTIVE' },
    ]);
    expect(runnersAt(byTotal, 0)).toMatchObject({ suffix: 'main', shape: 'oneWinner', status: 'OPEN' });
  });

  it('works out a late state as by hand', () => {
    // One 6 and the queen left, Total 3 to play on 3: the queen or the 6 (3 + 6 = 9, short) decide it.
    expect(queenWinChances([0, 0, 0, 0, 1], [5, 5, 5, 3])).toEqual([0.5, 0, 0, 0.5]);
    // Total 3 on 4: the 6 takes it to 10, so it wins either way.
    expect(queenWinChances([0, 0, 0, 0, 1], [5, 5, 5, 4])).toEqual([0, 0, 0, 1]);
    const source = seededSource(9);
    for (let sample = 0; sample < 200; sample += 1) {
      const deal = queen.deal(source);
      for (let shown = 0; shown < deal.cards.length; shown += 1) {
        const total = queenChancesAfter(deal.cards, shown).reduce((sum, chance) => sum + chance, 0);
        expect(total).toBeCloseTo(1, 12);
      }
    }
  });

  it('has no round longer than the 11 slots of its table', () => {
    // Every reachable state, walked here without the engine: cards dealt so far, the deepest first.
    let longest = 0;
    const walk = (remaining: number[], totals: number[], dealt: number): void => {
      longest = Math.max(longest, dealt + 1);
      remaining.forEach((count, index) => {
        const total = (totals[dealt % 4] ?? 0) + index + 2;
        if (count === 0 || total >= 10) return;
        walk(
          remaining.map((other, rank) => (rank === index ? other - 1 : other)),
          totals.map((other, runner) => (runner === dealt % 4 ? total : other)),
          dealt + 1,
        );
      });
    };
    walk([4, 4, 4, 4, 4], [0, 1, 2, 3], 0);
    expect(longest).toBe(11);
    expect(queen.table(byTotal, 0)).toEqual(Array(11).fill('1'));
  });

  it('re-prices after every card and suspends a runner that cannot lose or cannot win', () => {
    const afterTwo = runnersAt(byQueen, 2);
    const chances = queenChancesAfter(byQueen.cards, 2);
    expect(afterTwo.runners.map((runner) => runner.back)).toEqual(
      chances.map((chance) => floor2(0.97 / chance)),
    );
    expect(afterTwo.status).toBe('OPEN');
    // Total 0 on 8 and to play: certain. No runner can be quoted, so the market is suspended.
    [1, 0, 0, 0].forEach((chance, runner) =>
      expect(queenChancesAfter(certain.cards, 8)[runner]).toBeCloseTo(chance, 12),
    );
    const stuck = runnersAt(certain, 8);
    expect(stuck.status).toBe('SUSPENDED');
    expect(stuck.runners.every((runner) => runner.back === null && runner.lay === null)).toBe(true);
    expect(runnersAt(certain, 9).status).toBe('SUSPENDED');
    expect(queen.reopensAfter?.(certain, 8)).toBe(true);
    expect(queen.reopensAfter?.(certain, 9)).toBe(false);
  });

  it('shows the dealt cards in order in 11 slots', () => {
    expect(queen.table(byQueen, 2)).toEqual(['2SS', '3HH', ...Array(9).fill('1')]);
    expect(queen.table(byQueen, 3)).toEqual(['2SS', '3HH', 'QSS', ...Array(8).fill('1')]);
  });

  it('pays the runner that reaches 10 or receives the queen, and nothing else', () => {
    expect([1, 2, 3, 4].map((id) => queen.settle(byTotal, 'main', id).kind)).toEqual([
      'win',
      'lose',
      'lose',
      'lose',
    ]);
    expect([1, 2, 3, 4].map((id) => queen.settle(byQueen, 'main', id).kind)).toEqual([
      'lose',
      'lose',
      'win',
      'lose',
    ]);
    expect(queen.settle(byQueen, 'other', 3).kind).toBe('lose');
  });

  it('reports the winner and each runner cards and total', () => {
    expect(queen.result(byTotal)).toEqual({
      winnerName: 'Total 0',
      rows: [
        { label: 'Total 0', value: '6SS 5SS (11)' },
        { label: 'Total 1', value: '2HH (3)' },
        { label: 'Total 2', value: '3CC (5)' },
        { label: 'Total 3', value: '2DD (5)' },
      ],
    });
    expect(queen.result(byQueen)).toEqual({
      winnerName: 'Total 2',
      rows: [
        { label: 'Total 0', value: '2SS (2)' },
        { label: 'Total 1', value: '3HH (4)' },
        { label: 'Total 2', value: 'QSS (Queen)' },
        { label: 'Total 3', value: '- (3)' },
      ],
    });
  });

  it('publishes no price better than the multi-runner targets at any step (CASINO.md 4)', () => {
    const reading = checkInPlayQuotes({
      definition: queen,
      markets: (suffix) => suffix === 'main',
      chance: (deal, shown, _suffix, selectionId) =>
        queenChancesAfter(deal.cards, shown)[selectionId - 1] ?? 0,
      backTarget: 0.97,
      layTarget: 1.03,
      deals: 3000,
    });
    expect(reading.violations).toEqual([]);
    expect(reading.checked).toBeGreaterThan(20_000);
  });

  it('returns each runner exactly its theoretical RTP, over every run of cards (CASINO.md 4)', () => {
    const bets = rtpBets.queen;
    // CASINO.md: Total 1 0.969303 (sigma 1.4304), Total 3 0.9695 (2.4339).
    expect(bets[1]?.rtp).toBeCloseTo(0.969303, 6);
    expect(bets[1]?.sigma).toBeCloseTo(1.4304, 4);
    expect(bets[3]?.rtp).toBeCloseTo(0.9695, 4);
    expect(bets[3]?.sigma).toBeCloseTo(2.4339, 4);
    // Runs that leave the same cards in the deck and the same totals go on alike.
    const state = (above: readonly CasinoCard[]) => {
      const totals = [0, 1, 2, 3];
      above.forEach((card, dealt) => {
        if (card.rank !== 12) totals[dealt % 4] = (totals[dealt % 4] ?? 0) + card.rank;
      });
      return `${above.map((card) => card.rank).sort((a, b) => a - b)}|${totals}`;
    };
    const runs = walkShoe(queen, {
      shoe: [...canonicalDeck({ copies: 1, ranks: [2, 3, 4, 5, 6] }), { rank: 12, suit: 'S' }],
      classOf: (card) => card.rank,
      needsMore: whileDealing(queen),
      keyOf: state,
    });
    expectExactRtp(exactReadings(queen, bets, runs));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(queen, rtpBets.queen, smokeRounds));
  });
});
