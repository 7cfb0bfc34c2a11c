import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../money/minorUnits.ts';
import { marketBook } from './book.ts';
import { availableBalance, betAcceptance, bookExposure, totalExposure, worstCase } from './exposure.ts';

const rupees = (amount: number) => minor(amount * 100);

describe('exposure', () => {
  it('DOMAIN.md: the book 0 / -50 has exposure 50', () => {
    const book = marketBook(
      [1, 2],
      [
        { selectionId: 1, side: 'back', stake: rupees(100), price: 2, rule: 'decimalOdds' },
        { selectionId: 1, side: 'lay', stake: rupees(50), price: 3, rule: 'decimalOdds' },
      ],
    );
    expect(bookExposure(book)).toBe(rupees(50));
  });

  it('is 0 when no outcome loses, and for an empty book', () => {
    expect(worstCase([rupees(10), rupees(0)])).toBe(0);
    expect(worstCase([])).toBe(0);
    expect(bookExposure([])).toBe(0);
    expect(worstCase([rupees(-3), rupees(-7), rupees(5)])).toBe(rupees(7));
  });

  it('adds up over markets, and available balance is balance minus exposure', () => {
    expect(totalExposure([rupees(50), rupees(200), rupees(0)])).toBe(rupees(250));
    expect(totalExposure([])).toBe(0);
    expect(availableBalance(rupees(1000), rupees(250))).toBe(rupees(750));
    expect(availableBalance(rupees(100), rupees(250))).toBe(rupees(-150));
  });

  it.each([
    // balance, current, new, limit, expected
    [1000, 0, 500, undefined, 'accepted'],
    [1000, 0, 1000, undefined, 'accepted'],
    [1000, 0, 1001, undefined, 'insufficientBalance'],
    [1000, 0, 600, 500, 'exposureLimitExceeded'],
    [1000, 0, 500, 500, 'accepted'],
    // A bet that lowers (or keeps) exposure is always allowed, even past the balance or the limit.
    [100, 800, 700, 500, 'accepted'],
    [100, 800, 800, 500, 'accepted'],
    [100, 800, 801, 5000, 'insufficientBalance'],
  ] as const)('balance %s, exposure %s -> %s, limit %s: %s', (balance, current, next, limit, expected) => {
    expect(
      betAcceptance({
        balance: rupees(balance),
        currentExposure: rupees(current),
        newExposure: rupees(next),
        exposureLimit: limit === undefined ? undefined : rupees(limit),
      }),
    ).toBe(expected);
  });

  it('property: exposure is never negative and equals minus the minimum of the book when it is negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e12, max: 1e12 }).map(minor), { maxLength: 30 }),
        (amounts) => {
          const exposure = worstCase(amounts);
          expect(exposure).toBeGreaterThanOrEqual(0);
          const lowest = Math.min(0, ...amounts);
          expect(exposure).toBe(-lowest === 0 ? 0 : -lowest);
        },
      ),
    );
  });

  it('property: betAcceptance never accepts a rise in exposure past the balance or the limit', () => {
    const amount = fc.integer({ min: 0, max: 1e9 }).map(minor);
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        fc.option(amount, { nil: undefined }),
        (balance, current, next, limit) => {
          const verdict = betAcceptance({
            balance,
            currentExposure: current,
            newExposure: next,
            exposureLimit: limit,
          });
          if (next <= current) expect(verdict).toBe('accepted');
          else if (verdict === 'accepted') {
            expect(next).toBeLessThanOrEqual(balance);
            if (limit !== undefined) expect(next).toBeLessThanOrEqual(limit);
          }
        },
      ),
    );
  });
});
