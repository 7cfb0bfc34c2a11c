import { isValid, lightFormat, parseISO } from 'date-fns';

/**
 * Spec 9: "Date formats: DD/MM/YYYY HH:mm:ss (or day/month/year with h:mm:ss A), and YYYY-MM-DD", in
 * date-fns tokens, all of which its `lightFormat` knows: `format` would bring its whole English locale (about
 * 15 kB) into every page that shows a date, for no other output (dates.test.ts). Times show in the runtime's time zone: the user's, in the browser.
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
  return date ? lightFormat(date, pattern) : '';
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

/** A report's date range as the date inputs hold it. */
export interface DateRange {
  readonly startDate: string;
  readonly endDate: string;
}
