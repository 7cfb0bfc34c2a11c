import { describe, expect, it } from 'vitest';
import {
  coolOffPeriods,
  depositLimitWindowDurations,
  periodEnd,
  selfExclusionPeriods,
  selfExclusionPeriodsFor,
} from './periods.ts';

const start = new Date('2026-01-31T10:00:00.000Z');

describe('responsible-gaming periods', () => {
  it('a UK player chooses six months at least; a player outside the UK from a day up', () => {
    expect(selfExclusionPeriodsFor('uk')).toEqual(['6m', '1y', '2y', '5y']);
    expect(selfExclusionPeriodsFor('intl')).toEqual(['1d', '1w', '1m', '3m', '6m', '1y', '5y']);
    for (const jurisdiction of ['uk', 'intl'] as const) {
      for (const period of selfExclusionPeriodsFor(jurisdiction))
        expect(selfExclusionPeriods).toContain(period);
    }
  });

  it('spec 9: cool-off is 24 hours, 1 week, 3 weeks or 6 weeks', () => {
    expect(coolOffPeriods).toEqual(['24h', '1w', '3w', '6w']);
  });

  it.each([
    ['24h', '2026-02-01T10:00:00.000Z'],
    ['1d', '2026-02-01T10:00:00.000Z'],
    ['1w', '2026-02-07T10:00:00.000Z'],
    ['3w', '2026-02-21T10:00:00.000Z'],
    ['6w', '2026-03-14T10:00:00.000Z'],
    // Calendar months: the end of January plus a month is the end of February.
    ['1m', '2026-02-28T10:00:00.000Z'],
    ['3m', '2026-04-30T10:00:00.000Z'],
    ['6m', '2026-07-31T10:00:00.000Z'],
    ['1y', '2027-01-31T10:00:00.000Z'],
    ['2y', '2028-01-31T10:00:00.000Z'],
    ['5y', '2031-01-31T10:00:00.000Z'],
  ] as const)('a %s period from 31 January ends at %s', (period, end) => {
    expect(periodEnd(start, period).toISOString()).toBe(end);
  });

  it('deposit windows roll back 24 hours, 7 days and 30 days', () => {
    expect(depositLimitWindowDurations).toEqual({
      day: { hours: 24 },
      week: { days: 7 },
      month: { days: 30 },
    });
  });
});
