import { describe, expect, it } from 'vitest';
import { runnerStakeLimits } from './runnerStakeLimits.ts';

const table = { min: 10, max: 50_000 };
const back = (odds: number | null) => ({
  selection: { betOn: 'CASINO' as const, side: 'back' as const, matchId: 5002 },
  odds,
});

describe("the casino slip's stake limits", () => {
  it("are the table's for a runner whose top win stays under the casino's cap", () => {
    expect(runnerStakeLimits(table, 'lucky7', back(2))).toEqual(table);
  });

  it('lower the maximum to what the server takes at a high price', () => {
    // Rs 25 lakh at most won by one bet: at 101, Rs 25,000 staked.
    expect(runnerStakeLimits(table, 'lucky7', back(101))).toEqual({ min: 10, max: 25_000 });
  });

  it('never raise a maximum an operator set lower', () => {
    expect(runnerStakeLimits({ min: 100, max: 5_000 }, 'lucky7', back(101))).toEqual({
      min: 100,
      max: 5_000,
    });
  });

  it('keep the maximum for a lay at that price, which wins only its stake', () => {
    const lay = { selection: { ...back(101).selection, side: 'lay' as const }, odds: 101 };
    expect(runnerStakeLimits(table, 'lucky7', lay)).toEqual(table);
  });

  it("are the table's with no slip, no price yet, or a game the casino does not have", () => {
    expect(runnerStakeLimits(table, 'lucky7', null)).toEqual(table);
    expect(runnerStakeLimits(table, 'lucky7', back(null))).toEqual(table);
    expect(runnerStakeLimits(table, 'no-such-game', back(101))).toEqual(table);
  });
});
