import { describe, expect, it } from 'vitest';
import { maxRatePercent, percentToBasisPoints } from './ratePercent.ts';

describe('percentToBasisPoints', () => {
  it('reads a percentage with up to two decimals as whole basis points', () => {
    expect(percentToBasisPoints(2)).toEqual({ basisPoints: 200 });
    expect(percentToBasisPoints(2.5)).toEqual({ basisPoints: 250 });
    expect(percentToBasisPoints(2.05)).toEqual({ basisPoints: 205 });
    expect(percentToBasisPoints(0)).toEqual({ basisPoints: 0 });
    expect(percentToBasisPoints(maxRatePercent)).toEqual({ basisPoints: 1_000 });
  });

  it('refuses nothing, a third decimal, and a rate out of range', () => {
    expect(percentToBasisPoints(null)).toEqual({ error: 'Enter the rate' });
    expect(percentToBasisPoints(2.125)).toEqual({ error: 'Use at most two decimals' });
    expect(percentToBasisPoints(-1)).toEqual({ error: 'Enter a rate from 0 to 10%' });
    expect(percentToBasisPoints(10.01)).toEqual({ error: 'Enter a rate from 0 to 10%' });
  });
});
