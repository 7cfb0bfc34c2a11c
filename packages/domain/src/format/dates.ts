import { format, isValid, parse, parseISO, subDays, subMonths, subYears } from 'date-fns';
import { defaultReportRangeDays, reportHistoryYears } from '../constants/reports.ts';

/**
 * Spec 9: "Date formats: DD/MM/YYYY HH:mm:ss (or day/month/year with h:mm:ss A), and YYYY-MM-DD", in
 * date-fns tokens. Times show in the runtime's time zone: the user's, in the browser.
 */
export const dateFormats = {
  dateTime: 'dd/MM/yyyy HH:mm:ss',
  dateTime12h: 'dd/MM/yyyy h:mm:ss a',
  isoDate: 'yyyy-MM-dd',
} as const;

/** A Date, an epoch-milliseconds number or an ISO 8601 string (as the API sends `createdAt`). */
export type DateInput = Date | number | string;

function toDate(input: DateInput): Date | null {
  const date = typeof input === 'string' ? parseISO(input) : new Date(input);
  return isValid(date) ? date : null;
}

function formatted(input: DateInput, pattern: string): string {
  const date = toDate(input);
  return date ? format(date, pattern) : '';
}

/** '05/01/2026 14:03:09'; '' for an unreadable date, so one bad row never breaks a table. */
export function formatDateTime(input: DateInput): string {
  return formatted(input, dateFormats.dateTime);
}

/** '05/01/2026 2:03:09 PM'. */
export function formatDateTime12h(input: DateInput): string {
  return formatted(input, dateFormats.dateTime12h);
}

/** '2026-01-05', the form the date inputs and report requests use. */
export function formatIsoDate(input: DateInput): string {
  return formatted(input, dateFormats.isoDate);
}

/** A 'YYYY-MM-DD' text as local midnight of that day, or null unless it is exactly such a real date. */
export function parseIsoDate(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parse(text, dateFormats.isoDate, new Date(0));
  return isValid(date) ? date : null;
}

/** A report's date range as the date inputs hold it. */
export interface DateRange {
  readonly startDate: string;
  readonly endDate: string;
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
