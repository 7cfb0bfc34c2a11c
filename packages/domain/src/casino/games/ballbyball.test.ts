import { describe, expect, it } from 'vitest';
import { everyDraw, exactReadings } from '../../testing/casinoExact.ts';
import { ballbyballTable, rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { floor2 } from '../prices.ts';
import { ballbyball } from './ballbyball.ts';

const table = ballbyballTable;

describe('Ball by Ball', () => {
  it('draws one delivery from the per-mille table and shows it as text', () => {
    const source = seededSource(13);
    const seen = new Set<string>();
    for (let round = 0; round < 2000; round += 1) seen.add(ballbyball.deal(source));
    expect([...seen].sort()).toEqual(table.map(([name]) => name).sort());
    expect(ballbyball.steps('4 Runs')).toBe(1);
    expect(ballbyball.table('4 Runs', 0)).toEqual(['1']);
    expect(ballbyball.table('4 Runs', 1)).toEqual(['4 Runs']);
  });

  it('quotes CASINO.md prices, none above 0.95 / p, and closes them once the ball is bowled', () => {
    const [main, boundary] = ballbyball.markets('0 Runs', 0);
    expect(main).toMatchObject({ suffix: 'main', shape: 'oneWinner', status: 'OPEN' });
    expect(main?.runners.map((runner) => [runner.name, runner.back, runner.lay])).toEqual(
      table.map(([name, , odds]) => [name, odds, null]),
    );
    for (const [, perMille, odds] of table) {
      expect((perMille / 1000) * odds).toBeLessThanOrEqual(0.95 + 1e-12);
      expect(odds - floor2(0.95 / (perMille / 1000))).toBeLessThanOrEqual(0.01 + 1e-9);
    }
    expect(boundary).toMatchObject({ suffix: 'boundary', shape: 'oneOrNone', status: 'OPEN' });
    expect(boundary?.runners).toEqual([
      { selectionId: 20, name: 'Boundary', back: 5.93, lay: null, status: 'ACTIVE' },
    ]);
    expect(ballbyball.markets('0 Runs', 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('pays the delivery bowled, and Boundary on a 4 or a 6 only', () => {
    table.forEach(([name], index) => {
      expect(ballbyball.settle(name, 'main', index + 1).kind).toBe('win');
      expect(ballbyball.settle(name, 'main', ((index + 1) % 8) + 1).kind).toBe('lose');
      const boundary = name === '4 Runs' || name === '6 Runs';
      expect(ballbyball.settle(name, 'boundary', 20).kind).toBe(boundary ? 'win' : 'lose');
    });
    expect(ballbyball.settle('4 Runs', 'boundary', 5).kind).toBe('lose');
    expect(ballbyball.settle('4 Runs', 'other', 5).kind).toBe('lose');
  });

  it('reports the delivery', () => {
    expect(ballbyball.result('Wicket')).toEqual({
      winnerName: 'Wicket',
      rows: [{ label: 'Ball', value: 'Wicket' }],
    });
  });

  it('returns each runner exactly its theoretical RTP, over the 1,000 per-mille draws (CASINO.md 4)', () => {
    const bets = rtpBets.ballbyball;
    // CASINO.md: 0 Runs 0.9485 (sigma 1.2926) ... Boundary 0.9488 (2.1740).
    expect(bets[0]).toMatchObject({ rtp: expect.closeTo(0.9485, 4), sigma: expect.closeTo(1.2926, 4) });
    expect(bets[8]).toMatchObject({ rtp: expect.closeTo(0.9488, 4), sigma: expect.closeTo(2.174, 4) });
    expectExactRtp(exactReadings(ballbyball, bets, everyDraw(ballbyball, 1000)));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(ballbyball, rtpBets.ballbyball, smokeRounds));
  });
});
