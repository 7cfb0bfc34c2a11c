import { formatDateTime, terms } from '@exchange/domain';
import type { RgEventKind } from '@exchange/domain';
import type { Jurisdiction, LimitWindow, RgState, RgStatus } from './types.ts';

const units: Record<string, [string, string]> = {
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  w: ['week', 'weeks'],
  m: ['month', 'months'],
  y: ['year', 'years'],
};

/** A period's code as the contract spells it ('6m', '24h') in words: '6 months', '24 hours'. */
export function periodLabel(code: string): string {
  const match = /^(\d+)([hdwmy])$/.exec(code);
  const unit = match && units[match[2] ?? ''];
  if (!match || !unit) return code;
  const count = Number(match[1]);
  return `${count} ${count === 1 ? unit[0] : unit[1]}`;
}

export const jurisdictionLabels: Record<Jurisdiction, string> = {
  intl: 'Outside the UK',
  uk: 'United Kingdom',
};

export const statusLabels: Record<RgStatus, string> = {
  active: 'Active',
  self_excluded: 'Self-excluded',
  awaiting_reactivation: 'Awaiting reactivation',
  cooling_off: 'Cool-off',
};

export const statusTones = {
  active: 'positive',
  self_excluded: 'critical',
  awaiting_reactivation: 'warning',
  cooling_off: 'warning',
} as const satisfies Record<RgStatus, string>;

export const limitWindowLabels: Record<LimitWindow, { label: string; window: string }> = {
  day: { label: 'Daily limit', window: 'the last 24 hours' },
  week: { label: 'Weekly limit', window: 'the last 7 days' },
  month: { label: 'Monthly limit', window: 'the last 30 days' },
};

export const limitWindows: readonly LimitWindow[] = ['day', 'week', 'month'];

/** Spec 9: "limit changes take effect after 7 days", said as the rule the server applies. */
export const limitRule = `Lowering a limit, or setting your first one, applies at once. Raising or removing a limit takes effect after ${terms.limitChangeDelayDays} days.`;

/** What a block leaves a player able to do (the server refuses bets and deposits, not these). */
export const stillPossible = 'You can still sign in, see your balance and withdraw.';

/** Spec 9: the UK's cool-off periods in words, '24 hours, 1 week, 3 weeks or 6 weeks'. */
export const coolOffPeriodsText = terms.ukCoolOffPeriods
  .map((period) => period.label)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/** The cool-off our support sets at a UK player's request. */
export const coolOffOffer = `For a shorter break, ask our support for a cool-off of ${coolOffPeriodsText}.`;

/** The player's state in one or two sentences, for the player's own page. */
export function statusSentence(
  state: Pick<RgState, 'status' | 'jurisdiction' | 'selfExclusion' | 'coolOff'>,
): string {
  const until = (period: { until: string } | null) => (period ? formatDateTime(period.until) : '');
  switch (state.status) {
    case 'active':
      return 'Your account is open: you can bet and deposit.';
    case 'self_excluded':
      return `You are self-excluded until ${until(state.selfExclusion)}: no bets and no deposits. ${stillPossible} ${
        state.jurisdiction === 'uk'
          ? 'When the period ends, only our support can reopen your account.'
          : 'Your account reopens by itself when the period ends.'
      }`;
    case 'awaiting_reactivation':
      return `Your self-exclusion ended on ${until(state.selfExclusion)}. Only our support can reopen your account: contact them if you want to play again. ${stillPossible}`;
    case 'cooling_off':
      return `Your cool-off lasts until ${until(state.coolOff)}: no bets and no deposits. ${stillPossible} Your account reopens by itself at the end.`;
  }
}

/** What each event of a player's history was, for the operator's history table. */
export const eventLabels: Record<RgEventKind, string> = {
  jurisdiction_set: 'Jurisdiction set',
  deposit_limits_changed: 'Deposit limits changed',
  self_excluded: 'Self-excluded',
  reactivated: 'Reactivated',
  cool_off_set: 'Cool-off set',
  reality_check_continued: 'Reality check: continued',
  reality_check_opted_out: 'Reality check: reminders stopped',
  reality_check_enabled: 'Reality check: reminders on',
};
