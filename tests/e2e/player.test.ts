import { SignJWT, decodeJwt } from 'jose';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../chromium.config.ts';
import { amountOf, call, figure, oddsIn, priceNames, until } from './helpers.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The player app end to end: the real server (fresh PGlite database, demo seed, the odds simulator at a
 * fixed seed and its normal pace) and the built app in Debian's Chromium.
 */

const password = 'Demo1234';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 800 };

let server: RunningServer;
let browser: Browser;
let adminToken: string;
/** The desktop session of the betting test, logged out later by the phone's sign-in. */
let desktopPage: Page;

interface MatchRow {
  matchId: number;
  matchName: string;
}

interface MarketBook {
  marketId: string;
  oddsType?: string;
  runners: { selectionId: number; runnerName: string }[];
}

async function newPage(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'UTC' });
  return { context, page: await context.newPage() };
}

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

/** The in-play soccer match with the most of its game left (the simulator's seed fixes which). */
async function freshestInPlaySoccer(): Promise<MatchRow> {
  const { body } = await call<MatchRow[]>(server.url, '/api/get-match-list?sportId=1&status=in-play', {
    token: adminToken,
  });
  const minutes = await Promise.all(
    body.data.map(async (match) => {
      const score = await call<{ detail?: { minute?: number } }>(
        server.url,
        `/data/score?MatchID=${match.matchId}`,
        {
          token: adminToken,
        },
      );
      return { match, minute: score.body.data.detail?.minute ?? 90 };
    }),
  );
  const [freshest] = minutes.sort((a, b) => a.minute - b.minute);
  if (!freshest) throw new Error('The simulator has no soccer match in play');
  return freshest.match;
}

beforeAll(async () => {
  server = await startServer({ FEED_SEED: '3', FEED_TICK_MS: '1000' });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const login = await call<{ token: string }>(server.url, '/api/login-admin', {
    body: { username: 'Superadmin', password },
  });
  adminToken = login.body.data.token;
  // No in-play delay on soccer: a bet at the price shown matches at once rather than after 5 seconds of
  // moving prices (the delay has its own server tests).
  const saved = await call(server.url, '/api/save-sport-settings', {
    token: adminToken,
    body: { sportId: 1, minBet: 100, maxBet: 200_000, delay: 0, active: true },
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the player app against the real server', () => {
  it('signs Playertwo in with the code step and lands a desktop on the listing', async () => {
    ({ page: desktopPage } = await newPage(desktop));
    await signIn(desktopPage, 'Playertwo');
    expect(new URL(desktopPage.url()).pathname).toBe('/');
    await desktopPage.getByRole('heading', { name: 'In-Play' }).waitFor();
  });

  it('bets on an in-play match, cancels an unmatched bet, and follows settlement without a reload', async () => {
    const page = desktopPage;
    const match = await freshestInPlaySoccer();
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
    await until(
      () => priceNames(market),
      (names) => names.join('|') !== before.join('|'),
    );

    const startBalance = await until(
      () => figure(page, 'Balance'),
      (value) => !Number.isNaN(value),
    );
    expect(await figure(page, 'Exposure')).toBe(0);
    const { body: markets } = await call<MarketBook[]>(
      server.url,
      `/api/get-market-list?matchId=${match.matchId}`,
      {
        token: adminToken,
      },
    );
    const matchOdds = markets.data.find((candidate) => candidate.oddsType === undefined);
    const [home, away] = (matchOdds?.runners ?? []).filter((runner) => !/draw/i.test(runner.runnerName));
    if (!matchOdds || !home || !away) throw new Error('The match has no two-sided match odds market');

    /** Puts the runner's best back (highest) or best lay (lowest) price in the slip. */
    const pickBest = async (runner: string, side: 'Back' | 'Lay') => {
      const cells = market
        .getByRole('group', { name: runner })
        .getByRole('button', { name: new RegExp(`^${side} `) });
      const prices = (await priceNames(market.getByRole('group', { name: runner })))
        .filter((name) => name.startsWith(`${side} `))
        .map(oddsIn);
      const best = side === 'Back' ? Math.max(...prices) : Math.min(...prices);
      // By position: the best level stays the best cell even if its price moves before the click.
      await cells.nth(prices.indexOf(best)).click();
    };
    const slip = page.getByRole('form', { name: 'Bet slip' });
    const placeFromSlip = async (stake: string, odds?: string) => {
      if (odds) {
        await slip.getByLabel('Odds', { exact: true }).fill(odds);
      }
      await slip.getByLabel('Stake', { exact: true }).fill(stake);
      await slip.getByRole('button', { name: 'Place bet' }).click();
      await slip.getByText('Bet Placed Successfully').waitFor();
    };

    // A back on the home side, then a lay of the away side, at the prices shown.
    await pickBest(home.runnerName, 'Back');
    await placeFromSlip('100');
    await until(
      () => figure(page, 'Exposure'),
      (exposure) => exposure > 0,
    );
    await pickBest(away.runnerName, 'Lay');
    await placeFromSlip('100');
    const openBets = page.getByRole('region', { name: 'Open bets' });
    await until(
      async () => (await openBets.getByRole('row').count()) - (await openBets.getByRole('table').count()),
      (rows) => rows >= 2,
    );

    // A back far above the market waits unmatched; cancelling it takes it off the list.
    await pickBest(home.runnerName, 'Back');
    await placeFromSlip('100', '1000');
    const unmatched = openBets.getByRole('table', { name: 'Unmatched bets' });
    await unmatched.waitFor();
    await unmatched
      .getByRole('button', { name: /cancel/i })
      .first()
      .click();
    await unmatched.waitFor({ state: 'detached' });

    // Settlement: the home side wins (declared by the Super Admin through the API).
    const declared = await call(server.url, '/api/declare-result', {
      token: adminToken,
      body: { marketId: matchOdds.marketId, result: home.selectionId },
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
    const { page } = await newPage(phone);
    await signIn(page, 'Playertwo');
    expect(new URL(page.url()).pathname).toBe('/match/in-play/4');
    await page.getByRole('heading', { name: 'Cricket', level: 1 }).waitFor();
    // The second sign-in ends the first session: the desktop is sent back to the login page.
    await desktopPage.waitForURL('**/login');
    await page.context().close();
  });

  it("shows the server's message when the password is wrong", async () => {
    const { body } = await call(server.url, '/api/login', {
      body: { username: 'Player', password: 'Wrong1234' },
    });
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('Player');
    await page.getByRole('textbox', { name: 'Password' }).fill('Wrong1234');
    await page.getByRole('button', { name: /log ?in|sign in/i }).click();
    await page.getByText(body.message).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('logs out and reloads when the access token has expired', async () => {
    const { page, context } = await newPage(desktop);
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
    await page.waitForURL('**/login');
    await until(
      () => page.evaluate(() => 'e2eNoReload' in window),
      (kept) => !kept,
    );
    expect(await page.evaluate(() => localStorage.getItem('playerToken'))).toBeNull();
    await context.close();
  });
});
