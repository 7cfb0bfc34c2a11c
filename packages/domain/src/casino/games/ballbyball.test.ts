import { describe, expect, it } from 'vitest';
import { rtpAtChance } from '../../testing/casinoQuotes.ts';
import { rtpReadings, seededSource } from '../../testing/casinoSimulation.ts';
import { floor2 } from '../prices.ts';
import { ballbyball, type Delivery } from './ballbyball.ts';

// CASINO.md's table: outcome, per mille, odds.
const table: [Delivery, number, number][] = [
  ['0 Runs', 350, 2.71],
  ['1 Runs', 330, 2.87],
  ['2 Runs', 80, 11.87],
  ['3 Runs', 10, 95],
  ['4 Runs', 110, 8.63],
  ['6 Runs', 50, 18.99],
  ['Wicket', 45, 21.11],
  ['Extra Runs', 25, 37.99],
];

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

  it('returns each runner its theoretical RTP over a million seeded rounds (CASINO.md 4)', () => {
    const bets = [
      ...table.map(([, perMille, odds], index) => ({
        suffix: 'main',
        selectionId: index + 1,
        ...rtpAtChance(perMille / 1000, odds),
      })),
      { suffix: 'boundary', selectionId: 20, ...rtpAtChance(0.16, 5.93) },
    ];
    // CASINO.md: 0 Runs 0.9485 (sigma 1.2926) ... Boundary 0.9488 (2.1740).
    expect(bets[0]).toMatchObject({ rtp: expect.closeTo(0.9485, 4), sigma: expect.closeTo(1.2926, 4) });
    expect(bets[8]).toMatchObject({ rtp: expect.closeTo(0.9488, 4), sigma: expect.closeTo(2.174, 4) });
    const readings = rtpReadings(ballbyball, bets);
    for (const reading of readings) expect(reading, JSON.stringify(reading)).toMatchObject({ inside: true });
  });
});
