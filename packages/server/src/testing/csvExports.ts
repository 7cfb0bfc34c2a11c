import { parse as parseCsv } from 'csv-parse/sync';
import * as v from 'valibot';
import type { TestApp } from './app.ts';

/**
 * The export tests' reads (issue 41): a report's CSV route as a signed-in user downloads it, and its JSON
 * route's every page as the screen reads them, to hold one against the other.
 */

/** POST `/api/<path>` with the token, answering status, headers and the body's text. */
export async function exportOf(t: TestApp, token: string | undefined, path: string, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

/** A CSV file's rows by its header's names (the byte-order mark skipped). */
export const csvRecords = (text: string) =>
  parseCsv(text, { bom: true, columns: true }) as Record<string, string>[];

/** A CSV file's header row. */
export const csvHeader = (text: string) => (parseCsv(text, { bom: true, to_line: 1 }) as string[][])[0];

/**
 * Every row of a paged JSON report, page after page until its last, as the screen reads them: each answer
 * checked by the route's response schema, `rowsOf` picking its rows and page count.
 */
export async function everyPage<Schema extends v.GenericSchema, Row>(
  t: TestApp,
  token: string,
  request: (page: number) => { path: string; body: unknown },
  schema: Schema,
  rowsOf: (answer: v.InferOutput<Schema>) => { rows: readonly Row[]; totalPages: number },
): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { path, body } = request(page);
    const response = await t.call('POST', `/api/${path}`, { token, body });
    const found = rowsOf(v.parse(schema, response.body));
    rows.push(...found.rows);
    if (page >= found.totalPages) return { rows, pages: page };
  }
}

/** An instant as the screens write it, 'dd/MM/yyyy HH:mm:ss', in UTC shifted by `offsetMinutes`. */
export function shownAt(iso: string, offsetMinutes = 0): string {
  const at = new Date(new Date(iso).getTime() + offsetMinutes * 60_000).toISOString();
  return `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)} ${at.slice(11, 19)}`;
}

/** Money as the files write it: two decimals. */
export const money = (rupees: number) => rupees.toFixed(2);
