import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectPageShown,
  freshestInPlaySoccer,
  matchOddsOf,
  newPage,
  signInPlayer,
  startExchange,
} from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 41: the trader's price ladder on the odds page, end to end. The real server's simulator is stepped
 * (FEED=stepped), so the book holds still: the player turns one-click betting on, switches Match Odds to its
 * ladder, backs the home side above the market with a click (the bet waits unmatched, in the open bets and
 * on the ladder at its price), and cancels it with a click on the ladder.
 */

const desktop = { width: 1366, height: 900 };

let server: RunningServer;
let browser: Browser;
let adminToken: string;
/** The page both tests share: the second cancels the bet the first placed. */
let page: Page;
let ladder: Locator;
/** The price the back was asked at. */
let asked = '';

beforeAll(async () => {
  ({ server, browser, adminToken } = await startExchange());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The back column's cells from the top of the ladder (highest price) down, by their names. */
async function backCells(scope: Locator): Promise<string[]> {
  return scope
    .locator('[role="gridcell"][data-column="back"]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
}

describe('the price ladder', () => {
  it('places a back with one click at a price above the market; it waits unmatched in the open bets', async () => {
    const match = await freshestInPlaySoccer(server.url, adminToken);
    const { home } = await matchOddsOf(server.url, adminToken, match.matchId);
    page = await newPage(browser, desktop);
    await signInPlayer(page, server.url);
    await page.goto(`${server.url}/odds/${match.matchId}`);
    await expectPageShown(page);

    // One-click betting on, at a stake of 100: a ladder click then places at once.
    await page.getByRole('switch', { name: 'One-click betting' }).click();
    const confirm = page.getByRole('dialog', { name: 'Turn on one-click betting?' });
    await confirm.getByRole('radio', { name: '100', exact: true }).click();
    await confirm.getByRole('button', { name: 'Turn on' }).click();

    const market = page.getByRole('region', { name: 'Match Odds', exact: true });
    await market.getByRole('button', { name: 'Ladder' }).click();
    ladder = market.getByRole('grid', { name: `${home.runnerName} price ladder` });
    await ladder.waitFor();
    expect(await market.getByText('One click places 100 at the price.').count()).toBe(1);
    // The simulator reports trading: the last traded price stands out, and prices show their volume.
    expect(await ladder.getByRole('gridcell', { name: /^[\d.]+, last traded$/ }).count()).toBe(1);
    expect(await ladder.getByRole('gridcell', { name: / traded at [\d.]+$/ }).count()).toBeGreaterThan(0);

    // Five prices above the best back: no layer has asked that much, so the back waits.
    const names = await backCells(ladder);
    const best = names.findIndex((name) => name.endsWith(' available'));
    expect(best).toBeGreaterThan(5);
    const target = names[best - 5] ?? '';
    asked = /^Back ([\d.]+)$/.exec(target)?.[1] ?? '';
    expect(asked).not.toBe('');
    await ladder.getByRole('gridcell', { name: target, exact: true }).click();

    await market
      .getByRole('status')
      .getByText(`Back ${home.runnerName} at ${asked} for 100 placed`)
      .waitFor();
    const unmatched = page
      .getByRole('region', { name: 'Open bets' })
      .getByRole('table', { name: 'Unmatched bets' });
    await unmatched
      .getByRole('button', { name: `Cancel Back ${home.runnerName} at ${asked} for 100.00` })
      .waitFor();
    await ladder.getByRole('gridcell', { name: `Cancel your back at ${asked}, 100 waiting` }).waitFor();
  });

  it('cancels the waiting back with a click on it in the ladder', async () => {
    await ladder.getByRole('gridcell', { name: `Cancel your back at ${asked}, 100 waiting` }).click();
    const market = page.getByRole('region', { name: 'Match Odds', exact: true });
    await market.getByRole('status').getByText(`Cancelled your bet at ${asked}`).waitFor();
    await page.getByRole('region', { name: 'Open bets' }).getByText('No open bets').waitFor();
    expect(await ladder.getByRole('gridcell', { name: /^Cancel your back/ }).count()).toBe(0);
    await page.context().close();
  });
});
