import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amountOf,
  call,
  expectPageShown,
  figure,
  inPlaySoccerByMinute,
  newPage,
  pickBest,
  placeFromSlip,
  playToFullTime,
  signInPlayer,
  startExchange,
  until,
  type MatchRow,
} from './helpers.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 39: a soccer market beside Match Odds, end to end. The real server's simulator is stepped
 * (FEED=stepped): the player unfolds an Over/Under market on the odds page, backs Over, and the test
 * plays the match to its final whistle; the feed's result settles the bet by the goals the match scored.
 */

const desktop = { width: 1366, height: 900 };

let server: RunningServer;
let browser: Browser;
let adminToken: string;

interface Market {
  marketId: string;
  marketName: string;
  status?: string;
  runners: { selectionId: number; runnerName: string }[];
}

/**
 * An in-play soccer match with an Over/Under market still open (its line not yet passed), the one with the
 * least of its game left.
 */
async function overUnderInPlay(): Promise<{ match: MatchRow; market: Market; line: number }> {
  for (const match of await inPlaySoccerByMinute(server.url, adminToken)) {
    const markets = await call<Market[]>(server.url, `/api/get-market-list?matchId=${match.matchId}`, {
      token: adminToken,
    });
    const market = markets.body.data.find(
      (candidate) => /^Over\/Under \d\.5 Goals$/.test(candidate.marketName) && candidate.status === 'OPEN',
    );
    if (market) return { match, market, line: Number(/\d\.5/.exec(market.marketName)?.[0]) };
  }
  throw new Error('No in-play soccer match has an open Over/Under market');
}

beforeAll(async () => {
  ({ server, browser, adminToken } = await startExchange());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an Over/Under market', () => {
  it('takes a back on Over from its folded ladder and pays it by the goals at full time', async () => {
    const { match, market, line } = await overUnderInPlay();
    const page = await newPage(browser, desktop);
    await signInPlayer(page, server.url);
    await page.goto(`${server.url}/odds/${match.matchId}`);
    await expectPageShown(page);
    // Survives only as long as the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    // Match Odds is open; the goals line is folded to its title until the player opens it.
    const region = page.getByRole('region', { name: market.marketName, exact: true });
    const fold = region.getByRole('button', { name: market.marketName, exact: true });
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    await fold.click();
    expect(await fold.getAttribute('aria-expanded')).toBe('true');

    const startBalance = await until(
      () => figure(page, 'Balance'),
      (value) => !Number.isNaN(value),
    );
    // Asked at the foot of the ladder, the back matches at once at the best price.
    await pickBest(region, `Over ${line} Goals`, 'Back');
    await placeFromSlip(page, '100', '1.01');
    await until(
      () => figure(page, 'Exposure'),
      (exposure) => exposure > 0,
    );

    const final = await playToFullTime(server.url, adminToken, match.matchId);
    const goals = (final.detail?.home?.goals ?? 0) + (final.detail?.away?.goals ?? 0);
    const endBalance = await until(
      () => figure(page, 'Balance'),
      (balance) => balance !== startBalance,
    );
    await until(
      () => figure(page, 'Exposure'),
      (exposure) => exposure === 0,
    );
    // Over wins only if the match scored more goals than the line: the stake comes back with the profit;
    // otherwise the stake is lost.
    if (goals > line) expect(endBalance).toBeGreaterThan(startBalance);
    else expect(endBalance).toBeCloseTo(startBalance - 100, 2);
    await region.getByText('Closed').first().waitFor();
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);

    // The statement names the market the money moved on.
    await page.getByRole('link', { name: 'Account Statement' }).click();
    const statementRow = page.getByRole('table', { name: 'Account Statement' }).getByRole('row', {
      name: new RegExp(`${match.matchName} / ${market.marketName.replace('/', '\\/')}`),
    });
    await statementRow.waitFor();
    expect(amountOf(await statementRow.getByRole('cell').nth(2).innerText())).toBeCloseTo(
      endBalance - startBalance,
      2,
    );
    await page.context().close();
  });
});
