import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../chromium.config.ts';
import { loadingClasses } from '../../packages/app/src/screens/shell/loadingClasses.ts';
import { recordPageEvents } from './pageEvents.ts';
import { startServer, type RunningServer } from './server.ts';

/** The server's envelope `{ error, code, message, data }`, for the calls the test makes beside the browser. */
export interface Envelope<T> {
  readonly error: boolean;
  /** A refusal's stable code; absent on success. */
  readonly code?: string;
  readonly message: string;
  readonly data: T;
}

export async function call<T>(
  base: string,
  path: string,
  options: { token?: string; method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  for (let tries = 1; ; tries += 1) {
    const response = await fetch(`${base}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
    const body = (await response.json()) as Envelope<T>;
    // As the app does (api.ts' shedRetry): a call the server shed did nothing, and is asked again later.
    if (response.status === 503 && body.code === 'server_busy' && tries <= 3) {
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 1000));
      continue;
    }
    return { status: response.status, body };
  }
}

/** Waits (no fixed sleep) until `read` gives a value `accept` takes, and returns it. */
export async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = 30_000,
): Promise<T> {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        return accept(last);
      },
      { timeout, interval: 200 },
    )
    .toBe(true);
  return last as T;
}

/** 1,234.50 -> 1234.5 */
export const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The header's figure next to a label (Balance, Exposure). */
export async function figure(page: Page, label: 'Balance' | 'Exposure'): Promise<number> {
  const text = (await page.getByRole('banner').innerText()).replace(/\s+/g, ' ');
  const found = new RegExp(`${label} (-?[\\d,]+\\.\\d{2})`).exec(text);
  return found ? amountOf(found[1] ?? '') : Number.NaN;
}

/** Each price button's name in a region ("Back India at 1.85, 2,500 available"). */
export async function priceNames(scope: Locator): Promise<string[]> {
  return scope
    .getByRole('button', { name: /^(Back|Lay) .+ at / })
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
    );
}

/** The odds in a price button's name. */
export const oddsIn = (name: string) => Number(/ at ([\d.]+)/.exec(name)?.[1]);

export interface MatchRow {
  matchId: number;
  matchName: string;
}

interface MarketBook {
  marketId: string;
  oddsType?: string;
  runners: { selectionId: number; runnerName: string }[];
}

/** The in-play soccer match with the most of its game left (the simulator's seed fixes which). */
export async function freshestInPlaySoccer(base: string, token: string): Promise<MatchRow> {
  const { body } = await call<MatchRow[]>(base, '/api/get-match-list?sportId=1&status=in-play', { token });
  const minutes = await Promise.all(
    body.data.map(async (match) => {
      const score = await call<{ detail?: { minute?: number } }>(
        base,
        `/data/score?MatchID=${match.matchId}`,
        {
          token,
        },
      );
      return { match, minute: score.body.data.detail?.minute ?? 90 };
    }),
  );
  const [freshest] = minutes.sort((a, b) => a.minute - b.minute);
  if (!freshest) throw new Error('The simulator has no soccer match in play');
  return freshest.match;
}

/**
 * A back of 100 on the match's home side at 1000, far above the market: it waits unmatched, or is refused
 * (the answer under test). The stepped feed suspends a market only in the ticks a test runs.
 */
export async function backHomeFar<T = unknown>(
  base: string,
  adminToken: string,
  token: string,
  matchId: number,
) {
  const { marketId, home } = await matchOddsOf(base, adminToken, matchId);
  return call<T>(base, '/bet/placebet', {
    token,
    body: {
      matchId,
      marketId,
      marketName: 'Match Odds',
      selectionId: home.selectionId,
      runnerName: home.runnerName,
      odds: 1000,
      stack: 100,
      isBack: true,
      betOn: 'MATCH_ODDS',
    },
  });
}

/** The match odds market of a match and its two sides (the draw left out). */
export async function matchOddsOf(base: string, token: string, matchId: number) {
  const { body } = await call<MarketBook[]>(base, `/api/get-market-list?matchId=${matchId}`, { token });
  const market = body.data.find((candidate) => candidate.oddsType === undefined);
  const [home, away] = (market?.runners ?? []).filter((runner) => !/draw/i.test(runner.runnerName));
  if (!market || !home || !away) throw new Error('The match has no two-sided match odds market');
  return { marketId: market.marketId, runners: market.runners, home, away };
}

/** The demo player's sign-in (no second step): the form, then the welcome dialog's Continue. */
export async function signInPlayer(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('Player');
  await page.getByRole('textbox', { name: 'Password' }).fill('Demo1234');
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A soccer match's score as the data API gives it. */
export interface SoccerScore {
  summary: string;
  detail?: { minute?: number; home?: { goals: number }; away?: { goals: number } };
}

export const soccerScoreOf = async (base: string, token: string, matchId: number) =>
  (await call<SoccerScore>(base, `/data/score?MatchID=${matchId}`, { token })).body.data;

/** The in-play soccer matches, the one with the least of its game left first (the seed fixes which). */
export async function inPlaySoccerByMinute(base: string, token: string): Promise<MatchRow[]> {
  const { body } = await call<MatchRow[]>(base, '/api/get-match-list?sportId=1&status=in-play', { token });
  const minutes = await Promise.all(
    body.data.map(async (match) => ({
      match,
      minute: (await soccerScoreOf(base, token, match.matchId)).detail?.minute ?? 0,
    })),
  );
  return minutes.sort((a, b) => b.minute - a.minute).map(({ match }) => match);
}

/** Ticks the feed until the match's score says full time (a soccer match lasts about 200 ticks). */
export async function playToFullTime(base: string, token: string, matchId: number): Promise<SoccerScore> {
  for (let ticks = 0; ticks < 400; ticks += 1) {
    const score = await soccerScoreOf(base, token, matchId);
    if (score.summary.endsWith(' FT')) return score;
    await feedTicks(base, 1);
  }
  throw new Error(`Match ${matchId} did not finish in 400 ticks`);
}

/** Puts a runner's best back (highest) or best lay (lowest) price of a market region in the slip. */
export async function pickBest(market: Locator, runner: string, side: 'Back' | 'Lay'): Promise<void> {
  const group = market.getByRole('group', { name: runner });
  const cells = group.getByRole('button', { name: new RegExp(`^${side} `) });
  const prices = (await priceNames(group)).filter((name) => name.startsWith(`${side} `)).map(oddsIn);
  const best = side === 'Back' ? Math.max(...prices) : Math.min(...prices);
  // By position: the best level stays the best cell even if its price moves before the click.
  await cells.nth(prices.indexOf(best)).click();
}

/** Types the stake (and odds, if given) in the page's bet slip and sends it. */
export async function sendSlip(page: Page, stake: string, odds?: string): Promise<void> {
  const slip = page.getByRole('form', { name: 'Bet slip' });
  if (odds) {
    await slip.getByLabel('Odds', { exact: true }).fill(odds);
  }
  await slip.getByLabel('Stake', { exact: true }).fill(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
}

/** Sends the slip and expects the placement's confirmation: a refusal fails at once, saying its reason. */
export async function placeFromSlip(page: Page, stake: string, odds?: string): Promise<void> {
  await sendSlip(page, stake, odds);
  const slip = page.getByRole('form', { name: 'Bet slip' });
  const outcome = slip.getByText('Bet Placed Successfully').or(slip.getByRole('alert')).first();
  await outcome.waitFor();
  expect(await outcome.innerText()).toBe('Bet Placed Successfully');
}

/**
 * Issue 39: a placed bet's slip is spent. It says the bet was placed and has no Place bet left, and Enter
 * in its stake sends nothing (a send would turn the slip busy and take the confirmation away at once).
 */
export async function expectSlipSpent(page: Page): Promise<void> {
  const slip = page.getByRole('form', { name: 'Bet slip' });
  expect(await slip.getByRole('button', { name: 'Place bet' }).count()).toBe(0);
  await slip.getByLabel('Stake', { exact: true }).press('Enter');
  expect(await slip.getAttribute('data-state')).toBe('done');
  expect(await slip.getByRole('status').innerText()).toBe('Bet Placed Successfully');
}

/**
 * The server's odds feed and casino rounds for the end-to-end tests, both stepped (FEED=stepped and
 * CASINO=stepped, which need TEST_CLOCK=on). The seeded simulator announces its starting events (about
 * half in play) before the server says it listens, and then moves only when a test calls `feedTicks`: no
 * price, goal, start or result comes by itself, so what a test sees follows from the seed and the ticks it
 * ran. The casino's games run no round until a test steps one (`casinoStep`), and each round moves only
 * when a test steps it: no test waits out a game's real pace, and no server deals every game in the
 * background.
 */
export const steppedServerEnv = {
  TEST_CLOCK: 'on',
  FEED: 'stepped',
  FEED_SEED: '3',
  CASINO: 'stepped',
} as const;

/**
 * Runs `ticks` ticks of the stepped feed (a test-only call from loopback); resolves once their prices,
 * statuses and scores are applied, with the ticks run since the start.
 */
export async function feedTicks(base: string, ticks: number): Promise<number> {
  const response = await fetch(`${base}/test/feed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticks }),
  });
  const answer = (await response.json()) as { tick: number; message?: string };
  expect(response.status, answer.message).toBe(200);
  return answer.tick;
}

/** One move of a casino round, as POST /test/casino answers it. */
export interface CasinoMove {
  roundId: string;
  gameCode: string;
  state: 'open' | 'suspended' | 'result' | 'settled' | 'void';
  shown: number;
}

/** What a casino step made, and where the game's newest round stands after it. */
export interface CasinoStep {
  moves: CasinoMove[];
  round: { roundId: string; state: CasinoMove['state']; shown: number } | null;
}

/**
 * Makes a casino game's round take its next move now (a test-only call from loopback, CASINO=stepped):
 * opens a round if the game has none; else betting ends, a card is shown, the result comes (and settles),
 * or a result ends and the next round opens. Resolves once the move is written; the player's page hears
 * of it through the game's room, which looks at the rounds every 250 ms.
 */
export async function casinoStep(base: string, game: string): Promise<CasinoStep> {
  const response = await fetch(`${base}/test/casino`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game }),
  });
  const answer = (await response.json()) as CasinoStep & { message?: string };
  expect(response.status, answer.message).toBe(200);
  return answer;
}

/**
 * Steps a casino game until a step's answer passes `done`, and returns that answer; a round has at most a
 * few dozen moves, so more steps than that is a fault.
 */
export async function casinoStepUntil(
  base: string,
  game: string,
  done: (step: CasinoStep) => boolean,
): Promise<CasinoStep> {
  for (let steps = 1; steps <= 50; steps += 1) {
    const step = await casinoStep(base, game);
    if (done(step)) return step;
  }
  throw new Error(`50 steps of ${game} and still not there`);
}

/** Steps the game to a round opened by the step, so its whole betting window is ahead. */
export async function freshCasinoRound(base: string, game: string): Promise<string> {
  const step = await casinoStepUntil(base, game, ({ moves }) => moves.some((move) => move.state === 'open'));
  return step.moves.find((move) => move.state === 'open')?.roundId ?? '';
}

/**
 * The real server (fresh PGlite, demo seed, the stepped odds feed and casino) and Chromium, with soccer's in-play
 * delay off: a bet at the price shown matches at once rather than after 5 seconds
 * of moving prices (the delay has its own server tests). The token is the demo Super Admin's.
 * `env` adds to the server's environment (a test-only switch a file needs).
 */
export async function startExchange(env: Record<string, string> = {}): Promise<{
  server: RunningServer;
  browser: Browser;
  adminToken: string;
}> {
  const server = await startServer({ ...steppedServerEnv, ...env });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const login = await call<{ token: string }>(server.url, '/api/login-admin', {
    body: { username: 'Superadmin', password: 'Demo1234' },
  });
  const adminToken = login.body.data.token;
  const saved = await call(server.url, '/api/save-sport-settings', {
    token: adminToken,
    body: { sportId: 1, minBet: 100, maxBet: 200_000, delay: 0, active: true },
  });
  expect(saved.status).toBe(200);
  return { server, browser, adminToken };
}

/** A page in a context of its own (its own storage: one signed-in user each), in British English and UTC. */
export async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'UTC' });
  const page = await context.newPage();
  recordPageEvents(page);
  return page;
}

/**
 * Waits for a full page load to show its page: index.html's loading screen gone and the page's heading the
 * topmost thing where it stands (not under a leftover overlay that lets only the fixed header show).
 */
export async function expectPageShown(page: Page): Promise<string> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  await until(
    () =>
      heading.evaluate((element, staticScreenId) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        return document.getElementById(staticScreenId) === null && element.contains(top);
      }, loadingClasses.staticScreenId),
    (shown) => shown,
  );
  return heading.innerText();
}
