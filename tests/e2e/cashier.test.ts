import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromMenu, submitLogin, toast, tokenOf } from './adminPanel.ts';
import { amountOf, call, figure, newPage, startExchange, until } from './helpers.ts';
import type { RunningServer } from './server.ts';
import QRCode from 'qrcode';

/**
 * The cashier end to end: the real server (fresh PGlite, demo seed) and the built app in Chromium. The demo
 * Agent sets the methods its players pay to; its player Player saves a UPI id and a bank account, asks for
 * a deposit with a receipt, which the Agent opens and approves, then for a withdrawal, which the Agent
 * rejects with a reason (the hold comes back) and, asked again, approves (the statement shows it paid
 * out). Both sides' statements tell the same story.
 */

const password = 'Demo1234';
const desktop = { width: 1280, height: 800 };
/** A real PNG, as a phone's picture of a payment would be: the server checks an upload by its content. */
const png = { name: 'receipt.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('UTR 412345678901') };
const bank = { holder: 'Demo Player', number: '123456789012', ifsc: 'SBIN0004567' };

let server: RunningServer;
let browser: Browser;
let agentPage: Page;
let playerPage: Page;
/** The player's balance before its first request. */
let opening: number;

beforeAll(async () => {
  ({ server, browser } = await startExchange());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const main = (page: Page): Locator => page.getByRole('main');

/** A link of the player's menu ("Account"). */
async function openPlayerPage(label: string) {
  await playerPage
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await main(playerPage).getByRole('heading', { name: label, level: 1 }).waitFor();
}

/** The Agent's statement of one kind, freshly read (its menu entry carries the pending count). */
async function openStatement(label: 'Deposit Statement' | 'Withdraw Statement') {
  const nav = agentPage.getByRole('navigation', { name: 'Agent panel' });
  await nav.getByRole('link', { name: new RegExp(`^${label}`) }).click();
  await main(agentPage).getByRole('heading', { name: label, level: 1 }).waitFor();
}

/** The rows of a statement's table as the reader sees them, one line each. */
async function rowsOf(page: Page, caption: string): Promise<string[]> {
  const table = main(page).getByRole('table', { name: caption });
  await table.waitFor();
  const rows = await table.getByRole('row').allInnerTexts();
  return rows.slice(1).map((row) => row.replace(/\s+/g, ' ').trim());
}

/** The statuses of a statement's rows, once it shows `count` of them (its answer is in). */
async function statusesOf(page: Page, caption: string, count: number): Promise<(string | undefined)[]> {
  const rows = await until(
    () => rowsOf(page, caption),
    (list) => list.length === count && list.every((row) => /Approved|Pending|Rejected/.test(row)),
  );
  return rows.map((row) => /Approved|Pending|Rejected/.exec(row)?.[0]);
}

/** Approves or rejects (with one of the listed reasons) a request from its row, with the Agent's transaction password. */
async function decide(verb: 'Approve' | 'Reject', what: string, reason?: string) {
  await main(agentPage)
    .getByRole('button', { name: `${verb} the ${what}` })
    .click();
  const dialog = agentPage.getByRole('dialog', { name: new RegExp(`^${verb} `) });
  if (reason) {
    await dialog.getByRole('combobox', { name: /^Reason/ }).click();
    await agentPage.getByRole('option', { name: reason }).click();
  }
  await dialog.getByRole('textbox', { name: 'Transaction Password' }).fill(password);
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const balanceOf = (page: Page) => figure(page, 'Balance');

/** The Agent's own balance, as get-user-balance answers its session. */
async function agentBalance(): Promise<number> {
  const token = await tokenOf(agentPage, 'adminToken');
  return (await call<{ balance: number }>(server.url, '/api/get-user-balance', { token })).body.data.balance;
}

describe('the cashier against the real server', () => {
  it('lets the Agent set the UPI id, QR image and bank account its players pay to', async () => {
    agentPage = await newPage(browser, desktop);
    await submitLogin(agentPage, `${server.url}/admin/login`, 'Agent', password);
    await agentPage.waitForURL('**/admin/market-analysis');
    await openFromMenu(agentPage, 'Payment Method');
    const form = main(agentPage);
    await form.getByRole('heading', { name: 'Payment Method' }).waitFor();
    await form.getByRole('textbox', { name: 'UPI Id' }).fill('agentpay@okhdfc');
    await form.getByRole('textbox', { name: 'UPI Name' }).fill('Agent Payments');
    await form.getByLabel('QR Image').setInputFiles({ ...png, name: 'qr.png' });
    await form.getByRole('textbox', { name: 'Account Holder Name' }).fill('Demo Agent');
    await form.getByRole('textbox', { name: 'Account Number' }).fill('001234567890');
    await form.getByRole('textbox', { name: 'IFSC Code' }).fill('HDFC0001234');
    await form.getByRole('button', { name: 'Save' }).click();
    // The saved QR image comes back from the authenticated file route.
    const qr = form.getByRole('img', { name: 'Saved UPI QR code' });
    await until(
      () => qr.evaluate((image: HTMLImageElement) => image.naturalWidth).catch(() => 0),
      (width) => width > 0,
    );
  });

  it('lets the player save a UPI id and a bank account, then ask for a deposit with a receipt', async () => {
    playerPage = await newPage(browser, desktop);
    await submitLogin(playerPage, `${server.url}/login`, 'Player', password);
    const welcome = playerPage.getByRole('dialog', { name: /Welcome/ });
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await welcome.waitFor({ state: 'detached' });
    opening = await until(
      () => balanceOf(playerPage),
      (balance) => balance > 0,
    );

    await openPlayerPage('Withdraw');
    const upiForm = main(playerPage).getByRole('form', { name: 'Add UPI Id' });
    await upiForm.getByRole('textbox', { name: 'UPI Id' }).fill('player@oksbi');
    await upiForm.getByRole('button', { name: 'Add UPI Id' }).click();
    await toast(playerPage, 'UPI Id successfully added.').waitFor();
    const bankForm = main(playerPage).getByRole('form', { name: 'Add bank account' });
    await bankForm.getByRole('textbox', { name: 'Account Holder Name' }).fill(bank.holder);
    await bankForm.getByRole('textbox', { name: 'Account Number' }).fill(bank.number);
    await bankForm.getByRole('textbox', { name: 'IFSC Code' }).fill(bank.ifsc);
    await bankForm.getByRole('button', { name: 'Add bank account' }).click();
    await toast(playerPage, 'Account successfully added.').waitFor();

    await openPlayerPage('Deposit');
    // The Agent's methods, as it saved them.
    await main(playerPage).getByText('agentpay@okhdfc').first().waitFor();
    const deposit = main(playerPage).getByRole('form', { name: 'Deposit request' });
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('500');
    await deposit.getByRole('textbox', { name: 'UTR Number' }).fill('412345678901');
    await deposit.getByLabel('Payment receipt').setInputFiles(png);
    await deposit.getByRole('button', { name: 'Submit' }).click();
    await toast(playerPage, /^Deposit request sent/).waitFor();
    // Nothing moves until the Agent decides.
    expect(await balanceOf(playerPage)).toBe(opening);
  });

  it('shows the Agent the pending deposit, its receipt, and moves the money when it approves', async () => {
    const nav = agentPage.getByRole('navigation', { name: 'Agent panel' });
    await openStatement('Deposit Statement');
    await nav.getByRole('link', { name: 'Deposit Statement 1 pending' }).waitFor();
    // The menu's count and the table are two answers: the table may still show its empty state.
    const [row] = await until(
      () => rowsOf(agentPage, 'Deposit Statement'),
      (rows) => !/No Result Found/.test(rows[0] ?? 'No Result Found'),
    );
    expect(row).toMatch(/Player 500\.00 UPI UTR 412345678901 Pending/);
    // No 'ok' in the Reason column: a request has a reason only once rejected (issue 39).
    expect(row).not.toMatch(/\bok\b/);

    await main(agentPage).getByRole('button', { name: "Receipt of Player's deposit, 500.00" }).click();
    const receipt = agentPage.getByRole('dialog', { name: 'Receipt' });
    const image = receipt.getByRole('img', { name: "Receipt of Player's deposit of 500.00" });
    await until(
      () => image.evaluate((element: HTMLImageElement) => element.naturalWidth).catch(() => 0),
      (width) => width > 0,
    );
    await agentPage.keyboard.press('Escape');
    await receipt.waitFor({ state: 'detached' });

    const agentBefore = await agentBalance();
    await decide('Approve', 'deposit of Player, 500.00');
    await until(
      () => rowsOf(agentPage, 'Deposit Statement'),
      ([first]) => /Approved/.test(first ?? ''),
    );
    await until(
      () => agentBalance(),
      (balance) => balance === agentBefore - 500,
    );
    // The menu's count follows the decision.
    await nav.getByRole('link', { name: 'Deposit Statement', exact: true }).waitFor();

    // The player's balance rises where it is, without a reload, and it is told.
    await toast(playerPage, 'Your deposit of 500.00 was approved and added to your balance.').waitFor();
    await until(
      () => balanceOf(playerPage),
      (balance) => balance === opening + 500,
    );
  });

  it('holds a withdrawal at once, gives it back on rejection and pays it out on approval', async () => {
    await openPlayerPage('Withdraw');
    const request = async () => {
      const form = main(playerPage).getByRole('form', { name: 'Withdraw request' });
      await form.getByRole('radio', { name: new RegExp(`A/c ${bank.number}`) }).check();
      await form.getByRole('textbox', { name: 'Amount' }).fill('300');
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await toast(playerPage, /^Withdrawal request sent/)
        .last()
        .waitFor();
    };
    await request();
    await until(
      () => balanceOf(playerPage),
      (balance) => balance === opening + 200,
    );

    await openStatement('Withdraw Statement');
    const [asked] = await until(
      () => rowsOf(agentPage, 'Withdraw Statement'),
      (rows) => rows.length === 1 && !/No Result Found/.test(rows[0] ?? ''),
    );
    expect(asked).toContain(`Player 300.00 Bank ${bank.holder}, ${bank.number}, ${bank.ifsc} Pending`);
    const agentBefore = await agentBalance();
    // Issue 39: the Agent says why, and is told in words what it did; the player is told why.
    await decide('Reject', 'withdrawal of Player, 300.00', 'Account details are wrong');
    await toast(agentPage, 'Withdrawal of Rs 300.00 rejected').waitFor();
    await toast(
      playerPage,
      'Your withdrawal of 300.00 was rejected: Account details are wrong. The amount is back in your balance.',
    ).waitFor();
    await until(
      () => balanceOf(playerPage),
      (balance) => balance === opening + 500,
    );
    expect(await agentBalance()).toBe(agentBefore);

    await request();
    await until(
      () => balanceOf(playerPage),
      (balance) => balance === opening + 200,
    );
    // The statement is read again for the new request.
    await main(agentPage).getByRole('button', { name: 'Submit' }).click();
    await until(
      () => rowsOf(agentPage, 'Withdraw Statement'),
      ([first]) => /Pending/.test(first ?? ''),
    );
    await decide('Approve', 'withdrawal of Player, 300.00');
    await toast(agentPage, 'Withdrawal of Rs 300.00 approved').waitFor();
    await toast(playerPage, 'Your withdrawal of 300.00 was approved.').waitFor();
    await until(
      () => agentBalance(),
      (balance) => balance === agentBefore + 300,
    );
    expect(await balanceOf(playerPage)).toBe(opening + 200);
  });

  it("tells the same story in both sides' statements and account statements", async () => {
    // Newest first: the approved withdrawal above the rejected one, on either side.
    await openStatement('Withdraw Statement');
    expect(await statusesOf(agentPage, 'Withdraw Statement', 2)).toEqual(['Approved', 'Rejected']);
    await openStatement('Deposit Statement');
    expect(await statusesOf(agentPage, 'Deposit Statement', 1)).toEqual(['Approved']);
    await openPlayerPage('Withdraw Statement');
    expect(await statusesOf(playerPage, 'Withdraw Statement', 2)).toEqual(['Approved', 'Rejected']);
    expect((await rowsOf(playerPage, 'Withdraw Statement'))[1]).toContain(
      'Rejected Account details are wrong',
    );
    await openPlayerPage('Deposit Statement');
    expect(await statusesOf(playerPage, 'Deposit Statement', 1)).toEqual(['Approved']);

    // The player's account statement: the deposit in, each request held, the rejected one given back with
    // its reason, and the approved one released and paid out (issue 39: it ends with the payout, not at
    // "held until decided").
    await openPlayerPage('Account Statement');
    const player = (
      await until(
        () => rowsOf(playerPage, 'Account Statement'),
        (rows) => rows.filter((row) => /Deposit|Withdrawal/.test(row)).length === 6,
      )
    ).filter((row) => /Deposit|Withdrawal/.test(row));
    const amounts = (row: string) => row.match(/-?[\d,]+\.\d{2}/g)?.map(amountOf) ?? [];
    const story =
      /Deposit|Withdrawal request to|Withdrawal rejected: Account details are wrong|Withdrawal approved|Withdrawal of Player paid out/;
    expect(player.map((row) => [story.exec(row)?.[0], amounts(row).slice(0, 2)])).toEqual([
      ['Withdrawal of Player paid out', [0, 300]],
      ['Withdrawal approved', [300, 0]],
      ['Withdrawal request to', [0, 300]],
      ['Withdrawal rejected: Account details are wrong', [300, 0]],
      ['Withdrawal request to', [0, 300]],
      ['Deposit', [500, 0]],
    ]);

    // The Agent's: the deposit paid out of its balance, the approved withdrawal paid into it.
    await openFromMenu(agentPage, 'Account Statement');
    const agent = (
      await until(
        () => rowsOf(agentPage, 'Account Statement'),
        (rows) => rows.filter((row) => /of Player (approved|paid out)/.test(row)).length === 2,
      )
    ).filter((row) => /of Player (approved|paid out)/.test(row));
    expect(
      agent.map((row) => [/Deposit|Withdrawal/.exec(row)?.[0], amounts(row).slice(0, 2)]).sort(),
    ).toEqual([
      ['Deposit', [0, 500]],
      ['Withdrawal', [300, 0]],
    ]);
  });
});
