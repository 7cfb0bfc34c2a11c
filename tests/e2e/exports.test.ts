import { parse as parseCsv } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../packages/server/src/testing/pdfText.ts';
import {
  amountOf,
  backHomeFar,
  call,
  freshestInPlaySoccer,
  newPage,
  signInPlayer,
  startExchange,
  until,
} from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 41's exports end to end: the signed-in demo player downloads its account statement from the
 * screen, as CSV and as PDF, and its bet history as CSV, and the files hold the rows the screen shows.
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

/** A report table's rows as shown, cell by cell (the statement's: date, description, credit, debit, balance). */
async function screenRows(table = 'Account Statement'): Promise<string[][]> {
  const rows = page.getByRole('table', { name: table }).locator('tbody tr');
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

describe('the bet history downloads', () => {
  it("as a CSV holding the screen's rows", async () => {
    // The browser's own session places the bet (signing in again elsewhere would end it): a back far above
    // an in-play market waits unmatched, and is cancelled, so it is over and in the history.
    const token = await page.evaluate(() => localStorage.getItem('playerToken') ?? '');
    const match = await freshestInPlaySoccer(server.url, token);
    await until(
      () => backHomeFar<{ bet: { status: string } }>(server.url, token, token, match.matchId),
      (placed) => placed.body.data?.bet?.status === 'unmatch',
    );
    const cancelled = await call<{ betIds: string[] }>(server.url, '/bet/cancel-bets', { token, body: {} });
    expect(cancelled.body.data.betIds).toHaveLength(1);
    await page.goto(`${server.url}/bethistory`);
    await page
      .locator('[aria-busy="false"]')
      .filter({ has: page.getByRole('table', { name: 'Bet History' }) })
      .waitFor();
    const shown = await screenRows('Bet History');
    expect(shown.length).toBeGreaterThan(0);
    const { file, bytes } = await download('Download CSV');
    expect(file).toMatch(/^bet-history_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const records = parseCsv(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.length).toBeGreaterThanOrEqual(shown.length);
    const fileRows = records.slice(0, shown.length);
    expect(
      fileRows.map((row) =>
        [
          row['Sport'],
          row['Event Name'],
          row['Market Name'],
          row['Nation'],
          row['Type'],
          row['User Rate'],
          amountOf(row['Amount'] ?? '').toFixed(2),
          row['Profit/Loss'],
          row['Place Date'],
        ].map(String),
      ),
    ).toEqual(
      shown.map(([sport, event, market, nation, type, rate, amount, , pnl, placed]) => [
        sport,
        event,
        market,
        nation,
        type,
        rate,
        amountOf(amount ?? '').toFixed(2),
        pnl,
        placed,
      ]),
    );
    // The screen writes why a bet ended under its result; the file after it.
    const [first] = fileRows;
    expect(first?.['Result']).toBe('Cancelled: Cancelled by you before it was matched');
    expect(shown[0]?.[7]).toBe('CancelledCancelled by you before it was matched');
  });
});
