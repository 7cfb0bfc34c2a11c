import { describe, expect, it } from 'vitest';
import { everyDraw, exactReadings } from '../../testing/casinoExact.ts';
import { goalMethods, goalScorers, rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { goal, goalClipTable } from './goal.ts';

const scorers = goalScorers;
const methods = goalMethods;

const headerByPlayer2 = { scorer: 1, method: 0 };
const noGoal = { scorer: 4, method: 4 };

describe('Goal', () => {
  it('draws scorer and method from one clip table whose marginals are CASINO.md', () => {
    const marginal = (pick: 'scorer' | 'method', index: number) =>
      goalClipTable.filter(([clip]) => clip[pick] === index).reduce((sum, [, perMille]) => sum + perMille, 0);
    scorers.forEach(([, perMille], index) => expect(marginal('scorer', index)).toBe(perMille));
    methods.forEach(([, perMille], index) => expect(marginal('method', index)).toBe(perMille));
    // No Goal is one clip: no scorer without a method, no method without a scorer.
    for (const [clip] of goalClipTable) expect(clip.scorer === 4).toBe(clip.method === 4);
    const source = seededSource(14);
    for (let round = 0; round < 500; round += 1) {
      const clip = goal.deal(source);
      expect(
        goalClipTable.some(([entry]) => entry.scorer === clip.scorer && entry.method === clip.method),
      ).toBe(true);
    }
  });

  it('quotes CASINO.md prices, none above 0.95 / p, closed once the clip plays', () => {
    const [scorer, method] = goal.markets(noGoal, 0);
    expect(scorer).toMatchObject({
      suffix: 'scorer',
      name: 'Who will goal next?',
      shape: 'oneWinner',
      status: 'OPEN',
    });
    expect(method).toMatchObject({ suffix: 'method', name: 'Method of next goal', shape: 'oneWinner' });
    expect(scorer?.runners.map((runner) => [runner.selectionId, runner.name, runner.back])).toEqual(
      scorers.map(([name, , odds], index) => [index + 1, name, odds]),
    );
    expect(method?.runners.map((runner) => [runner.selectionId, runner.name, runner.back])).toEqual(
      methods.map(([name, , odds], index) => [index + 11, name, odds]),
    );
    for (const [, perMille, odds] of [...scorers, ...methods])
      expect((perMille / 1000) * odds).toBeLessThanOrEqual(0.95 + 1e-12);
    expect(goal.markets(noGoal, 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('shows the clip outcome as text', () => {
    expect(goal.steps(noGoal)).toBe(1);
    expect(goal.table(headerByPlayer2, 0)).toEqual(['1']);
    expect(goal.table(headerByPlayer2, 1)).toEqual(['Player 2 - Header']);
    expect(goal.table(noGoal, 1)).toEqual(['No Goal']);
  });

  it('pays the scorer and the method, and No Goal on both markets when nobody scores', () => {
    expect([1, 2, 3, 4, 5].map((id) => goal.settle(headerByPlayer2, 'scorer', id).kind)).toEqual([
      'lose',
      'win',
      'lose',
      'lose',
      'lose',
    ]);
    expect([11, 12, 13, 14, 15].map((id) => goal.settle(headerByPlayer2, 'method', id).kind)).toEqual([
      'win',
      'lose',
      'lose',
      'lose',
      'lose',
    ]);
    expect(goal.settle(noGoal, 'scorer', 5).kind).toBe('win');
    expect(goal.settle(noGoal, 'method', 15).kind).toBe('win');
    expect(goal.settle(noGoal, 'method', 14).kind).toBe('lose');
    expect(goal.settle(noGoal, 'other', 5).kind).toBe('lose');
  });

  it('reports the scorer and the method', () => {
    expect(goal.result(headerByPlayer2)).toEqual({
      winnerName: 'Player 2 - Header',
      rows: [
        { label: 'Scorer', value: 'Player 2' },
        { label: 'Method', value: 'Header' },
      ],
    });
    expect(goal.result(noGoal).winnerName).toBe('No Goal');
  });

  it('returns each runner exactly its theoretical RTP, over the 1,000 per-mille draws (CASINO.md 4)', () => {
    const bets = rtpBets.goal;
    // CASINO.md: Shot 0.9492 (sigma 1.1154), Player 3 0.9495 (2.2603).
    expect(bets[8]).toMatchObject({ rtp: expect.closeTo(0.9492, 4), sigma: expect.closeTo(1.1154, 4) });
    expect(bets[2]).toMatchObject({ rtp: expect.closeTo(0.9495, 4), sigma: expect.closeTo(2.2603, 4) });
    expectExactRtp(exactReadings(goal, bets, everyDraw(goal, 1000)));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(goal, rtpBets.goal, smokeRounds));
  });
});
