import { add, type Duration } from 'date-fns';

/**
 * Spec 9, terms: the responsible-gaming rules differ for players in the UK and outside it (`intl`). The
 * operator creating a player sets it; a player created without one is outside the UK.
 */
export const jurisdictions = ['uk', 'intl'] as const;
export type Jurisdiction = (typeof jurisdictions)[number];
export const defaultJurisdiction: Jurisdiction = 'intl';

/** Every self-exclusion period any player may choose; `selfExclusionPeriodsFor` narrows by jurisdiction. */
export const selfExclusionPeriods = ['1d', '1w', '1m', '3m', '6m', '1y', '2y', '5y'] as const;
export type SelfExclusionPeriod = (typeof selfExclusionPeriods)[number];

/** Spec 9: "in the UK the minimum is 6 months"; outside it the player chooses from a day up. */
const selfExclusionPeriodsByJurisdiction = {
  intl: ['1d', '1w', '1m', '3m', '6m', '1y', '5y'],
  uk: ['6m', '1y', '2y', '5y'],
} as const satisfies Record<Jurisdiction, readonly SelfExclusionPeriod[]>;

export function selfExclusionPeriodsFor(jurisdiction: Jurisdiction): readonly SelfExclusionPeriod[] {
  return selfExclusionPeriodsByJurisdiction[jurisdiction];
}

/** Spec 9: "Cool-off (UK only): 24 hours, 1 week, 3 weeks or 6 weeks". */
export const coolOffPeriods = ['24h', '1w', '3w', '6w'] as const;
export type CoolOffPeriod = (typeof coolOffPeriods)[number];

/** Spec 9: "reality check every 1 hour for players outside the UK". */
export const realityCheckIntervalMinutes = 60;

/** The deposit-limit windows: rolling, counted back from now. */
export const depositLimitWindows = ['day', 'week', 'month'] as const;
export type DepositLimitWindow = (typeof depositLimitWindows)[number];

/** Spec 9 terms: "limit changes take effect after 7 days" (an increase or a removal; a decrease at once). */
export const depositLimitIncreaseDelay: Duration = { days: 7 };

const periodDurations: Record<SelfExclusionPeriod | CoolOffPeriod, Duration> = {
  '24h': { hours: 24 },
  '1d': { days: 1 },
  '1w': { weeks: 1 },
  '3w': { weeks: 3 },
  '6w': { weeks: 6 },
  '1m': { months: 1 },
  '3m': { months: 3 },
  '6m': { months: 6 },
  '1y': { years: 1 },
  '2y': { years: 2 },
  '5y': { years: 5 },
};

/** When a self-exclusion or cool-off of `period` started at `from` ends (calendar months and years). */
export function periodEnd(from: Date, period: SelfExclusionPeriod | CoolOffPeriod): Date {
  return add(from, periodDurations[period]);
}

/** How far back each deposit-limit window reaches: a rolling 24 hours, 7 days and 30 days. */
export const depositLimitWindowDurations: Record<DepositLimitWindow, Duration> = {
  day: { hours: 24 },
  week: { days: 7 },
  month: { days: 30 },
};
