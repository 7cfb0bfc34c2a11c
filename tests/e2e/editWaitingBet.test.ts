import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectPageShown,
  figure,
  freshestInPlaySoccer,
  matchOddsOf,
  newPage,
  pickBest,
  placeFromSlip,
  signInPlayer,
  startExchange,
  until,
} from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 41, editing a waiting bet, end to end. The real server's simulator is stepped (FEED=stepped), so
 * the book holds still and no price comes to the bet: the player backs the home side far above the market
 * (the bet waits), moves its price a tick down from the open bets, sees it listed at the new price, and
 * cancels all its waiting bets, which gives the exposure back.
 */

const desktop = { width: 1366, height: 900 };

let server: RunningServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  ({ server, browser, adminToken } = await startExchange());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a waiting bet', () => {
  it('moves to a new price from the open bets, and Cancel all takes it off', async () => {
    const match = await freshestInPlaySoccer(server.url, adminToken);
    const { home } = await matchOddsOf(server.url, adminToken, match.matchId);
    const page = await newPage(browser, desktop);
    await signInPlayer(page, server.url);
    await page.goto(`${server.url}/odds/${match.matchId}`);
    await expectPageShown(page);

    // At 900 no layer is there: the back waits, its stake held as exposure.
    const market = page.getByRole('region', { name: 'Match Odds', exact: true });
    await pickBest(market, home.runnerName, 'Back');
    await placeFromSlip(page, '100', '900');
    const unmatched = page.getByRole('table', { name: 'Unmatched bets' });
    const waitingAt = (odds: number) =>
      unmatched.getByRole('button', { name: `Cancel Back ${home.runnerName} at ${odds} for 100.00` });
    await waitingAt(900).waitFor();
    await until(
      () => figure(page, 'Exposure'),
      (exposure) => exposure === 100,
    );

    // Edit price: the field takes the keyboard; ArrowDown is one tick of the ladder (900 to 890).
    await unmatched
      .getByRole('button', { name: `Edit price of Back ${home.runnerName} at 900 for 100.00` })
      .click();
    const form = page.getByRole('form', { name: `Edit price of Back ${home.runnerName} at 900 for 100.00` });
    await form.getByRole('spinbutton', { name: 'New price' }).press('ArrowDown');
    await form.getByRole('spinbutton', { name: 'New price' }).press('Enter');
    await waitingAt(890).waitFor();
    expect(await waitingAt(900).count()).toBe(0);
    expect(await figure(page, 'Exposure')).toBe(100);

    await page.getByRole('button', { name: 'Cancel all unmatched bets' }).click();
    await unmatched.waitFor({ state: 'detached' });
    await until(
      () => figure(page, 'Exposure'),
      (exposure) => exposure === 0,
    );
    await page.context().close();
  });
});
