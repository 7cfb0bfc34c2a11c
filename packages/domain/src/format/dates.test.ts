import { describe, expect, it } from 'vitest';
import { dateFormats, formatDateTime, formatDateTime12h, formatIsoDate } from './dates.ts';
import { lastSevenDays, oneMonthBack, parseIsoDate, reportDateBounds } from './dateRanges.ts';

// Local times, so the expectations hold in any time zone the tests run in.
const afternoon = new Date(2026, 0, 5, 14, 3, 9);
const justAfterMidnight = new Date(2026, 10, 22, 0, 7, 30);

describe('dates (spec 9 formats)', () => {
  it('uses the three formats of the spec', () => {
    expect(dateFormats).toEqual({
      dateTime: 'dd/MM/yyyy HH:mm:ss',
      dateTime12h: 'dd/MM/yyyy h:mm:ss a',
      isoDate: 'yyyy-MM-dd',
    });
  });

  it('DD/MM/YYYY HH:mm:ss', () => {
    expect(formatDateTime(afternoon)).toBe('05/01/2026 14:03:09');
    expect(formatDateTime(justAfterMidnight.getTime())).toBe('22/11/2026 00:07:30');
  });

  it('day/month/year with h:mm:ss A', () => {
    expect(formatDateTime12h(afternoon)).toBe('05/01/2026 2:03:09 PM');
    expect(formatDateTime12h(justAfterMidnight)).toBe('22/11/2026 12:07:30 AM');
  });

  it('YYYY-MM-DD', () => {
    expect(formatIsoDate(afternoon)).toBe('2026-01-05');
  });

  it('reads ISO strings as the API sends them', () => {
    const instant = '2026-01-05T14:03:09.000Z';
    expect(formatDateTime(instant)).toBe(formatDateTime(new Date(Date.UTC(2026, 0, 5, 14, 3, 9))));
    expect(formatIsoDate('2026-03-01')).toBe('2026-03-01');
  });

  it('shows nothing for an unreadable date rather than breaking a table', () => {
    expect(formatDateTime('yesterday')).toBe('');
    expect(formatDateTime12h(Number.NaN)).toBe('');
    expect(formatIsoDate(new Date(Number.NaN))).toBe('');
  });

  it('parses YYYY-MM-DD as local midnight, and nothing else', () => {
    expect(parseIsoDate('2026-02-28')?.getTime()).toBe(new Date(2026, 1, 28).getTime());
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('28/02/2026')).toBeNull();
    expect(parseIsoDate('2026-2-28')).toBeNull();
  });

  it('default report range: the last 7 days up to today', () => {
    expect(lastSevenDays(justAfterMidnight)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-22' });
    expect(lastSevenDays(new Date(2026, 2, 3, 12))).toEqual({
      startDate: '2026-02-24',
      endDate: '2026-03-03',
    });
  });

  it('one month back to today', () => {
    expect(oneMonthBack(justAfterMidnight)).toEqual({ startDate: '2026-10-22', endDate: '2026-11-22' });
    expect(oneMonthBack(new Date(2026, 2, 31, 9))).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-03-31',
    });
  });
});

describe('reportDateBounds (spec 5: date inputs bounded)', () => {
  it('ends today and starts two years back, the same day of the year', () => {
    expect(reportDateBounds(justAfterMidnight)).toEqual({ min: '2024-11-22', max: '2026-11-22' });
    // A leap day two years on has no twin: the last day of February.
    expect(reportDateBounds(new Date(2028, 1, 29, 12))).toEqual({ min: '2026-02-28', max: '2028-02-29' });
  });

  it('holds the default range of the last 7 days', () => {
    const bounds = reportDateBounds(justAfterMidnight);
    const range = lastSevenDays(justAfterMidnight);
    expect(range.startDate >= bounds.min && range.endDate <= bounds.max).toBe(true);
  });
});
