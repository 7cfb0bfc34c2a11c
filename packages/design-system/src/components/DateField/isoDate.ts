/**
 * Helpers for calendar dates as the native date input speaks them: 'YYYY-MM-DD' strings, no time and
 * no time zone, so a date never shifts by a day between the user's clock and the server's.
 */

const isoDatePattern = /^(\d{4,6})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] | null {
  const match = isoDatePattern.exec(date);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Negative, zero or positive as `a` is before, the same as or after `b`. Numeric, so year 10000 sorts last. */
export function compareIsoDates(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  if (!pa || !pb) return a.localeCompare(b);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/** Where `date` falls against optional bounds; the bounds themselves are allowed. */
export function checkBounds(date: string, min?: string, max?: string): 'tooEarly' | 'tooLate' | null {
  if (min && compareIsoDates(date, min) < 0) return 'tooEarly';
  if (max && compareIsoDates(date, max) > 0) return 'tooLate';
  return null;
}

/**
 * While a user types the year digit by digit Chromium reports '0002-…', '0020-…', '0202-…': a year
 * under 1000 is a year still being typed, not an answer to judge yet.
 */
export function isYearBeingTyped(date: string): boolean {
  const p = parts(date);
  return p !== null && p[0] < 1000;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-15' -> '15 November 2026', the same on every machine. */
export function formatIsoDate(date: string): string {
  const p = parts(date);
  if (!p) return date;
  return longDate.format(new Date(Date.UTC(p[0], p[1] - 1, p[2])));
}
