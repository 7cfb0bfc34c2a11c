import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectPageShown,
  feedTicks,
  inPlaySoccerByMinute,
  matchOddsOf,
  newPage,
  pickBest,
  playToFullTime,
  signInPlayer,
  startExchange,
  type MatchRow,
} from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 39: a match ending under an open odds page, end to end. The real server's simulator is stepped
 * (FEED=stepped): the test plays an in-play soccer match to its final whistle itself, so the page must show
 * the end from the match room's push alone, and a page opened after the board let the match go must still
 * read it finished.
 */

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

let server: RunningServer;
let browser: Browser;
let adminToken: string;

/** The in-play soccer match with the least of its game left (the simulator's seed fixes which). */
async function nearestEndSoccer(): Promise<MatchRow> {
  const [nearest] = await inPlaySoccerByMinute(server.url, adminToken);
  if (!nearest) throw new Error('The simulator has no soccer match in play');
  return nearest;
}

/** The odds page's own header (the match's name and state), not the shell's. */
const matchHeader = (page: Page): Locator => page.getByRole('main').locator('header').first();

/** Every price button of a market region is disabled: nothing on it can be put in the slip. */
const allPricesDisabled = (market: Locator) =>
  market
    .getByRole('button', { name: /^(Back|Lay) / })
    .evaluateAll((buttons) => buttons.every((button) => (button as HTMLButtonElement).disabled));

/** What a page opened on the finished match shows: finished with its result and final score, closed markets. */
async function expectFinishedOnOpening(page: Page): Promise<void> {
  await expectPageShown(page);
  const header = matchHeader(page);
  await header.getByText('Finished').waitFor();
  await header.getByText(/^Result: /).waitFor();
  expect(await header.getByText(/^Starts /).count()).toBe(0);
  await page.getByRole('region', { name: 'Final score' }).waitFor();
  expect(await page.getByText('No score yet').count()).toBe(0);
  const market = page.getByRole('region', { name: /Match Odds/ }).first();
  await market.getByText('Closed').first().waitFor();
  expect(await allPricesDisabled(market)).toBe(true);
}

beforeAll(async () => {
  ({ server, browser, adminToken } = await startExchange());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a match ending on an open odds page', () => {
  it('turns the page Finished at its end, the ladder and the slip closed, and keeps it so opened later', async () => {
    const match = await nearestEndSoccer();
    const page = await newPage(browser, desktop);
    await signInPlayer(page, server.url);
    await page.goto(`${server.url}/odds/${match.matchId}`);
    await expectPageShown(page);
    // Survives only as long as the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
    const header = matchHeader(page);
    await header.getByText('In-Play').waitFor();
    const market = page.getByRole('region', { name: /Match Odds/ }).first();
    const { home } = await matchOddsOf(server.url, adminToken, match.matchId);
    await pickBest(market, home.runnerName, 'Back');
    const slip = page.getByRole('form', { name: 'Bet slip' });
    await slip.getByLabel('Stake', { exact: true }).fill('100');

    await playToFullTime(server.url, adminToken, match.matchId);
    // The room's push alone: no reload, no waiting out a poll.
    await header.getByText('Finished').waitFor();
    await header.getByText(/^Result: /).waitFor();
    expect(await header.getByText('In-Play').count()).toBe(0);
    await page.getByRole('region', { name: 'Final score' }).waitFor();
    await market.getByText('Closed').first().waitFor();
    expect(await allPricesDisabled(market)).toBe(true);
    await slip.getByRole('alert').filter({ hasText: 'This market is closed' }).waitFor();
    expect(await slip.getByRole('button', { name: 'Place bet' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);

    // The board lets a finished match go a minute of ticks after its end; the catalog still tells it.
    await feedTicks(server.url, 70);
    await page.reload();
    await expectFinishedOnOpening(page);
    await page.context().close();

    const onPhone = await newPage(browser, phone);
    await signInPlayer(onPhone, server.url);
    await onPhone.goto(`${server.url}/odds/${match.matchId}`);
    await expectFinishedOnOpening(onPhone);
    await onPhone.context().close();
  });
});
