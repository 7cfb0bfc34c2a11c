import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsLabel, commissionOn, maxCommissionBasisPoints } from './commission.ts';
import { minor } from './minorUnits.ts';

describe('commissionOn', () => {
  it('takes the rate of a net win, rounded once to the paisa', () => {
    expect(commissionOn(minor(100_000), 200)).toBe(2_000);
    expect(commissionOn(minor(12_345), 250)).toBe(309);
    // 0.5 paisa rounds away from zero.
    expect(commissionOn(minor(25), 200)).toBe(1);
    expect(commissionOn(minor(24), 200)).toBe(0);
  });

  it('takes nothing on a loss, on zero, or at a rate of 0', () => {
    expect(commissionOn(minor(-100_000), 500)).toBe(0);
    expect(commissionOn(minor(0), 500)).toBe(0);
    expect(commissionOn(minor(100_000), 0)).toBe(0);
  });

  it('is never negative and never more than the win', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: maxCommissionBasisPoints }),
        (pnl, basisPoints) => {
          const commission = commissionOn(minor(pnl), basisPoints);
          expect(Number.isSafeInteger(commission)).toBe(true);
          expect(commission).toBeGreaterThanOrEqual(0);
          expect(commission).toBeLessThanOrEqual(Math.max(0, pnl));
        },
      ),
    );
  });
});

describe('basisPointsLabel', () => {
  it('reads a rate as a percentage without trailing zeros', () => {
    expect(basisPointsLabel(200)).toBe('2%');
    expect(basisPointsLabel(250)).toBe('2.5%');
    expect(basisPointsLabel(5)).toBe('0.05%');
    expect(basisPointsLabel(0)).toBe('0%');
  });
});
