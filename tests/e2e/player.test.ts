import { SignJWT, decodeJwt } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionEndedMessages } from '@exchange/domain';
import {
  amountOf,
  call,
  expectPageShown,
  expectSlipSpent,
  figure,
  feedTicks,
  freshestInPlaySoccer,
  matchOddsOf,
  newPage,
  pickBest,
  placeFromSlip,
  priceNames,
  startExchange,
  until,
} from './helpers.ts';
import { loadingClasses } from '../../packages/app/src/screens/shell/loadingClasses.ts';
import type { RunningServer } from './server.ts';

/**
 * The player app end to end: the real server (fresh PGlite database, demo seed, the odds simulator at a
 * fixed seed, stepped by the test) and the built app in Debian's Chromium.
 */

const password = 'Demo1234';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 800 };

let server: RunningServer;
let browser: Browser;
let adminToken: string;
/** The desktop session of the betting test, logged out later by the phone's sign-in. */
let desktopPage: Page;

/** Signs in through the login form and, for Playertwo, the Telegram code read from the demo outbox. */
async function signIn(page: Page, username: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  const asked = new Date().toISOString();
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await page.waitForURL(/\/authentication\/telegram$/);
  const messages = await until(
    async () => (await call<{ text: string; sentAt: string }[]>(server.url, '/api/dev/outbox')).body.data,
    (list) => list.some((message) => message.sentAt >= asked && /\b\d{6}\b/.test(message.text)),
  );
  const code = /\b(\d{6})\b/.exec(messages.find((message) => message.sentAt >= asked)?.text ?? '')?.[1] ?? '';
  await page.getByLabel('Digit 1 of 6').click();
  // The code is sent by itself a second after the sixth digit.
  await page.keyboard.type(code);
  await page.waitForURL((url) => !url.pathname.startsWith('/authentication'));
  await page.getByRole('button', { name: 'Continue' }).click();
}

beforeAll(async () => {
  ({ server, browser, adminToken } = await startExchange());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the player app against the real server', () => {
  it('signs Playertwo in with the code step and lands a desktop on the listing', async () => {
    desktopPage = await newPage(browser, desktop);
    await signIn(desktopPage, 'Playertwo');
    expect(new URL(desktopPage.url()).pathname).toBe('/');
    await desktopPage.getByRole('heading', { name: 'In-Play' }).waitFor();
  });

  it('bets on an in-play match, cancels an unmatched bet, and follows settlement without a reload', async () => {
    const page = desktopPage;
    const match = await freshestInPlaySoccer(server.url, adminToken);
    await page
      .locator('[data-state="in-play"]')
      .getByRole('button', { name: match.matchName, exact: true })
      .first()
      .click();
    await page.waitForURL(`**/odds/${match.matchId}`);
    // Survives only as long as the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    const market = page.getByRole('region', { name: /Match Odds/ }).first();
    const before = await until(
      () => priceNames(market),
      (names) => names.length >= 6,
    );
    // Live prices: the feed's next tick reaches the open page without a reload.
    await feedTicks(server.url, 1);
    await until(
      () => priceNames(market),
      (names) => names.join('|') !== before.join('|'),
    );

    const startBalance = await until(
      () => figure(page, 'Balance'),
      (value) => !Number.isNaN(value),
    );
    expect(await figure(page, 'Exposure')).toBe(0);
    const { marketId, home, away } = await matchOddsOf(server.url, adminToken, match.matchId);

    // A back on the home side, then a lay of the away side, each asked at the far end of the ladder so it
    // matches at once at the best price (two bets left waiting would be voided at settlement and leave the
    // balance unchanged).
    await pickBest(market, home.runnerName, 'Back');
    await placeFromSlip(page, '100', '1.01');
    await expectSlipSpent(page);
    await until(
      () => figure(page, 'Exposure'),
      (exposure) => exposure > 0,
    );
    await pickBest(market, away.runnerName, 'Lay');
    await placeFromSlip(page, '100', '1000');
    const openBets = page.getByRole('region', { name: 'Open bets' });
    const matchedBets = openBets.getByRole('table', { name: 'Matched bets', exact: true });
    await until(
      // Less the header row.
      async () => (await matchedBets.getByRole('row').count()) - 1,
      (rows) => rows >= 2,
    );

    // A back far above the market waits unmatched; cancelling it takes it off the list.
    await pickBest(market, home.runnerName, 'Back');
    await placeFromSlip(page, '100', '1000');
    const unmatched = openBets.getByRole('table', { name: 'Unmatched bets' });
    const cancel = unmatched.getByRole('button', {
      name: `Cancel Back ${home.runnerName} at 1000 for 100.00`,
    });
    await cancel.click();
    await cancel.waitFor({ state: 'detached' });

    // Settlement: the home side wins (declared by the Super Admin through the API).
    const declared = await call(server.url, '/api/declare-result', {
      token: adminToken,
      body: { marketId, result: home.selectionId },
    });
    expect(declared.status).toBe(200);

    const endBalance = await until(
      () => figure(page, 'Balance'),
      (balance) => balance !== startBalance,
    );
    expect(endBalance).toBeGreaterThan(startBalance);
    await until(
      () => figure(page, 'Exposure'),
      (exposure) => exposure === 0,
    );
    await openBets.getByText('No open bets').waitFor();
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);

    // The result in the player's reports, reached through the menu.
    await page.getByRole('link', { name: 'Profit Loss' }).click();
    const profitRow = page
      .getByRole('table', { name: 'Profit Loss' })
      .getByRole('row', { name: new RegExp(match.matchName) });
    await profitRow.waitFor();
    const profit = amountOf(await profitRow.getByRole('cell').last().innerText());
    expect(profit).toBeCloseTo(endBalance - startBalance, 2);
    await page.getByRole('link', { name: 'Account Statement' }).click();
    const statementRow = page
      .getByRole('table', { name: 'Account Statement' })
      .getByRole('row', { name: new RegExp(`${match.matchName} / Match Odds`) });
    await statementRow.waitFor();
    expect(amountOf(await statementRow.getByRole('cell').nth(2).innerText())).toBeCloseTo(profit, 2);
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
  });

  it('sends a phone to in-play cricket and logs the desktop session out', async () => {
    const page = await newPage(browser, phone);
    await signIn(page, 'Playertwo');
    expect(new URL(page.url()).pathname).toBe('/match/in-play/4');
    await page.getByRole('heading', { name: 'Cricket', level: 1 }).waitFor();
    // The second sign-in ends the first session: the desktop is sent back to the login page, told why.
    await desktopPage.waitForURL('**/login?signedOut=login');
    await desktopPage.getByText(sessionEndedMessages.login).waitFor();
    await page.context().close();
  });

  // The app's first render can come after the router has its first page (React DOM downloads beside the
  // entry): index.html's loading screen must go then too, not stay over the page and take its clicks.
  it('shows each first page loaded in full, with no loading screen over it', async () => {
    const page = await newPage(browser, desktop);
    await page.goto(`${server.url}/login`);
    await until(
      () => page.evaluate((id) => document.getElementById(id) !== null, loadingClasses.staticScreenId),
      (screenShown) => !screenShown,
    );
    await signIn(page, 'Playertwo');
    const match = await freshestInPlaySoccer(server.url, adminToken);
    for (const path of ['/', '/match/1', `/odds/${match.matchId}`]) {
      await page.goto(`${server.url}${path}`);
      expect(await expectPageShown(page), path).not.toBe('');
    }
    await page.context().close();
  });

  it("shows the server's message when the password is wrong", async () => {
    const { body } = await call(server.url, '/api/login', {
      body: { username: 'Player', password: 'Wrong1234' },
    });
    const page = await newPage(browser, desktop);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('Player');
    await page.getByRole('textbox', { name: 'Password' }).fill('Wrong1234');
    await page.getByRole('button', { name: /log ?in|sign in/i }).click();
    await page.getByText(body.message).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('logs out to the login page, saying why, when the access token has expired', async () => {
    const page = await newPage(browser, desktop);
    await signIn(page, 'Playertwo');
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
    const token = await page.evaluate(() => localStorage.getItem('playerToken') ?? '');
    const claims = decodeJwt(token);
    const expired = await new SignJWT({ sid: claims['sid'], role: claims['role'], kind: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(server.jwtSecret));
    // An expired token whose refresh fails too: the next call answers 'jwt expired'.
    await page.evaluate(
      ([value]) => {
        localStorage.setItem('playerToken', value ?? '');
        localStorage.setItem('playerRefreshToken', 'no-longer-valid');
      },
      [expired],
    );
    await page.getByRole('link', { name: 'Bet History' }).click();
    // Issue 39: the login page says why, on a fresh page.
    await page.waitForURL('**/login?signedOut=expired');
    await page.getByText(sessionEndedMessages.expired).waitFor();
    await until(
      () => page.evaluate(() => 'e2eNoReload' in window),
      (kept) => !kept,
    );
    expect(await page.evaluate(() => localStorage.getItem('playerToken'))).toBeNull();
    await page.context().close();
  });

  it('tells a page left open why its session ended when the upline ends it, without a call of its own', async () => {
    const page = await newPage(browser, desktop);
    await signIn(page, 'Playertwo');
    await page.getByRole('link', { name: 'Account Statement' }).click();
    await page.getByRole('heading', { name: 'Account Statement', level: 1 }).waitFor();
    const ended = await call(server.url, '/api/end-user-sessions', {
      token: adminToken,
      body: { username: 'Playertwo', transactionPassword: password },
    });
    expect(ended.status).toBe(200);
    // The server drops the session's socket; reconnecting, the page hears why (issue 39).
    await page.waitForURL('**/login?signedOut=endedByUpline');
    await page.getByText(sessionEndedMessages.endedByUpline).waitFor();
    await page.context().close();
  });
});
