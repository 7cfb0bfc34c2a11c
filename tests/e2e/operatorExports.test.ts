import { parse as parseCsv } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLogin } from './adminPanel.ts';
import { amountOf, newPage, startExchange } from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 41's operator exports end to end: the demo Super Admin opens Client Balances of the demo Agent's
 * players and downloads it as CSV; the file holds the rows, and the Total, the screen shows.
 */

const title = "Balances of Agent's clients";
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startExchange());
  page = await newPage(browser, { width: 1280, height: 900 });
  await submitLogin(page, `${server.url}/admin/login`, 'Superadmin', 'Demo1234');
  await page.waitForURL('**/admin/market-analysis');
  await page.goto(`${server.url}/admin/user2/Agent`);
  // The table shows "No Result Found" while its rows load; the list's box says when they are in.
  await page
    .locator('[aria-busy="false"]')
    .filter({ has: page.getByRole('table', { name: title }) })
    .waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The table's rows as shown, the Total line last. */
async function screenRows(): Promise<string[][]> {
  const rows = page.getByRole('table', { name: title }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
  );
}

describe('Client Balances downloads', () => {
  it("as a CSV holding the screen's rows and its Total", async () => {
    const shown = await screenRows();
    // The demo Agent's two players, then the Total line.
    expect(shown.map(([username]) => username)).toEqual(['Player', 'Playertwo', 'Total']);
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(saved.suggestedFilename()).toMatch(/^client-balances_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await saved.path());
    const records = parseCsv(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(
      records.map((row) => [
        row.Username,
        row.Role,
        row['Credit Ref.'],
        row.Balance,
        row['Client P/L'],
        row.Exposure,
        row['Available Bal.'],
        row.Status,
      ]),
    ).toEqual(
      shown.map(([username, role, ...cells]) => [
        username,
        role,
        ...cells.slice(0, 5).map((amount) => amountOf(amount ?? '').toFixed(2)),
        cells[5],
      ]),
    );
  });
});
