import { parse as parseCsv } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../packages/server/src/testing/pdfText.ts';
import { amountOf, newPage, signInPlayer, startExchange } from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 41's exports end to end: the signed-in demo player downloads its account statement from the
 * screen, as CSV and as PDF, and the files hold the rows the screen shows.
 */

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startExchange());
  page = await newPage(browser, { width: 1280, height: 900 });
  await signInPlayer(page, server.url);
  await page.goto(`${server.url}/accountstatement`);
  // The table shows "No Result Found" while its rows load; the list's box says when they are in.
  await page
    .locator('[aria-busy="false"]')
    .filter({ has: page.getByRole('table', { name: 'Account Statement' }) })
    .waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The statement table's rows as shown: date, description, credit, debit, balance. */
async function screenRows(): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Account Statement' }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
  );
}

/** Clicks a download button and answers the saved file's name and bytes. */
async function download(name: string): Promise<{ file: string; bytes: Buffer }> {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return { file: saved.suggestedFilename(), bytes: await readFile(await saved.path()) };
}

describe('the account statement downloads', () => {
  it("as a CSV holding the screen's rows", async () => {
    const shown = await screenRows();
    expect(shown.length).toBeGreaterThan(0);
    const { file, bytes } = await download('Download CSV');
    expect(file).toMatch(/^account-statement_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const records = parseCsv(bytes, { bom: true, columns: true }) as Record<string, string>[];
    // The screen shows the first page; the file holds every row of the period, the page's first.
    expect(records.length).toBeGreaterThanOrEqual(shown.length);
    expect(
      records
        .slice(0, shown.length)
        .map((row) => [row.Date, row.Description, row.Credit, row.Debit, row.Balance].map(String)),
    ).toEqual(
      shown.map(([date, description, credit, debit, balance]) => [
        date,
        description,
        ...[credit, debit, balance].map((amount) => amountOf(amount ?? '').toFixed(2)),
      ]),
    );
  });

  it("as a PDF whose text holds the screen's rows", async () => {
    const shown = await screenRows();
    const { file, bytes } = await download('Download PDF');
    expect(file).toMatch(/^account-statement_.+\.pdf$/);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const [date, description] of shown) {
      expect(text).toContain(date);
      expect(text).toContain(description);
    }
  });
});
