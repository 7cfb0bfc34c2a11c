import { formatMoney, fromMinor } from '@exchange/domain';
import type { ProfitLossDay } from './profitLossDays.ts';

/** Whose P/L the chart shows: a player's own, or an operator's share of its downline's book. */
export type ProfitLossSubject = 'player' | 'book';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' });

/** '05 Jan' from '2026-01-05'. */
export function dayLabel(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** Whether the period has anything to draw: a period of quiet days is said in words only. */
export function hasResults(days: readonly ProfitLossDay[]): boolean {
  return days.some((day) => day.total !== 0);
}

/** The words a screen reader hears in place of the picture, and everyone reads under it. */
export function chartSummary(days: readonly ProfitLossDay[], subject: ProfitLossSubject = 'player'): string {
  const last = days.at(-1);
  if (!last || !hasResults(days)) return 'No settled results in this period.';
  const best = days.reduce((a, b) => (b.total > a.total ? b : a));
  const worst = days.reduce((a, b) => (b.total < a.total ? b : a));
  return [
    subject === 'book' && 'Your share of the book.',
    `Net over the period ${formatMoney(last.cumulative)}.`,
    best.total > 0 && `Best day ${dayLabel(best.date)}: ${formatMoney(best.total)}.`,
    worst.total < 0 && `Worst day ${dayLabel(worst.date)}: ${formatMoney(worst.total)}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The rupee range the value axis spans: every day's P/L and running total, and zero, so that the zero line
 * (profit above, loss below) is always on the chart.
 */
export function valueExtent(days: readonly ProfitLossDay[]): [number, number] {
  const values = days.flatMap((day) => [fromMinor(day.total), fromMinor(day.cumulative)]);
  return [Math.min(0, ...values), Math.max(0, ...values)];
}

/**
 * The days whose date the time axis labels: the first and then every n-th, n the smallest step that keeps
 * at most `room` labels (a phone's narrow chart labels fewer days than a desktop's).
 */
export function labelledDays(days: readonly ProfitLossDay[], room: number): ProfitLossDay[] {
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(room))));
  return days.filter((_, index) => index % every === 0);
}
