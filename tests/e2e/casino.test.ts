import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLogin, toast, tokenOf } from './adminPanel.ts';
import {
  amountOf,
  call,
  casinoStep,
  expectSlipSpent,
  figure,
  freshCasinoRound,
  newPage,
  startExchange,
  until,
} from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * The live casino end to end: the real server and the built app in Chromium. The server's round loop is
 * stepped (CASINO=stepped): the test opens a Teen Patti 20-20 round and moves it on itself (betting's end,
 * each of the six cards, the result), each move going through the loop's own code at the app clock's time,
 * so nothing waits out the game's pace (20 s of betting, cards 3 s apart, 5 s of result). The demo player
 * bets on the round while the demo Master watches the game's book; the page follows the round card by card
 * through the game's room; the round settles and is verified, signed in and on the public fairness page;
 * the Super Admin then closes a game.
 */

const password = 'Demo1234';
const desktop = { width: 1280, height: 900 };
const game = { code: 'teen20', matchId: 5002, name: '20-20 Teenpatti' };
const stake = 100;

let server: RunningServer;
let browser: Browser;
let playerPage: Page;
let masterPage: Page;
let playerToken: string;
/** The round the player bet on, its winner, and the bet's result. */
let roundId: string;
let winner: string;
let pnl: number;
/** The player's balance before the bet. */
let balanceBefore: number;

interface CasinoBetsWire {
  bets: { docs: { matchName: string; selectionName: string; marketId?: string; pnl?: number }[] };
}

/** The player app's sign-in: the form, then the welcome dialog's Continue. */
async function signInPlayer(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill('Player');
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The round's table on the player's page (RoundTable: the game's heading names it). */
const table = (page: Page): Locator => page.getByRole('region', { name: game.name }).first();

beforeAll(async () => {
  ({ server, browser } = await startExchange());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the live casino against the real server', () => {
  it('opens Teen Patti 20-20 from the lobby for the player, and its table for the Master', async () => {
    // The stepped loop runs no round until asked: the table opens on a live round.
    await freshCasinoRound(server.url, game.code);
    playerPage = await newPage(browser, desktop);
    await signInPlayer(playerPage);
    playerToken = await tokenOf(playerPage, 'playerToken');
    await playerPage.goto(`${server.url}/casino-in/live-dmd`);
    await playerPage.getByRole('tab', { name: 'All Casino' }).waitFor();
    await playerPage.getByRole('button', { name: game.name, exact: true }).click();
    await playerPage.waitForURL(`**/casino/${game.code}/${game.matchId}`);
    await table(playerPage).waitFor();

    masterPage = await newPage(browser, desktop);
    await submitLogin(masterPage, `${server.url}/admin/login`, 'Master', password);
    await masterPage.waitForURL('**/admin/market-analysis');
    await masterPage
      .getByRole('navigation', { name: 'Agent panel' })
      .getByRole('link', { name: 'Our Casino' })
      .click();
    await masterPage
      .getByRole('region', { name: 'Live Teenpatti' })
      .getByRole('button', { name: game.name })
      .click();
    await masterPage.waitForURL(`**/admin/casino/${game.code}`);
    await masterPage.getByRole('heading', { level: 1, name: game.name }).waitFor();
  });

  it('takes a back bet on Player A during the countdown, which the Master sees in the book at once', async () => {
    // A round the test opens, its 20 s of betting ahead; the open page moves to it through the game's room.
    roundId = await freshCasinoRound(server.url, game.code);
    await until(
      () => table(playerPage).innerText(),
      (text) => text.includes(roundId) && text.includes('Betting closes in'),
    );
    balanceBefore = await figure(playerPage, 'Balance');
    await playerPage
      .getByRole('button', { name: /^Back Player A at / })
      .first()
      .click();
    const slip = playerPage.getByRole('form', { name: 'Bet slip' });
    await slip.getByLabel('Stake', { exact: true }).fill(String(stake));
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByText('Bet Placed Successfully').waitFor();
    await expectSlipSpent(playerPage);
    expect(await figure(playerPage, 'Balance')).toBe(balanceBefore);
    await until(
      () => figure(playerPage, 'Exposure'),
      (exposure) => exposure === stake,
    );

    // The Master's book on Player A: at its share, it loses if Player A wins.
    const book = masterPage.getByRole('table', { name: /: your downline$/ }).first();
    const playerA = book.getByRole('row', { name: /Player A/ });
    await until(
      async () => amountOf(await playerA.getByRole('cell').last().innerText()),
      (amount) => amount < 0,
      15_000,
    );
    const bets = masterPage.getByRole('table', { name: 'Open bets of your downline' });
    await bets.getByRole('row', { name: /Player A/ }).waitFor();
    expect(await bets.getByRole('row', { name: /Player A/ }).innerText()).toContain('Player');
  });

  it('deals the cards as they come, then shows the result and the new balance without a reload', async () => {
    const faceUp = table(playerPage).getByRole('img', { name: / of (spades|hearts|diamonds|clubs)$/ });
    // Betting ends; then each step turns one more card face up on the player's page, the sixth with the
    // result (which settles the round).
    expect((await casinoStep(server.url, game.code)).round).toEqual({
      roundId,
      state: 'suspended',
      shown: 0,
    });
    expect(await faceUp.count()).toBe(0);
    for (let shown = 1; shown <= 6; shown += 1) {
      const { round } = await casinoStep(server.url, game.code);
      expect(round).toEqual({ roundId, state: shown < 6 ? 'suspended' : 'result', shown });
      await until(
        () => faceUp.count(),
        (count) => count === shown,
      );
    }
    const status = table(playerPage)
      .getByRole('status')
      .filter({ hasText: /^Winner: / });
    await status.waitFor();
    winner = (await status.innerText()).replace(/^Winner: /, '');

    // The bet's settled result, as the player's Live Casino Bets call gives it.
    const settled = await until(
      async () =>
        (
          await call<CasinoBetsWire>(server.url, '/api/casino-bets', {
            token: playerToken,
            body: { status: 'completed', startDate: '2020-01-01' },
          })
        ).body.data.bets.docs,
      (docs) => docs.length > 0,
    );
    pnl = settled[0]?.pnl ?? Number.NaN;
    expect(pnl).not.toBe(0);
    expect(pnl > 0).toBe(winner === 'Player A');
    // The header moves by the bet's result with no reload of the page.
    await until(
      () => figure(playerPage, 'Balance'),
      (shown) => Math.abs(shown - (balanceBefore + pnl)) < 0.005,
    );
    await until(
      () => figure(playerPage, 'Exposure'),
      (exposure) => exposure === 0,
    );
  });

  it('verifies the round in the browser from its revealed seed', async () => {
    const chip = playerPage.getByRole('button', { name: new RegExp(`Round ${roundId}`) });
    await chip.waitFor({ timeout: 15_000 });
    await chip.click();
    const dialog = playerPage.getByRole('dialog', { name: `Round ${roundId}` });
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => dialog.getByRole('status', { name: 'Verification' }).innerText(), { timeout: 10_000 })
      .toContain('Verified: the round matches its seeds');
    await playerPage.keyboard.press('Escape');
  });

  it('checks the round on the public fairness page, signed out: commitment, seed chain link, salt, deal', async () => {
    const visitor = await newPage(browser, desktop);
    await visitor.goto(`${server.url}/fairness/${game.code}?round=${roundId}`);
    const checks = visitor.getByRole('status', { name: 'Checks of this round' });
    await expect
      .poll(() => checks.innerText(), { timeout: 15_000 })
      .toContain('Every check passed: this round was dealt as published.');
    const text = await checks.innerText();
    for (const check of ['Commitment', 'Seed chain link', 'Terminal hash', 'Salt', 'Deal']) {
      expect(text).toContain(`${check}: Passed`);
    }
    // The table's chain as published, with no account.
    await visitor
      .getByRole('region', { name: /^Seed chain \d+$/ })
      .first()
      .waitFor();
    await visitor.close();
  });

  it("finds the round in the player's results and Live Casino Bets", async () => {
    await playerPage.goto(`${server.url}/casino/result/${game.matchId}`);
    const results = playerPage.getByRole('table', { name: 'Casino Results' });
    const row = results.getByRole('row', { name: new RegExp(roundId) });
    await row.waitFor();
    expect(await row.innerText()).toContain(winner);

    await playerPage.goto(`${server.url}/casino-bets`);
    await playerPage.getByRole('combobox', { name: /Report type/ }).click();
    await playerPage.getByRole('option', { name: 'Settled', exact: true }).click();
    await playerPage.getByRole('button', { name: 'Submit' }).click();
    const bets = playerPage.getByRole('table', { name: 'Live Casino Bets' });
    const bet = bets.getByRole('row', { name: new RegExp(game.name) }).first();
    await bet.waitFor();
    expect(await bet.innerText()).toContain('Player A');
  });

  it('gives the Master the round in the Casino Result Report and its share in the game reports', async () => {
    await masterPage.goto(`${server.url}/admin/casinoresult/${game.matchId}`);
    const results = masterPage.getByRole('table', { name: 'Casino Result Report' });
    await results.getByRole('row', { name: new RegExp(roundId) }).waitFor();
    await results.getByRole('button', { name: roundId }).click();
    const dialog = masterPage.getByRole('dialog');
    await dialog.getByText(winner).first().waitFor();
    await masterPage.keyboard.press('Escape');

    await masterPage.goto(`${server.url}/admin/game-reports`);
    const report = masterPage.getByRole('table', { name: 'Game Reports' });
    const row = report.getByRole('row', { name: new RegExp(game.name) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    // Game, Rounds, Bets, Stake, Downline P/L, Your P/L: the player's result, the Master's share against it.
    expect(cells.slice(1, 4).map(amountOf)).toEqual([1, 1, stake]);
    expect(amountOf(cells[4] ?? '')).toBe(pnl);
    expect(Math.sign(amountOf(cells[5] ?? ''))).toBe(-Math.sign(pnl));
  });

  it('lets the Super Admin close a game, whose tile then leads the player to /not-found, naming it', async () => {
    const adminPage = await newPage(browser, desktop);
    await submitLogin(adminPage, `${server.url}/admin/login`, 'Superadmin', password);
    await adminPage.waitForURL('**/admin/market-analysis');
    await adminPage
      .getByRole('navigation', { name: 'Agent panel' })
      .getByRole('link', { name: 'Casino List' })
      .click();
    await adminPage.getByRole('button', { name: 'Disable Lucky 7 - A' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Close Lucky 7 - A' });
    await dialog.getByRole('button', { name: 'Close game' }).click();
    await toast(adminPage, 'Game closed').waitFor();
    await adminPage
      .getByRole('row', { name: /Lucky 7 - A/ })
      .getByText('Closed')
      .waitFor();

    await playerPage.goto(`${server.url}/casino-in/live-dmd`);
    // A closed tile is announced unavailable (aria-disabled), which Playwright's click waits out; the
    // player can still activate it, and the keyboard does so as a player would.
    await playerPage.getByRole('button', { name: /Lucky 7 - A/ }).focus();
    await playerPage.keyboard.press('Enter');
    // Issue 39: the page says which game is closed, not that the page does not exist.
    await playerPage.waitForURL('**/not-found?game=lucky7');
    await playerPage.getByRole('heading', { name: 'Lucky 7 - A is closed' }).waitFor();
    // Its table's address goes there too, and the page leads back to the lobby.
    await playerPage.goto(`${server.url}/casino/lucky7`);
    await playerPage.waitForURL('**/not-found?game=lucky7');
    await playerPage.getByRole('link', { name: 'Go to Live Casino' }).click();
    await playerPage.waitForURL('**/casino-in/live-dmd');
  });
});
