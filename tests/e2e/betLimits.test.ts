import { betLimitRefusalMessages, toMinor } from '@exchange/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromMenu, submitLogin, toast } from './adminPanel.ts';
import {
  expectPageShown,
  freshestInPlaySoccer,
  matchOddsOf,
  newPage,
  pickBest,
  sendSlip,
  signInPlayer,
  startExchange,
} from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 41 end to end, on the real server and the built app: the Super Admin sets a maximum loss per
 * soccer market on Betting Limits, and the demo player's bet past it is refused in the bet slip, saying
 * which limit it met.
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

describe('market and sport limits', () => {
  it("refuses a bet past the Super Admin's limit, with the limit's words in the slip", async () => {
    // Read before the Super Admin signs in on the page: that sign-in ends the session of `adminToken`.
    const match = await freshestInPlaySoccer(server.url, adminToken);
    const { home } = await matchOddsOf(server.url, adminToken, match.matchId);
    const admin = await newPage(browser, desktop);
    await submitLogin(admin, `${server.url}/admin/login`, 'Superadmin', 'Demo1234');
    await admin.waitForURL('**/admin/market-analysis');
    await openFromMenu(admin, 'Betting Limits');
    const form = admin.getByRole('region', { name: 'Set limits' });
    // Soccer, every market: the form's first scope.
    await form.getByRole('spinbutton', { name: 'Maximum loss on a market' }).fill('50');
    await form.getByRole('button', { name: 'Save limits' }).click();
    await toast(admin, 'Limits saved').waitFor();
    await admin
      .getByRole('table', { name: 'Your limits' })
      .getByRole('row', { name: /Soccer Every market/ })
      .waitFor();

    const page = await newPage(browser, desktop);
    await signInPlayer(page, server.url);
    await page.goto(`${server.url}/odds/${match.matchId}`);
    await expectPageShown(page);
    await pickBest(page.getByRole('region', { name: /Match Odds/ }).first(), home.runnerName, 'Back');
    // A back loses its stake: 100 is past the 50 a player may lose on one market.
    await sendSlip(page, '100', '1.01');
    const slip = page.getByRole('form', { name: 'Bet slip' });
    await expect
      .poll(() => slip.getByRole('alert').innerText())
      .toBe(betLimitRefusalMessages.maxLoss(toMinor(50)));
    await page.context().close();
    await admin.context().close();
  });
});
