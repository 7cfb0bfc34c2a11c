import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { checkInPlayQuotes } from '../../testing/casinoQuotes.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { lucky15, type Lucky15Deal } from './lucky15.ts';

// Outcome indexes: 0 Runs 0, 1 Runs 1, 2 Runs 2, 4 Runs 3, 6 Runs 4, Wicket 5; on ball n the selection
// id is 10n + 1 + the index.
const names = ['0 Runs', '1 Runs', '2 Runs', '4 Runs', '6 Runs', 'Wicket'];

// Two 6s close the round: the 13 balls before them are played.
const sixesLast: Lucky15Deal = { balls: [0, 1, 2, 3, 5, 0, 1, 2, 3, 5, 0, 1, 2, 4, 4], played: 13 };

const marketsAt = (deal: Lucky15Deal, shown: number) => lucky15.markets(deal, shown);

describe('Lucky 15', () => {
  it('shuffles the 15 balls and stops when one is left or the rest are all alike', () => {
    const source = seededSource(15);
    const wrong: string[] = [];
    for (let round = 0; round < 1000; round += 1) {
      const deal = lucky15.deal(source);
      const rest = deal.balls.slice(deal.played);
      const ok =
        [...deal.balls].sort().join() === '0,0,0,1,1,1,2,2,2,3,3,4,4,5,5' &&
        rest.length >= 1 &&
        new Set(rest).size === 1 &&
        deal.balls[deal.played - 1] !== rest[0] &&
        lucky15.steps(deal) === deal.played;
      if (!ok) wrong.push(deal.balls.join());
    }
    expect(wrong).toEqual([]);
  });

  it('prices ball 1 at 4.75 for 0, 1 and 2 Runs and 7.12 for 4, 6 and Wicket', () => {
    const [ball1] = marketsAt(sixesLast, 0);
    expect(marketsAt(sixesLast, 0)).toHaveLength(1);
    expect(ball1).toMatchObject({ suffix: 'ball1', name: 'Ball 1', shape: 'oneWinner', status: 'OPEN' });
    expect(ball1?.runners).toEqual(
      names.map((name, index) => ({
        selectionId: 11 + index,
        name,
        back: index < 3 ? 4.75 : 7.12,
        lay: null,
        status: 'ACTIVE',
      })),
    );
  });

  it('re-prices the next ball from the balls left, suspending an outcome with none left', () => {
    // After 0, 1, 2, 4 Runs and a wicket, 10 left: two each of 0, 1, 2 and 6 Runs, one 4 and one wicket.
    const markets = marketsAt(sixesLast, 5);
    expect(markets.map((market) => [market.suffix, market.status])).toEqual([
      ['ball1', 'SUSPENDED'],
      ['ball2', 'SUSPENDED'],
      ['ball3', 'SUSPENDED'],
      ['ball4', 'SUSPENDED'],
      ['ball5', 'SUSPENDED'],
      ['ball6', 'OPEN'],
    ]);
    expect(markets[5]?.runners.map((runner) => runner.back)).toEqual([4.75, 4.75, 4.75, 9.5, 4.75, 9.5]);
    // A closed market keeps the prices it was taken at.
    expect(markets[0]?.runners.map((runner) => runner.back)).toEqual([4.75, 4.75, 4.75, 7.12, 7.12, 7.12]);
    // After both wickets (balls 5 and 10): Wicket is suspended on ball 11.
    const ball11 = marketsAt(sixesLast, 10)[10];
    expect(ball11?.runners[5]).toEqual({
      selectionId: 116,
      name: 'Wicket',
      back: null,
      lay: null,
      status: 'SUSPENDED',
    });
    expect(ball11?.runners.map((runner) => runner.back)).toEqual([4.75, 4.75, 4.75, null, 2.37, null]);
    expect(lucky15.reopensAfter?.(sixesLast, 12)).toBe(true);
    expect(lucky15.reopensAfter?.(sixesLast, 13)).toBe(false);
    const over = marketsAt(sixesLast, 13);
    expect(over).toHaveLength(13);
    expect(over.every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('shows the balls played as text in 14 slots', () => {
    expect(lucky15.table(sixesLast, 0)).toEqual(Array(14).fill('1'));
    expect(lucky15.table(sixesLast, 2)).toEqual(['0 Runs', '1 Runs', ...Array(12).fill('1')]);
    expect(lucky15.table(sixesLast, 13)).toEqual([
      ...'0 Runs,1 Runs,2 Runs,4 Runs,Wicket,0 Runs,1 Runs,2 Runs,4 Runs,Wicket,0 Runs,1 Runs,2 Runs'.split(
        ',',
      ),
      '1',
    ]);
  });

  it('pays the outcome of each ball, voids a ball never played, and loses on anything else', () => {
    expect(lucky15.settle(sixesLast, 'ball4', 44)).toEqual({ kind: 'win' });
    expect(lucky15.settle(sixesLast, 'ball4', 45)).toEqual({ kind: 'lose' });
    // The right outcome named with another ball's id does not win.
    expect(lucky15.settle(sixesLast, 'ball4', 34)).toEqual({ kind: 'lose' });
    expect(lucky15.settle(sixesLast, 'ball5', 56)).toEqual({ kind: 'win' });
    expect(lucky15.settle(sixesLast, 'ball14', 145)).toEqual({ kind: 'push' });
    for (const suffix of ['ball0', 'ballx', 'main'])
      expect(lucky15.settle(sixesLast, suffix, 1).kind).toBe('lose');
  });

  it('reports the score as runs/wickets, each ball and the balls not played', () => {
    const result = lucky15.result(sixesLast);
    // Twice 0, 1, 2 and 4 Runs and a wicket, then 0, 1 and 2 Runs.
    expect(result.winnerName).toBe('17/2');
    expect(result.rows).toHaveLength(14);
    expect(result.rows[0]).toEqual({ label: 'Ball 1', value: '0 Runs' });
    expect(result.rows[4]).toEqual({ label: 'Ball 5', value: 'Wicket' });
    expect(result.rows[13]).toEqual({ label: 'Not played', value: '6 Runs x 2' });
  });

  it('publishes no price better than 0.95 against the balls left (CASINO.md 4)', () => {
    const reading = checkInPlayQuotes({
      definition: lucky15,
      markets: (suffix) => suffix.startsWith('ball'),
      chance: (deal, shown, _suffix, selectionId) => {
        const rest = deal.balls.slice(shown);
        return rest.filter((ball) => (shown + 1) * 10 + ball + 1 === selectionId).length / rest.length;
      },
      backTarget: 0.95,
      deals: 2000,
    });
    expect(reading.violations).toEqual([]);
    expect(reading.checked).toBeGreaterThan(50_000);
  });

  it('returns ball 1 exactly its theoretical RTP, over every first ball (CASINO.md 4)', () => {
    const balls = [3, 3, 3, 2, 2, 2].flatMap((count, outcome) => Array<number>(count).fill(outcome));
    const first = walkShoe(lucky15, { shoe: balls, classOf: (ball) => ball, needsMore: firstItems(1) });
    expectExactRtp(exactReadings(lucky15, rtpBets.lucky15, first));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(lucky15, rtpBets.lucky15, smokeRounds));
  });
});
