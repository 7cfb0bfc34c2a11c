import { neutraliseCsvCell, Refusal, type ExportFormat } from '@exchange/domain';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../db/client.ts';

/**
 * What every report export shares (docs/adr/0039): one snapshot read of every row under the filters,
 * capped; dates in the viewer's time zone as the screens show them; the CSV, and the file's headers.
 */

/**
 * The most rows one export holds. A report is read in one snapshot (so no row shows twice or goes missing
 * while money moves); past this a period is refused, to be narrowed, rather than cut silently.
 */
export const exportRowLimit = 50_000;

/** The refusal of a period holding more rows than an export holds (a read asks for one more to tell). */
export function refuseOverLimit(rows: number, noun = 'rows'): void {
  if (rows > exportRowLimit) {
    throw new Refusal(
      'invalid_input',
      `The period holds more than ${exportRowLimit.toLocaleString('en-IN')} ${noun}: choose a shorter one`,
    );
  }
}

/**
 * Runs a report's reads in one read-only snapshot (repeatable read): a row written meanwhile is in every
 * read or in none, and a count agrees with the rows. Not for a read that opens its own transaction.
 */
export function readSnapshot<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** 'dd/MM/yyyy HH:mm:ss' in `timeZone`: the screens' format (domain formatDateTime), in the viewer's zone. */
export function dateTimeIn(timeZone: string): (date: Date | string) => string {
  let parts: Intl.DateTimeFormat;
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    throw new Refusal('invalid_input', 'timeZone: not a time zone');
  }
  return (date) => {
    const at = typeof date === 'string' ? new Date(date) : date;
    const part = Object.fromEntries(parts.formatToParts(at).map(({ type, value }) => [type, value]));
    return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
  };
}

/** Today's date, 'YYYY-MM-DD', in `timeZone`: the end of a report that runs from a start date to now. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    throw new Refusal('invalid_input', 'timeZone: not a time zone');
  }
}

/** One column of a report's file: the row's field and the screen's heading for it. */
export interface CsvColumn<Row> {
  readonly key: keyof Row & string;
  readonly header: string;
  /**
   * Money: written with two decimals, as the screen shows it. Other numbers (odds, counts) are written as
   * they are. Either way a number stays a number a spreadsheet can add up.
   */
  readonly amount?: boolean;
}

/**
 * Rows as CSV: the screen's headings, then one line per row. Text cells are neutralised against formula
 * injection (a name or a remark someone typed can start with `=`); numbers are never quoted or prefixed,
 * so a negative amount stays one. A UTF-8 byte-order mark leads, since Excel opens a UTF-8 file as such
 * only with it (other readers skip it).
 */
export function csvFile<Row extends object>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
): Buffer {
  const amounts = new Set<string>(columns.filter((column) => column.amount).map((column) => column.key));
  const text = stringify([...rows], {
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    cast: {
      string: neutraliseCsvCell,
      number: (value, { column }) => (amounts.has(String(column)) ? value.toFixed(2) : String(value)),
    },
    bom: true,
  });
  return Buffer.from(text, 'utf8');
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** A made file and the headers it is answered with; the handler sets them (services know no HTTP). */
export interface FileDownload {
  readonly headers: Readonly<Record<string, string>>;
  readonly bytes: Buffer;
}

/** A download, named for the report and its period, kept out of every cache (it is someone's money). */
export function downloadHeaders(format: ExportFormat, name: string): Record<string, string> {
  return {
    'Content-Type': contentTypes[format],
    'Content-Disposition': `attachment; filename="${name}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}

/** A report's rows as its CSV download, under `name` (`<report>_<start>_<end>.csv`). */
export function csvDownload<Row extends object>(
  name: string,
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
): FileDownload {
  return { headers: downloadHeaders('csv', name), bytes: csvFile(rows, columns) };
}
