import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../chromium.config.ts';
import { servePartnerExample, type PartnerSite } from '../../examples/partner-embed/serve.ts';

/**
 * examples/partner-embed as a visitor sees it: a plain HTML page, no React of its own, loading the built
 * embed bundle and showing a MarketBook and a BetSlip in the lotus brand, and a casino table (RoundTable,
 * CasinoMarket, FairnessPanel).
 */
let site: PartnerSite;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  site = await servePartnerExample();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto(site.url);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const priceName = 'Back Mumbai Indians at 1.9, 5,200 available';

describe('the partner embed example', () => {
  it("shows the market and an empty bet slip in the partner's brand, leaving the page's own styles alone", async () => {
    const market = page.getByRole('region', { name: 'Match Odds' });
    await market.waitFor();
    await page.getByText('Your bet slip is empty').waitFor();

    const price = market.getByRole('button', { name: priceName });
    const look = await price.evaluate((element) => {
      const wrapper = element.closest('[data-brand]');
      return {
        brand: wrapper?.getAttribute('data-brand'),
        font: wrapper ? getComputedStyle(wrapper).fontFamily : '',
        background: getComputedStyle(element).backgroundColor,
        pageFont: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(look.brand).toBe('lotus');
    expect(look.font).toContain('DM Sans');
    // The back colour resolved from the brand's tokens, not a transparent cell.
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.pageFont).toContain('Georgia');
  });

  it('puts a clicked price in the bet slip, and places the bet', async () => {
    await page.getByRole('button', { name: priceName }).click();
    const slip = page.getByRole('form', { name: 'Bet slip' });
    await slip.waitFor();
    await slip.getByText('Mumbai Indians').waitFor();
    expect(await slip.getByText('Back', { exact: true }).isVisible()).toBe(true);
    expect(await slip.getByRole('spinbutton', { name: 'Odds' }).inputValue()).toBe('1.9');

    await slip.getByRole('button', { name: '500', exact: true }).click();
    expect(await slip.getByRole('spinbutton', { name: 'Stake' }).inputValue()).toBe('500');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('status').filter({ hasText: 'Bet Placed Successfully' }).waitFor();

    // Another price starts a new bet; Cancel empties the slip.
    await page.getByRole('button', { name: /^Lay Chennai Super Kings at 2.1,/ }).click();
    await slip.getByText('Chennai Super Kings').waitFor();
    expect(await slip.getByRole('spinbutton', { name: 'Stake' }).inputValue()).toBe('');
    await slip.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Your bet slip is empty').waitFor();
    expect(problems).toEqual([]);
  });

  it('shows the casino table with its cards and winner, verifies the round in the browser, and sends a casino price to the slip', async () => {
    const table = page.getByRole('region', { name: '20-20 Teenpatti' });
    await table.waitFor();
    expect(await table.getByText('Market Id 5002261126081500').isVisible()).toBe(true);
    expect(await table.getByRole('img', { name: 'Face-down card' }).count()).toBe(0);
    expect(await table.getByRole('img', { name: 'King of spades' }).count()).toBe(1);
    expect(await table.getByRole('status').textContent()).toBe('Winner: Player A');

    const fairness = page.getByRole('region', { name: 'Fairness' });
    await fairness.getByRole('button', { name: 'Verify' }).click();
    const verdict = fairness.getByRole('status', { name: 'Verification' });
    await verdict.getByText('Verified: the round matches its seeds').waitFor();
    expect(await verdict.textContent()).toContain('The seeds deal the 6 cards shown, in order.');

    await page.getByRole('button', { name: 'Back Player A at 1.98' }).click();
    const slip = page.getByRole('form', { name: 'Bet slip' });
    await slip.getByText('Player A').waitFor();
    expect(await slip.getByText('Odds: 1.98').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});
