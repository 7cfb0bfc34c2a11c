import type { Browser, Locator, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLogin, toast } from './adminPanel.ts';
import {
  call,
  freshCasinoRound,
  freshestInPlaySoccer,
  matchOddsOf,
  newPage,
  pickBest,
  placeFromSlip,
  sendSlip,
  startExchange,
  until,
} from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Responsible gaming end to end (issue 21): the real server and the built app in Chromium. The demo
 * Player sets a daily deposit limit and a deposit over it is refused, counting the request still
 * pending; it self-excludes for a day, after which sports and casino bets and deposits are refused with
 * the server's sentences while a withdrawal still goes through; the server's clock then moves past the
 * day and the account works again.
 */

const password = 'Demo1234';
const desktop = { width: 1280, height: 900 };
/** Each request its own payment: a UTR and a receipt claimed once (issue 37). */
let utr = 512345678901;
const nextPayment = async () => {
  utr += 1;
  return {
    utr: String(utr),
    receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(`UTR ${utr}`) },
  };
};
const casinoGame = { code: 'teen20', matchId: 5002, name: '20-20 Teenpatti' };
const selfExcludedSentence = 'Your account is self-excluded. You can still sign in and withdraw.';
const realityCheckSentence = 'Your reality check is due: please answer it to continue playing.';
/** What `betOnCasino` answers when the reality check's reminder opened over the page (it hides the table). */
const reminderOpened = 'The reality check opened';

let server: RunningServer;
let browser: Browser;
let adminToken: string;
let page: Page;

beforeAll(async () => {
  ({ server, browser, adminToken } = await startExchange());
  // The Player's upline, the demo Agent, takes deposits by UPI (set here: the cashier's e2e does it by hand).
  const agent = await call<{ token: string }>(server.url, '/api/login-admin', {
    body: { username: 'Agent', password },
  });
  const saved = await call(server.url, '/api/save-payment-list', {
    token: agent.body.data.token,
    body: {
      settingList: {
        upiId: 'agentpay@okhdfc',
        upiName: 'Agent Payments',
        accountHolderName: 'Demo Agent',
        accountNumber: '001234567890',
        ifscCode: 'HDFC0001234',
      },
    },
  });
  expect(saved.status).toBe(200);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const main = (): Locator => page.getByRole('main');

/** A page of the player's menu, by its link (the heading says the same). */
async function openFromPlayerMenu(label: string) {
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await main().getByRole('heading', { name: label, level: 1 }).waitFor();
}

/** Asks for a deposit on the Deposit page; resolves once the page has answered (toast or refusal). */
async function requestDeposit(amount: string): Promise<string> {
  // The last request's toast must not pass for this one's answer.
  await toast(page, /^Deposit request sent/).waitFor({ state: 'detached' });
  await openFromPlayerMenu('Deposit');
  await main().getByText('agentpay@okhdfc').first().waitFor();
  const form = main().getByRole('form', { name: 'Deposit request' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  const payment = await nextPayment();
  await form.getByRole('textbox', { name: 'UTR Number' }).fill(payment.utr);
  await form.getByLabel('Payment receipt').setInputFiles(payment.receipt);
  await form.getByRole('button', { name: 'Submit' }).click();
  const answer = toast(page, /^Deposit request sent/).or(form.getByRole('alert').first());
  await answer.first().waitFor();
  return answer.first().innerText();
}

/** The in-play soccer match's odds page, its match odds market, and a back on the home side sent. */
async function backHomeFromSlip(): Promise<Locator> {
  const match = await freshestInPlaySoccer(server.url, adminToken);
  await page.goto(`${server.url}/odds/${match.matchId}`);
  const market = page.getByRole('region', { name: /Match Odds/ }).first();
  await market
    .getByRole('button', { name: /^Back / })
    .first()
    .waitFor();
  const { home } = await matchOddsOf(server.url, adminToken, match.matchId);
  await pickBest(market, home.runnerName, 'Back');
  return market;
}

const realityCheck = (): Locator => page.getByRole('dialog', { name: 'Reality check' });

/**
 * A back of 100 on Player A of the live Teen Patti table, in a round the test opens (the server's casino is
 * stepped), so its whole betting window is ahead; resolves with what the slip says (placed, or the server's
 * refusal), or `reminderOpened` as soon as the reality check's reminder opens over the page.
 */
async function betOnCasino(): Promise<string> {
  const roundId = await freshCasinoRound(server.url, casinoGame.code);
  const tablePath = `/casino/${casinoGame.code}/${casinoGame.matchId}`;
  if (new URL(page.url()).pathname !== tablePath) await page.goto(`${server.url}${tablePath}`);
  // The table shows that round (an open page hears of it through the game's room).
  const table = page
    .getByRole('region', { name: casinoGame.name })
    .filter({ hasText: roundId })
    .filter({ hasText: 'Betting closes in' });
  await table.or(realityCheck()).first().waitFor();
  if (await realityCheck().isVisible()) return reminderOpened;
  await page
    .getByRole('button', { name: /^Back Player A at / })
    .first()
    .click();
  await sendSlip(page, '100');
  const slip = page.getByRole('form', { name: 'Bet slip' });
  const outcome = slip.getByText('Bet Placed Successfully').or(slip.getByRole('alert')).first();
  await outcome.or(realityCheck()).first().waitFor();
  return (await realityCheck().isVisible()) ? reminderOpened : outcome.innerText();
}

/** The server's clock, moved forward (a test-only call the server offers under TEST_CLOCK=on, from loopback). */
async function advanceServerClock(ms: number) {
  const moved = await call(server.url, '/test/clock', { body: { advanceMs: ms } });
  expect(moved.status).toBe(200);
}

describe('responsible gaming against the real server', () => {
  it('lets the player set a daily deposit limit from the menu, and refuses a deposit over it', async () => {
    page = await newPage(browser, desktop);
    await submitLogin(page, `${server.url}/login`, 'Player', password);
    await page.getByRole('button', { name: 'Continue' }).click();

    await openFromPlayerMenu('Responsible Gaming Tools');
    await main().getByText('Active', { exact: true }).waitFor();
    await main()
      .getByText(/Raising or removing a limit takes effect after 7 days/)
      .waitFor();
    await main().getByRole('spinbutton', { name: 'Daily limit' }).fill('600');
    await main().getByRole('button', { name: 'Save limits' }).click();
    await toast(page, 'Deposit limits saved').waitFor();
    expect(await main().getByRole('spinbutton', { name: 'Daily limit' }).inputValue()).toBe('600');

    expect(await requestDeposit('500')).toMatch(/^Deposit request sent/);
    // The 500 still pending counts: 200 more would pass 600. The refusal says what is left, and when the
    // 500 leaves the rolling day (in the player's own time).
    expect(await requestDeposit('200')).toMatch(
      /^This deposit would go over your daily deposit limit of Rs 600\.00\. Up to Rs 100\.00 more can be deposited now; Rs 500\.00 more from \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d\.$/,
    );
  });

  it('self-excludes the player for a day after it confirms what that means', async () => {
    await openFromPlayerMenu('Responsible Gaming Tools');
    await main().getByRole('radio', { name: '1 day' }).click();
    await main()
      .getByLabel(/^Password/)
      .fill(password);
    await main().getByRole('button', { name: 'Self-exclude' }).click();
    const confirm = page.getByRole('dialog', { name: 'Self-exclude for 1 day?' });
    await confirm.getByText('You can still sign in, see your balance and withdraw.').waitFor();
    await confirm.getByRole('button', { name: 'Self-exclude for 1 day' }).click();
    await toast(page, 'You are now self-excluded').waitFor();
    await main().getByText('Self-excluded', { exact: true }).waitFor();
    await main()
      .getByText(/You are self-excluded until/)
      .waitFor();
    expect(await main().getByRole('button', { name: 'Self-exclude' }).count()).toBe(0);
  });

  it('refuses a sports bet and a casino bet while excluded, saying why in the slip', async () => {
    await backHomeFromSlip();
    await sendSlip(page, '100');
    const slip = page.getByRole('form', { name: 'Bet slip' });
    await expect.poll(() => slip.getByRole('alert').innerText()).toBe(selfExcludedSentence);

    expect(await betOnCasino()).toBe(selfExcludedSentence);
  });

  it('refuses a deposit while excluded, but takes a withdrawal', async () => {
    expect(await requestDeposit('100')).toBe(selfExcludedSentence);

    await openFromPlayerMenu('Withdraw');
    const upiForm = main().getByRole('form', { name: 'Add UPI Id' });
    await upiForm.getByRole('textbox', { name: 'UPI Id' }).fill('player@oksbi');
    await upiForm.getByRole('button', { name: 'Add UPI Id' }).click();
    await toast(page, 'UPI Id successfully added.').waitFor();
    const form = main().getByRole('form', { name: 'Withdraw request' });
    await form.getByRole('radio', { name: /player@oksbi/ }).check();
    await form.getByRole('textbox', { name: 'Amount' }).fill('100');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await toast(page, /^Withdrawal request sent/).waitFor();
  });

  it('opens the account again once the day is over: deposits and bets go through', async () => {
    await advanceServerClock(24 * 60 * 60 * 1000 + 60_000);
    await openFromPlayerMenu('Responsible Gaming Tools');
    await main().getByText('Active', { exact: true }).waitFor();
    await main().getByText('Your account is open: you can bet and deposit.').waitFor();

    // The 500 asked for a day ago has left the rolling day.
    expect(await requestDeposit('100')).toMatch(/^Deposit request sent/);
    await backHomeFromSlip();
    await placeFromSlip(page, '100');
  });

  it('pauses casino play an hour after its first bet with the reality check, until the player continues', async () => {
    // The session's first casino bet starts the hour.
    expect(await betOnCasino()).toBe('Bet Placed Successfully');
    await advanceServerClock(61 * 60 * 1000);
    // The round bet on is now an hour behind: the next step voids it and opens the next, where a bet is
    // refused for the check (the slip says so) and the reminder opens. The page may open it first, if its
    // reading of the check as the first bet moved the balance came after the clock moved.
    const reminder = realityCheck();
    await until(
      async () =>
        (await reminder.isVisible()) || [realityCheckSentence, reminderOpened].includes(await betOnCasino()),
      (paused) => paused,
      90_000,
    );
    await reminder.getByText('Lost').waitFor();
    await reminder.getByRole('button', { name: 'Continue' }).click();
    await reminder.waitFor({ state: 'detached' });
    expect(await betOnCasino()).toBe('Bet Placed Successfully');
  });
});
