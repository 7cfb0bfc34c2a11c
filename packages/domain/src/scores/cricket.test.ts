import { describe, expect, it } from 'vitest';
import { ballsFromOvers, chase, oversFromBalls, runRate } from './cricket.ts';

describe('cricket score arithmetic', () => {
  it('reads overs as overs and balls, not a decimal', () => {
    expect(ballsFromOvers(15.2)).toBe(92);
    expect(ballsFromOvers(0)).toBe(0);
    expect(ballsFromOvers(20)).toBe(120);
    expect(oversFromBalls(92)).toBe(15.2);
    expect(oversFromBalls(120)).toBe(20);
  });

  it('refuses an over count the game cannot show', () => {
    expect(() => ballsFromOvers(15.6)).toThrow(RangeError);
    expect(() => ballsFromOvers(-1)).toThrow(RangeError);
    expect(() => ballsFromOvers(Number.NaN)).toThrow(RangeError);
  });

  it('gives the run rate per over, none before the first ball', () => {
    expect(runRate(120, 15.2)).toBeCloseTo(7.826, 3);
    expect(runRate(12, 2)).toBe(6);
    expect(runRate(0, 0)).toBeNull();
  });

  it('works out a chase against the overs left', () => {
    expect(chase({ target: 186, runs: 120, overs: 15.2, scheduledOvers: 20 })).toEqual({
      runsNeeded: 66,
      ballsLeft: 28,
      requiredRate: (66 * 6) / 28,
    });
  });

  it('has no required rate once the target is reached, the overs are gone or unknown', () => {
    expect(chase({ target: 150, runs: 151, overs: 18, scheduledOvers: 20 })).toEqual({
      runsNeeded: 0,
      ballsLeft: 12,
      requiredRate: null,
    });
    expect(chase({ target: 150, runs: 140, overs: 20, scheduledOvers: 20 }).requiredRate).toBeNull();
    expect(chase({ target: 300, runs: 100, overs: 30 })).toEqual({
      runsNeeded: 200,
      ballsLeft: null,
      requiredRate: null,
    });
  });
});
