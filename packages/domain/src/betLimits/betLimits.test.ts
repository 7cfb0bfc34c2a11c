import { describe, expect, it } from 'vitest';
import { minor } from '../money/minorUnits.ts';
import * as v from 'valibot';
import { saveBetLimitsRequestSchema } from '../schemas/betLimits.ts';
import {
  betLimitRefusalMessages,
  betLimitsFor,
  betLimitsFromWire,
  betLimitsToWire,
  contradictoryBetLimits,
  contradictoryBetLimitsMessage,
  noBetLimits,
  tightestBetLimits,
  widenedBetLimit,
  widerThanAboveMessage,
  type BetLimits,
} from './betLimits.ts';

const limits = (set: Partial<BetLimits>): BetLimits => ({ ...noBetLimits, ...set });

describe('market and sport limits', () => {
  it('bind with the tightest of each: the higher minimum, the lower maximum, the longer delay', () => {
    const platform = limits({
      minStake: minor(1_000),
      maxStake: minor(50_000),
      minOdds: 1.2,
      inPlayDelay: 3,
    });
    const label = limits({ minStake: minor(500), maxStake: minor(20_000), maxOdds: 10, inPlayDelay: 5 });
    expect(tightestBetLimits([platform, label])).toEqual({
      ...noBetLimits,
      minStake: minor(1_000),
      maxStake: minor(20_000),
      minOdds: 1.2,
      maxOdds: 10,
      inPlayDelay: 5,
    });
    expect(tightestBetLimits([])).toEqual(noBetLimits);
  });

  it('name the first limit set wider than the one above, with its bound; none set is never wider', () => {
    const above = limits({ maxStake: minor(50_000), minOdds: 1.5, inPlayDelay: 3 });
    expect(widenedBetLimit(limits({ maxStake: minor(50_000), minOdds: 1.6 }), above)).toBeUndefined();
    expect(widenedBetLimit(noBetLimits, above)).toBeUndefined();
    expect(widenedBetLimit(limits({ maxStake: minor(50_001) }), above)).toEqual({
      name: 'maxStake',
      bound: 50_000,
    });
    expect(widenedBetLimit(limits({ minOdds: 1.49, inPlayDelay: 2 }), above)).toEqual({
      name: 'minOdds',
      bound: 1.5,
    });
    // Nothing set above: anything is narrower than no limit.
    expect(widenedBetLimit(limits({ maxProfit: minor(1) }), noBetLimits)).toBeUndefined();
  });

  it('say which bound was passed, in the unit of its limit', () => {
    expect(widerThanAboveMessage('maxStake', 50_000)).toBe(
      'Maximum stake must be at most 500.00: that limit is set above you, and yours may only narrow it.',
    );
    expect(widerThanAboveMessage('minOdds', 1.5)).toMatch(/^Minimum odds must be at least 1\.50:/);
    expect(widerThanAboveMessage('inPlayDelay', 3)).toMatch(/^In-play delay must be at least 3 s:/);
  });

  it('find a minimum above its maximum', () => {
    expect(contradictoryBetLimits(limits({ minStake: minor(200), maxStake: minor(100) }))).toBe('stake');
    expect(contradictoryBetLimits(limits({ minOdds: 3, maxOdds: 2 }))).toBe('odds');
    expect(contradictoryBetLimits(limits({ minStake: minor(100), maxStake: minor(100) }))).toBeUndefined();
  });

  it("bind a market type with its sport's limits and its own, and no other type's", () => {
    const rows = [
      { sportId: 1, marketType: null, limits: limits({ maxStake: minor(10_000) }) },
      { sportId: 1, marketType: 'Correct Score', limits: limits({ maxStake: minor(2_000), maxOdds: 50 }) },
      { sportId: 1, marketType: 'Half Time', limits: limits({ maxStake: minor(1_000) }) },
      { sportId: 2, marketType: null, limits: limits({ maxStake: minor(500) }) },
    ];
    expect(betLimitsFor(rows, { sportId: 1, marketType: 'Correct Score' })).toEqual(
      limits({ maxStake: minor(2_000), maxOdds: 50 }),
    );
    expect(betLimitsFor(rows, { sportId: 1, marketType: 'Match Odds' })).toEqual(
      limits({ maxStake: minor(10_000) }),
    );
    expect(betLimitsFor(rows, { sportId: 1, marketType: null })).toEqual(limits({ maxStake: minor(10_000) }));
  });

  it('carry amounts in rupees on the wire and in paisa inside', () => {
    const inside = limits({ maxLoss: minor(12_345), minOdds: 1.01, inPlayDelay: 4 });
    const wire = betLimitsToWire(inside);
    expect(wire).toMatchObject({ maxLoss: 123.45, minOdds: 1.01, inPlayDelay: 4, maxStake: null });
    expect(betLimitsFromWire(wire)).toEqual(inside);
  });

  it('tell a player which limit a bet met, in its unit', () => {
    expect(betLimitRefusalMessages.minOdds(1.5)).toBe(
      'The lowest odds you can bet at on this market are 1.50.',
    );
    expect(betLimitRefusalMessages.maxOdds(20)).toBe(
      'The highest odds you can bet at on this market are 20.00.',
    );
    expect(betLimitRefusalMessages.maxProfit(minor(1_000_000))).toBe(
      'You can win at most 10000.00 on this market, with your other bets on it. Lower the stake.',
    );
    expect(betLimitRefusalMessages.maxLoss(minor(50))).toBe(
      'You can lose at most 0.50 on this market, with your other bets on it. Lower the stake.',
    );
    expect(contradictoryBetLimitsMessage('odds')).toBe(
      'The minimum odds would be above the maximum, which refuses every bet.',
    );
  });

  it("are set for a sport with exchange markets, or one of that sport's market types", () => {
    const request = (sportId: number, marketType: string | null) => ({
      sportId,
      marketType,
      limits: betLimitsToWire(noBetLimits),
    });
    expect(v.is(saveBetLimitsRequestSchema, request(1, 'Correct Score'))).toBe(true);
    expect(v.is(saveBetLimitsRequestSchema, request(2, null))).toBe(true);
    expect(v.is(saveBetLimitsRequestSchema, request(2, 'Correct Score'))).toBe(false);
    expect(v.is(saveBetLimitsRequestSchema, request(5000, null))).toBe(false);
  });
});
