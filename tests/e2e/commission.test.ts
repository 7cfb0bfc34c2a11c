import { commissionOn, fromMinor, toMinor } from '@exchange/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromMenu, submitLogin, toast } from './adminPanel.ts';
import {
  amountOf,
  call,
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
 * Issue 41 end to end, on the real server and the built app: the Super Admin sets 2% on soccer's Match
 * Odds on the Commission screen; the demo player backs a side that then wins; the statement shows the
 * settlement and, above it, the commission on the win, and the balance moved by the gross less it.
 */

const demoPassword = 'Demo1234';
const desktop = { width: 1280, height: 900 };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startExchange());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the exchange commission', () => {
  it("is set by the Super Admin and charged on a player's win as its own statement line", async () => {
    const admin = await newPage(browser, desktop);
    await submitLogin(admin, `${server.url}/admin/login`, 'Superadmin', demoPassword);
    await admin.waitForURL('**/admin/market-analysis');
    await openFromMenu(admin, 'Commission');
    const form = admin.getByRole('region', { name: 'Set a rate' });
    await form.getByRole('combobox', { name: 'Market type' }).click();
    await admin.getByRole('option', { name: 'Match Odds', exact: true }).click();
    await form.getByRole('spinbutton', { name: /Rate/ }).fill('2');
    await form.getByRole('button', { name: 'Save rate' }).click();
    await toast(admin, 'Commission rate saved').waitFor();
    await admin
      .getByRole('table', { name: 'Commission rates' })
      .getByRole('row', { name: /Soccer Match Odds 2%/ })
      .waitFor();
    await admin.context().close();

    // The panel's sign-in ended the setup's session: the results are declared under a new one.
    const login = await call<{ token: string }>(server.url, '/api/login-admin', {
      body: { username: 'Superadmin', password: demoPassword },
    });
    const adminToken = login.body.data.token;
    const match = await freshestInPlaySoccer(server.url, adminToken);
    const { marketId, home } = await matchOddsOf(server.url, adminToken, match.matchId);

    const page = await newPage(browser, desktop);
    await signInPlayer(page, server.url);
    await page.goto(`${server.url}/odds/${match.matchId}`);
    const market = page.getByRole('region', { name: /Match Odds/ }).first();
    const startBalance = await until(
      () => figure(page, 'Balance'),
      (value) => !Number.isNaN(value),
    );
    // Asked at the foot of the ladder, the back matches at once at the best price.
    await pickBest(market, home.runnerName, 'Back');
    await placeFromSlip(page, '100', '1.01');
    await until(
      () => figure(page, 'Exposure'),
      (exposure) => exposure > 0,
    );
    const declared = await call(server.url, '/api/declare-result', {
      token: adminToken,
      body: { marketId, result: home.selectionId },
    });
    expect(declared.status).toBe(200);
    const endBalance = await until(
      () => figure(page, 'Balance'),
      (balance) => balance !== startBalance,
    );

    await page.getByRole('link', { name: 'Account Statement' }).click();
    const statement = page.getByRole('table', { name: 'Account Statement' });
    const settled = `${match.matchName} / Match Odds`;
    const commissionLine = statement.getByRole('row', { name: new RegExp(`Commission 2% on ${settled}`) });
    await commissionLine.waitFor();
    const settlementLine = statement
      .getByRole('row')
      .filter({ hasText: settled })
      .filter({ hasNotText: 'Commission' });
    const gross = amountOf(await settlementLine.getByRole('cell').nth(2).innerText());
    const commission = amountOf(await commissionLine.getByRole('cell').nth(3).innerText());
    expect(gross).toBeGreaterThan(0);
    expect(commission).toBe(fromMinor(commissionOn(toMinor(gross), 200)));
    expect(endBalance).toBeCloseTo(startBalance + gross - commission, 2);
    // The newest line first: the commission, charged after the settlement.
    const rows = await statement.getByRole('row').allInnerTexts();
    const commissionAt = rows.findIndex((row) => row.includes('Commission 2%'));
    const settlementAt = rows.findIndex((row) => row.includes(settled) && !row.includes('Commission'));
    expect(commissionAt).toBeGreaterThan(0);
    expect(commissionAt).toBeLessThan(settlementAt);

    // The player's P/L shows the market's gross, the commission and the net.
    await page.getByRole('link', { name: 'Profit Loss' }).click();
    const profit = page
      .getByRole('table', { name: 'Profit Loss' })
      .getByRole('row', { name: new RegExp(match.matchName) });
    await profit.waitFor();
    const [, , shownGross, shownCommission, net] = (await profit.getByRole('cell').allInnerTexts()).map(
      amountOf,
    );
    expect(shownGross).toBeCloseTo(gross, 2);
    expect(shownCommission).toBeCloseTo(-commission, 2);
    expect(net).toBeCloseTo(endBalance - startBalance, 2);
    await page.context().close();
  });
});
