import type { Browser, Locator, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromMenu, submitLogin, toast } from './adminPanel.ts';
import { amountOf, call, figure, newPage, startExchange, until } from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 39 end to end, the lottery a player can play: the real server (its demo seeds a draw on sale and
 * one drawn) and the built app in Chromium. The Super Admin adds a draw closing in an hour; the Player
 * buys its three tickets with 'Place a bet' and sees them on the card; the server's clock moves past the
 * close time (POST /test/clock draws what became due before it answers); the Player sees the draw made,
 * its prize on the card and in the header's balance, verifies the draw in the browser, and reads the
 * purchase and the prize in the account statement.
 */

const password = 'Demo1234';
const desktop = { width: 1366, height: 900 };
const title = 'Express Draw';
const price = 40;
const prize = 500;
const hour = 60 * 60 * 1000;

let server: RunningServer;
let browser: Browser;
let adminPage: Page;
let page: Page;
let balanceBefore: number;

beforeAll(async () => {
  ({ server, browser } = await startExchange());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const main = (): Locator => page.getByRole('main');
const card = (): Locator => main().getByRole('article', { name: title });

/** The server's clock, moved forward (a test-only call the server offers under TEST_CLOCK=on, from loopback). */
async function advanceServerClock(ms: number) {
  const moved = await call(server.url, '/test/clock', { body: { advanceMs: ms } });
  expect(moved.status).toBe(200);
}

/** `datetime-local`'s value for an instant, in UTC (the page's time zone). */
const localValue = (at: Date) => at.toISOString().slice(0, 16);

/** Opens the player's lottery page from the header and waits for the named draw's card. */
async function openLottery(name: string) {
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Lottery', exact: true })
    .click();
  await main().getByRole('article', { name }).waitFor();
}

describe('a lottery draw, bought, drawn and paid', () => {
  it('the Super Admin adds a draw closing in an hour: three tickets, one prize', async () => {
    adminPage = await newPage(browser, desktop);
    await submitLogin(adminPage, `${server.url}/admin/login`, 'Superadmin', password);
    await adminPage.getByRole('navigation', { name: 'Agent panel' }).waitFor();
    await openFromMenu(adminPage, 'Lottery');
    await adminPage.getByRole('button', { name: 'Add draw' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add lottery draw' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByLabel('Draw time').fill(localValue(new Date(Date.now() + hour)));
    await dialog.getByLabel('Ticket price').fill(String(price));
    await dialog.getByLabel('Tickets').fill('3');
    await dialog.getByLabel('Prizes').fill(String(prize));
    await dialog
      .getByLabel('Image')
      .setInputFiles({ name: 'draw.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(title) });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = adminPage
      .getByRole('table', { name: 'Lottery draws' })
      .getByRole('row', { name: new RegExp(title) });
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/40\.00 0 of 3 500\.00 Open/);
  });

  it("the player finds the demo's draws: one on sale, one drawn with its result", async () => {
    page = await newPage(browser, desktop);
    await submitLogin(page, `${server.url}/login`, 'Player', password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await openLottery('Diwali Bumper');
    const diwali = main().getByRole('article', { name: 'Diwali Bumper' });
    expect(await diwali.innerText()).toContain('Open');
    expect(await diwali.getByRole('button', { name: 'Place a bet' }).isEnabled()).toBe(true);
    const holi = main().getByRole('article', { name: 'Holi Special' });
    expect(await holi.getByRole('list', { name: 'Winning tickets' }).getByRole('listitem').count()).toBe(3);
    expect(await holi.innerText()).toMatch(
      /Your tickets: 1, 2, 3, 4, 5 · (You won [\d,.]+|No prize this time)/,
    );
  });

  it("buys the draw's three tickets with 'Place a bet', paid from the balance", async () => {
    await openLottery(title);
    balanceBefore = await figure(page, 'Balance');
    await card().getByRole('button', { name: 'Place a bet' }).click();
    const dialog = page.getByRole('dialog', { name: `Buy tickets: ${title}` });
    await dialog.getByText('3 of 3').waitFor();
    const count = dialog.getByRole('spinbutton', { name: 'How many tickets' });
    await count.fill('3');
    await dialog.getByText('Total 120.00').waitFor();
    await dialog.getByRole('button', { name: 'Place a bet' }).click();
    await toast(page, '3 tickets bought').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card().getByText('Your tickets: 1, 2, 3').waitFor();
    expect(await card().innerText()).toContain('0 of 3');
    await until(
      () => figure(page, 'Balance'),
      (balance) => balance === balanceBefore - 3 * price,
    );
  });

  it('is drawn when the clock passes its close time, and pays the prize', async () => {
    await advanceServerClock(hour + 60_000);
    await page.reload();
    await card().getByRole('list', { name: 'Winning tickets' }).waitFor();
    expect(await card().innerText()).toMatch(/^Drawn\b/);
    const winners = await card()
      .getByRole('list', { name: 'Winning tickets' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatch(/^1st #[123] 500\.00 \(yours\)$/);
    expect(await card().innerText()).toContain('You won 500.00');
    await until(
      () => figure(page, 'Balance'),
      (balance) => balance === balanceBefore - 3 * price + prize,
    );
  });

  it('verifies the draw in the browser from the seed revealed, the tickets sold and the commitment', async () => {
    await card().getByRole('button', { name: 'See the result' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('table', { name: 'Winning tickets' }).waitFor();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const verdict = await dialog.getByText(/^Verified:/).innerText();
    expect(verdict).toMatch(
      /the 3 tickets sold hash to the public seed, and drawing again gives tickets [123]\.$/,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the purchase and the prize in the account statement, in words', async () => {
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Account Statement', exact: true })
      .click();
    const table = main().getByRole('table', { name: 'Account Statement' });
    const prizeRow = table.getByRole('row', {
      name: new RegExp(`Lottery ${title}: 1st prize, ticket [123]`),
    });
    await prizeRow.waitFor();
    expect(amountOf(await prizeRow.getByRole('cell').nth(2).innerText())).toBe(prize);
    const purchaseRow = table.getByRole('row', { name: `Lottery ${title}: tickets 1, 2 and 3 bought` });
    expect(amountOf(await purchaseRow.getByRole('cell').nth(3).innerText())).toBe(3 * price);
  });
});
