import { describe, expect, it } from 'vitest';
import { chartSummary, dayLabel, hasResults, labelledDays, valueExtent } from './profitLossChartModel.ts';
import { profitLossDays } from './profitLossDays.ts';

const days = profitLossDays(
  [
    { total: 240.5, settledAt: '2026-01-07T12:05:00.000Z' },
    { total: -500, settledAt: '2026-01-10T19:25:00.000Z' },
    { total: 790, settledAt: '2026-01-12T17:40:00.000Z' },
  ],
  { startDate: '2026-01-05', endDate: '2026-01-12' },
);
const quiet = profitLossDays([], { startDate: '2026-01-05', endDate: '2026-01-12' });

describe('the P/L chart of the period', () => {
  it('sums the period up in words: the net, the best and the worst day', () => {
    expect(chartSummary(days)).toBe(
      'Net over the period 530.50. Best day 12 Jan: 790.00. Worst day 10 Jan: -500.00.',
    );
  });

  it("says an operator's figures are its share of the book", () => {
    expect(chartSummary(days, 'book')).toMatch(/^Your share of the book\. Net over the period 530\.50\./);
  });

  it('leaves out the best day of a period without a profit, and the worst of one without a loss', () => {
    const losing = profitLossDays([{ total: -20, settledAt: '2026-01-06T09:00:00.000Z' }], {
      startDate: '2026-01-05',
      endDate: '2026-01-06',
    });
    expect(chartSummary(losing)).toBe('Net over the period -20.00. Worst day 06 Jan: -20.00.');
  });

  it('draws nothing for a period of quiet days, and says so', () => {
    expect(hasResults(quiet)).toBe(false);
    expect(hasResults(days)).toBe(true);
    expect(chartSummary(quiet)).toBe('No settled results in this period.');
    expect(chartSummary([])).toBe('No settled results in this period.');
  });

  it("spans every day's P/L and running total, with zero always on the axis", () => {
    expect(valueExtent(days)).toEqual([-500, 790]);
    const winning = profitLossDays([{ total: 50, settledAt: '2026-01-05T09:00:00.000Z' }], {
      startDate: '2026-01-05',
      endDate: '2026-01-05',
    });
    expect(valueExtent(winning)).toEqual([0, 50]);
    expect(valueExtent(quiet)).toEqual([0, 0]);
  });

  it('labels as many dates as the axis has room for, from the first day, evenly', () => {
    expect(labelledDays(days, 8).map((day) => dayLabel(day.date))).toEqual([
      '05 Jan',
      '06 Jan',
      '07 Jan',
      '08 Jan',
      '09 Jan',
      '10 Jan',
      '11 Jan',
      '12 Jan',
    ]);
    expect(labelledDays(days, 3).map((day) => day.date)).toEqual(['2026-01-05', '2026-01-08', '2026-01-11']);
    // A 31-day month on a phone's 5 labels: every 7th day.
    const month = profitLossDays([], { startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(labelledDays(month, 5.6).map((day) => day.date.slice(8))).toEqual(['01', '08', '15', '22', '29']);
    expect(labelledDays(days, 0)).toHaveLength(1);
  });
});
