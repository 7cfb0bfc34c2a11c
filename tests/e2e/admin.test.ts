import { refusalMessages } from '@exchange/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  changeFirstPasswords,
  clientFigure,
  clientRow,
  deposit,
  openFromMenu,
  setBetLock,
  submitLogin,
  toast,
  tokenOf,
  type Account,
} from './adminPanel.ts';
import {
  amountOf,
  call,
  figure,
  freshestInPlaySoccer,
  matchOddsOf,
  expectPageShown,
  newPage,
  oddsIn,
  pickBest,
  placeFromSlip,
  priceNames,
  sendSlip,
  startExchange,
  until,
  type MatchRow,
} from './helpers.ts';
import { openBetsOf, shareOfBook, unmatchedBetOf } from './adminBets.ts';
import type { RunningServer } from './server.ts';

/**
 * The agent panel end to end: the real server (fresh PGlite, demo seed, the odds simulator at a fixed
 * seed, stepped only by tests) and the built app in Chromium. The demo Super Admin creates a Master, the Master a player; the
 * player bets while the Master watches, deletes and locks; the market settles; then the Master tries to
 * reach users outside its subtree.
 */

const demo = { username: 'Superadmin', password: 'Demo1234', transactionPassword: 'Demo1234' };
const master: Account = {
  username: 'Eastmaster',
  fullName: 'East Master',
  password: 'Harbour2719',
  newPassword: 'Mango2468x',
  initialTransactionPassword: 'Given2468',
  transactionPassword: 'Mtx24680',
};
const player: Account = {
  username: 'Eastplayer',
  fullName: 'East Player',
  password: 'Harbour2719',
  newPassword: 'Pebble1357',
  initialTransactionPassword: 'Given1357',
  transactionPassword: 'Ptx13579',
};
/** The Master's share of its downline's results, in percent. */
const masterShare = 50;

let server: RunningServer;
let browser: Browser;
let adminToken: string;
let adminPage: Page;
let masterPage: Page;
let playerPage: Page;
let match: MatchRow;
let matchOdds: Awaited<ReturnType<typeof matchOddsOf>>;
type Runner = (typeof matchOdds)['home'];
/** The side the player backs (it wins at the end) and the side it lays (the Master deletes that bet). */
let backed: Runner;
let laid: Runner;

const desktop = { width: 1280, height: 900 };

const oddsRegion = (page: Page): Locator => page.getByRole('region', { name: /Match Odds/ }).first();
const { notInSubtree, betLocked } = refusalMessages;

/** The player's open bets on the test's match. */
const betsOnMatch = (token: string) => openBetsOf(server.url, token, match.matchId);

beforeAll(async () => {
  ({ server, browser, adminToken } = await startExchange());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the agent panel against the real server', () => {
  it('lets the Super Admin create a Master on Add User and give it chips', async () => {
    adminPage = await newPage(browser, desktop);
    await submitLogin(adminPage, `${server.url}/admin/login`, demo.username, demo.password);
    await adminPage.waitForURL('**/admin/market-analysis');
    // One session per account: the panel's sign-in ended the one the setup opened.
    adminToken = await tokenOf(adminPage, 'adminToken');
    await addUser(adminPage, master, {
      role: 'Master',
      creditReference: '100000',
      partnership: String(masterShare),
    });
    await adminPage.waitForURL('**/admin/list-clients');
    const row = clientRow(adminPage, master.username);
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).innerText()).toBe('Master');
    expect(await clientFigure(adminPage, master.username, 'Credit Ref.')).toBe(100_000);
    expect(await clientFigure(adminPage, master.username, 'Balance')).toBe(0);

    await deposit(adminPage, master.username, '100000', demo.transactionPassword);
    await until(
      () => clientFigure(adminPage, master.username, 'Balance'),
      (balance) => balance === 100_000,
    );
  });

  it("shows each page of the Super Admin's menu on a full load, with nothing left over it", async () => {
    const menu = adminPage.getByRole('navigation', { name: 'Agent panel' }).getByRole('link');
    const paths = await menu.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      await adminPage.goto(`${server.url}${path}`);
      expect(await expectPageShown(adminPage), path).not.toBe('');
    }
  });

  it('makes the Master change its passwords first, then create a player and give it chips', async () => {
    masterPage = await newPage(browser, desktop);
    await submitLogin(masterPage, `${server.url}/admin/login`, master.username, master.password);
    await masterPage.waitForURL('**/admin/transaction-password');
    await changeFirstPasswords(masterPage, master);
    await masterPage.waitForURL('**/admin/market-analysis');

    await addUser(masterPage, player, { role: 'USER', creditReference: '10000', exposureLimit: '2000' });
    await masterPage.waitForURL('**/admin/list-clients');
    const row = clientRow(masterPage, player.username);
    await row.waitFor();
    expect(await clientFigure(masterPage, player.username, 'Credit Ref.')).toBe(10_000);
    expect(await clientFigure(masterPage, player.username, 'Exposure Limit')).toBe(2_000);

    // The Master's own transaction password, chosen at its first sign-in, confirms the move.
    await deposit(masterPage, player.username, '10000', master.transactionPassword);
    await until(
      () => clientFigure(masterPage, player.username, 'Balance'),
      (balance) => balance === 10_000,
    );
    expect(await clientFigure(masterPage, player.username, 'Available Bal.')).toBe(10_000);
    expect(await clientFigure(masterPage, player.username, 'Client P/L')).toBe(0);
  });

  it('lets the new player sign in, change its passwords and bet on an in-play match', async () => {
    playerPage = await newPage(browser, desktop);
    await submitLogin(playerPage, `${server.url}/login`, player.username, player.password);
    await playerPage.waitForURL('**/transaction-password');
    await changeFirstPasswords(playerPage, player);
    await playerPage.waitForURL((url) => url.pathname === '/');

    match = await freshestInPlaySoccer(server.url, adminToken);
    matchOdds = await matchOddsOf(server.url, adminToken, match.matchId);
    await playerPage.goto(`${server.url}/odds/${match.matchId}`);
    const market = oddsRegion(playerPage);
    await until(
      () => priceNames(market),
      (names) => names.length >= 6,
    );
    expect(await figure(playerPage, 'Balance')).toBe(10_000);

    // The lay goes on the favourite of the two sides: its liability stays well inside the exposure limit
    // whatever the simulator's prices are.
    const bestLay = async (runner: Runner) =>
      Math.min(
        ...(await priceNames(market.getByRole('group', { name: runner.runnerName })))
          .filter((name) => name.startsWith('Lay '))
          .map(oddsIn),
      );
    const { home, away } = matchOdds;
    [laid, backed] = (await bestLay(home)) <= (await bestLay(away)) ? [home, away] : [away, home];
    // Each asked at the far end of the ladder, so it matches at once at the best price (a waiting bet would
    // have no book and no audited deletion below).
    await pickBest(market, backed.runnerName, 'Back');
    await placeFromSlip(playerPage, '100', '1.01');
    await pickBest(market, laid.runnerName, 'Lay');
    await placeFromSlip(playerPage, '100', '1000');
    await until(
      () => figure(playerPage, 'Exposure'),
      (exposure) => exposure > 0,
    );
  });

  it("shows the Master the player's bets, lets it delete one and lock and unlock the player's betting", async () => {
    const playerToken = await tokenOf(playerPage, 'playerToken');
    const bets = await until(
      () => betsOnMatch(playerToken),
      (list) => list.length === 2,
    );

    // Market analysis: the match's book at the Master's share, as the player's bets make it.
    await openFromMenu(masterPage, 'Market Analysis');
    const book = masterPage
      .getByRole('region', { name: match.matchName })
      .getByRole('table', { name: `${match.matchName}: Match Odds` });
    for (const runner of [backed, laid]) {
      const shown = await until(
        async () => {
          const row = book.getByRole('row', { name: new RegExp(runner.runnerName) });
          return (await row.count()) === 1 ? amountOf(await row.getByRole('cell').last().innerText()) : NaN;
        },
        (amount) => !Number.isNaN(amount),
      );
      expect(shown).toBeCloseTo(shareOfBook(bets, runner.selectionId, masterShare), 1);
    }
    // The player wins both bets if the backed side wins and loses both if the laid one does: the Master's
    // book mirrors that.
    expect(shareOfBook(bets, backed.selectionId, masterShare)).toBeLessThan(0);
    expect(shareOfBook(bets, laid.selectionId, masterShare)).toBeGreaterThan(0);

    // Current bets: both bets, open; the lay is deleted.
    await openFromMenu(masterPage, 'Current Bets');
    const current = masterPage.getByRole('table', { name: 'Current Bets' });
    const rowsOf = (side: 'Back' | 'Lay') =>
      current
        .getByRole('row')
        .filter({ hasText: player.username })
        .filter({ hasText: match.matchName })
        .filter({ has: masterPage.getByRole('cell', { name: side, exact: true }) });
    await rowsOf('Back').waitFor();
    await rowsOf('Lay').waitFor();
    await rowsOf('Lay')
      .getByRole('button', { name: new RegExp(`^Delete bet of ${player.username}`) })
      .click();
    // A matched bet: its deletion is audited and needs the Master's transaction password (issue 14).
    const confirm = masterPage.getByRole('dialog', { name: 'Delete bet' });
    await confirm.getByRole('textbox', { name: 'Transaction Password' }).fill(master.transactionPassword);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await toast(masterPage, 'Bet deleted').waitFor();
    await rowsOf('Lay').getByText('deleted', { exact: true }).waitFor();
    const kept = await until(
      () => betsOnMatch(playerToken),
      (list) => list.length === 1,
    );
    expect(kept[0]?.isBack).toBe(true);
    // The player's open bets drop the deleted lay without a reload.
    const openBets = playerPage.getByRole('region', { name: 'Open bets' });
    await until(
      async () => (await openBets.getByRole('row').count()) - (await openBets.getByRole('table').count()),
      (rows) => rows === 1,
    );

    // Bet lock from the client list: the player's next bet is refused with the reason.
    await openFromMenu(masterPage, 'Client List');
    await setBetLock(masterPage, player.username, true, master.transactionPassword);
    await clientRow(masterPage, player.username).getByText('Bet locked').waitFor();
    const market = oddsRegion(playerPage);
    await pickBest(market, backed.runnerName, 'Back');
    await sendSlip(playerPage, '100');
    await toast(playerPage, betLocked).waitFor();
    expect(await betsOnMatch(playerToken)).toHaveLength(1);

    await setBetLock(masterPage, player.username, false, master.transactionPassword);
    await clientRow(masterPage, player.username).getByText('Bet locked').waitFor({ state: 'detached' });
    await pickBest(market, backed.runnerName, 'Back');
    await placeFromSlip(playerPage, '100');
    expect(await betsOnMatch(playerToken)).toHaveLength(2);
  });

  it('settles the market when the Super Admin declares the result on Active Markets', async () => {
    await openFromMenu(adminPage, 'Active Matches');
    await adminPage.getByRole('link', { name: 'Active Matches of Soccer' }).click();
    await adminPage.getByRole('link', { name: `Markets of ${match.matchName}` }).click();
    await adminPage.waitForURL(`**/admin/active-markets/${match.matchId}`);
    const market = adminPage
      .getByRole('table', { name: `Active Markets: ${match.matchName}` })
      .getByRole('row')
      .filter({ has: adminPage.getByRole('cell', { name: 'Match Odds', exact: true }) });
    await market.getByRole('button', { name: 'Result Match Odds' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Declare result: Match Odds' });
    await dialog.getByRole('radio', { name: backed.runnerName }).check();
    await dialog.getByRole('button', { name: 'Declare' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(adminPage, 'Result declared').waitFor();
    await market.getByText(`Settled: ${backed.runnerName}`).waitFor();
    // The player's open bets settle on the page it has open.
    await until(
      () => figure(playerPage, 'Exposure'),
      (exposure) => exposure === 0,
    );
  });

  it('shows the settlement in the statements of the player and the Master, and the P/L of both', async () => {
    const settlement = `${match.matchName} / Match Odds`;
    const endBalance = await figure(playerPage, 'Balance');
    expect(endBalance).toBeGreaterThan(10_000);

    await playerPage.getByRole('link', { name: 'Profit Loss' }).click();
    const profitRow = playerPage
      .getByRole('table', { name: 'Profit Loss' })
      .getByRole('row', { name: new RegExp(match.matchName) });
    await profitRow.waitFor();
    const profit = amountOf(await profitRow.getByRole('cell').last().innerText());
    expect(profit).toBeCloseTo(endBalance - 10_000, 2);
    await playerPage.getByRole('link', { name: 'Account Statement' }).click();
    const playerLine = playerPage
      .getByRole('table', { name: 'Account Statement' })
      .getByRole('row', { name: new RegExp(settlement) });
    await playerLine.waitFor();
    expect(amountOf(await playerLine.getByRole('cell').nth(2).innerText())).toBeCloseTo(profit, 2);

    // The Master: the player's row in the list, the player's statement from it, its own P/L share.
    await masterPage.reload();
    const row = clientRow(masterPage, player.username);
    await until(
      () => clientFigure(masterPage, player.username, 'Balance'),
      (balance) => balance === endBalance,
    );
    expect(await clientFigure(masterPage, player.username, 'Client P/L')).toBeCloseTo(profit, 2);
    await row.getByRole('button', { name: `More for ${player.username}` }).click();
    await masterPage.getByRole('link', { name: `Statement ${player.username}` }).click();
    await masterPage.getByRole('heading', { name: `Account Statement: ${player.username}` }).waitFor();
    const masterLine = masterPage
      .getByRole('table', { name: 'Account Statement' })
      .getByRole('row', { name: new RegExp(settlement) });
    await masterLine.waitFor();
    expect(amountOf(await masterLine.getByRole('cell').nth(2).innerText())).toBeCloseTo(profit, 2);

    await openFromMenu(masterPage, 'Account Statement');
    await masterPage.getByRole('heading', { name: 'Account Statement', exact: true }).waitFor();
    await masterPage
      .getByRole('table', { name: 'Account Statement' })
      .getByRole('row', { name: new RegExp(`Deposit to ${player.username}`) })
      .waitFor();

    await openFromMenu(masterPage, 'Profit Loss');
    const shareRow = masterPage
      .getByRole('table', { name: 'Profit Loss' })
      .getByRole('row', { name: new RegExp(match.matchName) });
    await shareRow.waitFor();
    expect(amountOf(await shareRow.getByRole('cell').last().innerText())).toBeCloseTo(
      (-profit * masterShare) / 100,
      1,
    );
  });

  it('keeps the Master out of users outside its subtree, by URL and by API', async () => {
    const masterToken = await tokenOf(masterPage, 'adminToken');
    // What the attempts below would change (the feed does not tick here, so nothing settles the foreign bet).
    const detailOf = async (username: string) => {
      type Detail = {
        balance: number;
        exposer: number;
        creditRefrences: number;
        betLock: boolean;
        userLock: boolean;
      };
      const url = `/api/get-user-detail?username=${username}`;
      const { balance, exposer, creditRefrences, betLock, userLock } = (
        await call<Detail>(server.url, url, { token: adminToken })
      ).body.data;
      return { balance, exposer, creditRefrences, betLock, userLock };
    };
    const foreignBet = await unmatchedBetOf(
      server.url,
      adminToken,
      { username: 'Player', password: demo.password },
      match,
    );
    const before = { player: await detailOf('Player'), master: await detailOf(master.username) };

    // Typed addresses: the panel's refusal of a screen kept for admin and sadmin ...
    const main = masterPage.getByRole('main');
    await masterPage.goto(`${server.url}/admin/active-markets/${match.matchId}`);
    await main.getByRole('heading', { name: 'You are not allowed to open this page' }).waitFor();
    expect(await main.getByRole('table').count()).toBe(0);
    // ... and the server's refusal of another subtree's users, none of whose rows show.
    for (const [path, foreignRow] of [
      ['/admin/list-clients/Agent', { name: /Player/ }],
      ['/admin/accountstatement?username=Player', { name: /Opening balance/ }],
      ['/admin/add-user/Agent', { name: /Player/ }],
    ] as const) {
      await masterPage.goto(`${server.url}${path}`);
      await main.getByRole('alert').filter({ hasText: notInSubtree }).waitFor();
      expect(await main.getByRole('row', foreignRow).count(), path).toBe(0);
      expect(await main.getByRole('button', { name: /Deposit|Create User/ }).count(), path).toBe(0);
    }

    // Direct calls with the Master's token: each refused (403, not in your downline), none changes anything.
    const tx = master.transactionPassword;
    const newPassword = { password: 'Taken1234', passwordConfirmation: 'Taken1234' };
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/get-user-list?username=Agent'],
      ['GET', '/api/get-user-detail?username=Player'],
      [
        'POST',
        '/api/update-user-wallet',
        { username: 'Player', type: 'deposit', amount: 100, transactionPassword: tx },
      ],
      ['POST', '/api/update-user-status', { username: 'Player', betLock: true, transactionPassword: tx }],
      ['POST', '/api/update-user', { username: 'Player', creditRefrences: 1, transactionPassword: tx }],
      ['POST', '/api/update-password', { username: 'Player', ...newPassword, transactionPassword: tx }],
      [
        'POST',
        '/api/account-statement-list?page=1',
        { username: 'Player', startDate: '2000-01-01', endDate: '2100-01-01' },
      ],
      ['DELETE', `/api/delete-current-bet/${foreignBet.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const { status, body: answer } = await call(server.url, path, { token: masterToken, method, body });
      expect({ path, status, message: answer.message }).toEqual({ path, status: 403, message: notInSubtree });
    }
    expect({ player: await detailOf('Player'), master: await detailOf(master.username) }).toEqual(before);
    expect(
      (await openBetsOf(server.url, foreignBet.token, foreignBet.matchId)).map((bet) => bet._id),
    ).toContain(foreignBet.id);
    const signIn = await call(server.url, '/api/login', {
      body: { username: 'Player', password: demo.password },
    });
    expect(signIn.status).toBe(200);
  });
});
