import { addMinor, parseIsoDate, toMinor, zeroMinor, type DateRange, type Minor } from '@exchange/domain';

/** One day of the period: the net of the markets settled that day, and the running total to its end. */
export interface ProfitLossDay {
  /** YYYY-MM-DD (UTC: the report's periods are whole UTC days). */
  readonly date: string;
  readonly total: Minor;
  readonly cumulative: Minor;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Every day of the period with the P/L settled on it (zero on quiet days, so the chart's time axis is
 * true), in order. Items without a settlement time, or outside the period, are left out.
 */
export function profitLossDays(
  items: readonly { readonly total: number; readonly settledAt?: string | undefined }[],
  range: DateRange,
): ProfitLossDay[] {
  if (!parseIsoDate(range.startDate) || !parseIsoDate(range.endDate)) return [];
  const start = Date.parse(`${range.startDate}T00:00:00Z`);
  const end = Date.parse(`${range.endDate}T00:00:00Z`);
  if (start > end) return [];
  const totals = new Map<string, Minor>();
  for (const item of items) {
    const day = item.settledAt?.slice(0, 10);
    if (day === undefined) continue;
    totals.set(day, addMinor(totals.get(day) ?? zeroMinor, toMinor(item.total)));
  }
  const days: ProfitLossDay[] = [];
  let cumulative = zeroMinor;
  for (let time = start; time <= end; time += dayMs) {
    const date = new Date(time).toISOString().slice(0, 10);
    const total = totals.get(date) ?? zeroMinor;
    cumulative = addMinor(cumulative, total);
    days.push({ date, total, cumulative });
  }
  return days;
}
