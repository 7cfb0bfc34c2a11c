import type { DateRange } from './dates.ts';

/**
 * The characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection): `=`, `+`, `-`,
 * `@`, and the tab and carriage return some programs strip before looking.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A text cell of an exported CSV, made inert: one that a spreadsheet would run as a formula gets a leading
 * apostrophe (OWASP's advice), which the spreadsheet shows as text and does not evaluate. Only text is
 * passed here: an amount stays a number, so a negative balance still reads as one.
 */
export function neutraliseCsvCell(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** The kinds of file a report downloads as. */
export type ExportFormat = 'csv' | 'pdf';

/** `account-statement_2026-11-01_2026-11-30.csv`: the report's slug and the period it holds. */
export function exportFileName(report: string, range: DateRange, format: ExportFormat): string {
  return `${report}_${range.startDate}_${range.endDate}.${format}`;
}
