import { toMinor } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { profitLossDays } from './profitLossDays.ts';

describe('profitLossDays', () => {
  const range = { startDate: '2026-01-05', endDate: '2026-01-08' };

  it('gives every day of the period its net P/L and the running total, quiet days at zero', () => {
    const days = profitLossDays(
      [
        { total: 120.5, settledAt: '2026-01-05T10:00:00.000Z' },
        { total: -20.25, settledAt: '2026-01-05T23:59:59.000Z' },
        { total: -300, settledAt: '2026-01-07T08:00:00.000Z' },
      ],
      range,
    );
    expect(days).toEqual([
      { date: '2026-01-05', total: toMinor(100.25), cumulative: toMinor(100.25) },
      { date: '2026-01-06', total: toMinor(0), cumulative: toMinor(100.25) },
      { date: '2026-01-07', total: toMinor(-300), cumulative: toMinor(-199.75) },
      { date: '2026-01-08', total: toMinor(0), cumulative: toMinor(-199.75) },
    ]);
  });

  it('leaves out results without a settlement time or outside the period', () => {
    const days = profitLossDays([{ total: 50 }, { total: 70, settledAt: '2026-01-09T00:00:00.000Z' }], range);
    expect(days.map((day) => day.total)).toEqual([0, 0, 0, 0].map(toMinor));
  });

  it('has no days for a period that ends before it starts or is unreadable', () => {
    expect(profitLossDays([], { startDate: '2026-01-08', endDate: '2026-01-05' })).toEqual([]);
    expect(profitLossDays([], { startDate: 'soon', endDate: '2026-01-05' })).toEqual([]);
  });
});
