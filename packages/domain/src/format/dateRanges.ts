import { isValid, parse, subDays, subMonths, subYears } from 'date-fns';
import { defaultReportRangeDays, reportHistoryYears } from '../constants/reports.ts';
import { dateFormats, formatIsoDate, type DateRange } from './dates.ts';

// Apart from dates.ts: date-fns' parser is about 20 kB, which every page that formats a date took with the
// formatting (the player's first pages among them); only the report screens read a date back.

/** A 'YYYY-MM-DD' text as local midnight of that day, or null unless it is exactly such a real date. */
export function parseIsoDate(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parse(text, dateFormats.isoDate, new Date(0));
  return isValid(date) ? date : null;
}

/** Spec 9: "Default report range: last 7 days": from 7 days before `today` up to `today`. */
export function lastSevenDays(today: Date): DateRange {
  return { startDate: formatIsoDate(subDays(today, defaultReportRangeDays)), endDate: formatIsoDate(today) };
}

/** Spec 9: "(a helper also offers one month back to today)". */
export function oneMonthBack(today: Date): DateRange {
  return { startDate: formatIsoDate(subMonths(today, 1)), endDate: formatIsoDate(today) };
}

/** The dates a report's inputs may take, 'YYYY-MM-DD', both inclusive. */
export interface DateBounds {
  readonly min: string;
  readonly max: string;
}

/**
 * Spec 5: "Date inputs are bounded by a minimum and maximum whose values are not shown": never after
 * `today` (nothing has happened yet), never before `reportHistoryYears` back (docs/features/settlement-and-reports.md).
 */
export function reportDateBounds(today: Date): DateBounds {
  return { min: formatIsoDate(subYears(today, reportHistoryYears)), max: formatIsoDate(today) };
}
