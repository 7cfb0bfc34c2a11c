import { refusalMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../db/exchangeSchema.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import {
  createTestMatch,
  defaultMatchOddsPrices,
  runnerBet,
  type RunnerPrices,
  type TestMatch,
} from '../testing/markets.ts';
import { BetEngine } from './engine.ts';
import { balanceOf, newPlayer, placeBet } from '../testing/bets.ts';

/**
 * The in-play delay without sleeping: the engine's sleep records the wait and runs what the test wants
 * to happen meanwhile (a price move, a suspension), as the feed would during those seconds.
 */
let duringDelay: () => Promise<void> | void = () => undefined;
const waits: number[] = [];

let t: TestApp;
let agent: TestUser;
let match: TestMatch;

beforeAll(async () => {
  // A clock that stands still, so the wait the engine asks for is exactly the delay.
  const clock = new Date();
  t = await createTestApp({
    now: () => clock,
    bets: {
      sleep: async (ms) => {
        waits.push(ms);
        await duringDelay();
      },
    },
  });
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin });
  match = await createTestMatch(t, { status: 'inPlay', sport: { minBet: 0, maxBet: 0, delaySeconds: 3 } });
});
afterAll(() => t.close());

const backFavourite = (odds: number, stake = 100) =>
  runnerBet(match.matchOdds, match.matchId, { side: 'back', odds, stake });
const favourite = (prices: RunnerPrices) =>
  match.setPrices(
    match.matchOdds,
    defaultMatchOddsPrices.map((current, index) => (index === 0 ? prices : current)),
  );

async function statusOf(betId: string) {
  const [row] = await t.database.db
    .select({ status: bets.status, odds: bets.odds })
    .from(bets)
    .where(eq(bets.id, betId));
  return row;
}

describe('the in-play delay', () => {
  it('holds a bet for the delay, reserving its stake, then matches it at the unmoved price', async () => {
    const { user, token } = await newPlayer(t, agent);
    waits.length = 0;
    let seen: { status: string; exposer: number } | null = null;
    duringDelay = async () => {
      const [row] = await t.database.db
        .select({ status: bets.status })
        .from(bets)
        .where(eq(bets.userId, user.id));
      seen = { status: row?.status ?? 'none', exposer: (await balanceOf(t, token)).exposer };
    };
    const placed = await placeBet(t, token, backFavourite(2));
    expect(waits).toEqual([3_000]);
    expect(seen).toEqual({ status: 'delayed', exposer: 100 });
    expect(placed.status).toBe(200);
    expect(placed.data.bet).toMatchObject({ status: 'match', odds: 2 });
    expect(placed.data.exposer).toBe(100);
  });

  it('refuses the bet when the price moved beyond it during the delay, and releases the stake', async () => {
    const { user, token } = await newPlayer(t, agent);
    duringDelay = () => favourite({ back: [1.8], lay: [1.82] });
    const placed = await placeBet(t, token, backFavourite(2));
    expect(placed).toMatchObject({ status: 400, message: refusalMessages.priceMovedDuringDelay });
    expect((await balanceOf(t, token)).exposer).toBe(0);
    const [row] = await t.database.db
      .select({ status: bets.status })
      .from(bets)
      .where(eq(bets.userId, user.id));
    expect(row?.status).toBe('refused');
    expect(
      t.pushes.filter((push) => push.userId === user.id && push.event === 'bet').at(-1)?.payload,
    ).toMatchObject({
      event: 'refused',
    });
    favourite(defaultMatchOddsPrices[0] ?? { back: [], lay: [] });
  });

  it('matches at the better price when the price moved in the bet’s favour', async () => {
    const { token } = await newPlayer(t, agent);
    duringDelay = () => favourite({ back: [2.2], lay: [2.22] });
    const placed = await placeBet(t, token, backFavourite(2));
    expect(placed.data.bet).toMatchObject({ status: 'match', odds: 2.2 });
    favourite(defaultMatchOddsPrices[0] ?? { back: [], lay: [] });
  });

  it('refuses the bet when the market was suspended during the delay', async () => {
    const { token } = await newPlayer(t, agent);
    duringDelay = () => match.setStatus(match.matchOdds, 'SUSPENDED');
    expect(await placeBet(t, token, backFavourite(2))).toMatchObject({
      status: 400,
      message: refusalMessages.marketSuspended,
    });
    expect((await balanceOf(t, token)).exposer).toBe(0);
    match.setStatus(match.matchOdds, 'OPEN');
  });

  it('places a bet that waits for its price at once: the delay only guards prices taken now', async () => {
    const { token } = await newPlayer(t, agent);
    waits.length = 0;
    const placed = await placeBet(t, token, backFavourite(3));
    expect(placed.data.bet.status).toBe('unmatch');
    expect(waits).toEqual([]);
  });

  it('re-checks at start-up the bets a restart left delayed', async () => {
    const { token } = await newPlayer(t, agent);
    // The first engine never finishes the wait: the process "stops" during the delay.
    let release: () => void = () => undefined;
    duringDelay = () => new Promise<void>((resolve) => (release = resolve));
    const pending = placeBet(t, token, backFavourite(2));
    while (waits.length === 0 || (await balanceOf(t, token)).exposer === 0)
      await new Promise((r) => setImmediate(r));
    const [row] = await t.database.db.select().from(bets).where(eq(bets.status, 'delayed'));
    expect(row).toBeDefined();

    // A new engine (a restarted server) finds it and checks it against the price.
    duringDelay = () => undefined;
    const restarted = new BetEngine(t.context, { sleep: async () => undefined });
    await restarted.start();
    await restarted.stop();
    expect(await statusOf(row?.id ?? '')).toEqual({ status: 'matched', odds: 2 });

    // The first engine's late answer is the bet as resolved, not a second match.
    release();
    expect((await pending).data.bet).toMatchObject({ _id: row?.id, status: 'match' });
    expect((await balanceOf(t, token)).exposer).toBe(100);
  });
});
