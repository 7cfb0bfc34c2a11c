import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../money/minorUnits.ts';
import { sessionBetResult, sessionBook, sessionExposure, type SessionBet } from './fancy.ts';

const rupees = (amount: number) => minor(amount * 100);

describe('session fancy positions', () => {
  const no78: SessionBet = { side: 'lay', line: 78, rate: 100, stake: rupees(100) };
  const yes80: SessionBet = { side: 'back', line: 80, rate: 100, stake: rupees(100) };

  it('DOMAIN.md: Yes wins S x R/100 from the line up, else loses S; No wins S below the line, else loses S x R/100', () => {
    const yes: SessionBet = { side: 'back', line: 50, rate: 90, stake: rupees(100) };
    expect(sessionBetResult(yes, 49)).toBe(rupees(-100));
    expect(sessionBetResult(yes, 50)).toBe(rupees(90));
    const no: SessionBet = { side: 'lay', line: 50, rate: 90, stake: rupees(100) };
    expect(sessionBetResult(no, 49)).toBe(rupees(100));
    expect(sessionBetResult(no, 50)).toBe(rupees(-90));
  });

  it('DOMAIN.md: No 78 @ 100 and Yes 80 @ 100 lose both on 78 and 79', () => {
    expect(sessionBook([no78, yes80])).toEqual([
      { fromRuns: 0, toRuns: 77, amount: 0 },
      { fromRuns: 78, toRuns: 79, amount: rupees(-200) },
      { fromRuns: 80, toRuns: null, amount: 0 },
    ]);
    expect(sessionExposure([no78, yes80])).toBe(rupees(200));
  });

  it('a fractional line needs the next whole run', () => {
    const yes: SessionBet = { side: 'back', line: 49.5, rate: 100, stake: rupees(10) };
    expect(sessionBetResult(yes, 49)).toBe(rupees(-10));
    expect(sessionBetResult(yes, 50)).toBe(rupees(10));
  });

  it('merges neighbouring bands with the same amount', () => {
    const yesLow: SessionBet = { side: 'back', line: 30, rate: 100, stake: rupees(10) };
    const noHigh: SessionBet = { side: 'lay', line: 40, rate: 100, stake: rupees(10) };
    // Below 30: -10 + 10 = 0; 30 to 39: +10 + 10 = 20; 40 and up: +10 - 10 = 0.
    expect(sessionBook([yesLow, noHigh])).toEqual([
      { fromRuns: 0, toRuns: 29, amount: 0 },
      { fromRuns: 30, toRuns: 39, amount: rupees(20) },
      { fromRuns: 40, toRuns: null, amount: 0 },
    ]);
    expect(sessionExposure([yesLow, noHigh])).toBe(0);
    // Yes 50 and No 60 at 100, then No 50 and Yes 60: the swings at each line cancel, one band of 0.
    const cancelling: SessionBet[] = [
      { side: 'back', line: 50, rate: 100, stake: rupees(10) },
      { side: 'lay', line: 50, rate: 100, stake: rupees(10) },
      { side: 'lay', line: 60, rate: 100, stake: rupees(5) },
      { side: 'back', line: 60, rate: 100, stake: rupees(5) },
    ];
    expect(sessionBook(cancelling)).toEqual([{ fromRuns: 0, toRuns: null, amount: 0 }]);
    // Two lines whose bands come out equal merge into one.
    const yes40: SessionBet = { side: 'back', line: 40, rate: 100, stake: rupees(10) };
    const pair = [
      yes40,
      { ...yes40, line: 45 },
      { ...yes40, side: 'lay' as const, line: 45, stake: rupees(10) },
    ];
    expect(sessionBook(pair)).toEqual([
      { fromRuns: 0, toRuns: 39, amount: rupees(-10) },
      { fromRuns: 40, toRuns: null, amount: rupees(10) },
    ]);
  });

  it('an empty position has no exposure; a line of 0 is always reached', () => {
    expect(sessionBook([])).toEqual([{ fromRuns: 0, toRuns: null, amount: 0 }]);
    expect(sessionExposure([])).toBe(0);
    expect(sessionBook([{ side: 'back', line: 0, rate: 100, stake: rupees(1) }])).toEqual([
      { fromRuns: 0, toRuns: null, amount: rupees(1) },
    ]);
  });

  it('refuses a negative or non-finite line', () => {
    expect(() => sessionBook([{ ...yes80, line: -1 }])).toThrow(RangeError);
    expect(() => sessionBetResult({ ...yes80, line: Number.NaN }, 5)).toThrow(RangeError);
  });

  const anyBet = fc.record({
    side: fc.constantFrom('back' as const, 'lay' as const),
    line: fc.integer({ min: 0, max: 300 }),
    rate: fc.integer({ min: 1, max: 200 }),
    stake: fc.integer({ min: 1, max: 1_000_000 }).map(minor),
  });

  it('property: exposure over every run total is the worst band, never negative', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { maxLength: 12 }), (bets) => {
        let worst = 0;
        for (let runs = 0; runs <= 302; runs += 1) {
          const total = bets.reduce((sum, bet) => sum + sessionBetResult(bet, runs), 0);
          worst = Math.min(worst, total);
        }
        expect(sessionExposure(bets)).toBe(-worst === 0 ? 0 : -worst);
        expect(sessionExposure(bets)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('property: the bands cover every run total once, and each band holds its amount throughout', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { maxLength: 12 }), (bets) => {
        const rows = sessionBook(bets);
        expect(rows[0]?.fromRuns).toBe(0);
        expect(rows.at(-1)?.toRuns).toBeNull();
        rows.forEach((row, index) => {
          const next = rows[index + 1];
          if (next) expect(next.fromRuns).toBe((row.toRuns ?? Infinity) + 1);
          if (next) expect(next.amount).not.toBe(row.amount);
          for (const runs of [row.fromRuns, row.toRuns ?? row.fromRuns + 500]) {
            expect(bets.reduce((sum, bet) => sum + sessionBetResult(bet, runs), 0)).toBe(row.amount);
          }
        });
      }),
    );
  });
});
