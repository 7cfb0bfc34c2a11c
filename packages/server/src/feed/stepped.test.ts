import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matches } from '../db/exchangeSchema.ts';
import { maxTicksPerCall, registerTestFeed } from '../testControls/feed.ts';
import { CatalogSink } from './sink.ts';
import { SteppedFeed } from './steppedFeed.ts';
import { feedTestDatabase } from '../testing/feedDatabase.ts';

const feedTest = feedTestDatabase();
const startsAt = new Date('2025-03-01T12:00:00.000Z');

function steppedFeed() {
  const errors: unknown[] = [];
  const sink = new CatalogSink(
    { db: feedTest.db, board: feedTest.board, now: () => startsAt },
    { activateNewMatches: true },
  );
  const feed = new SteppedFeed(sink, {
    seed: 3,
    tickMs: 1000,
    eventsPerSport: 2,
    firstId: 30_000_000,
    startsAt,
    onError: (error) => errors.push(error),
  });
  return { feed, errors };
}

type Status = 'upcoming' | 'inPlay' | 'closed';
const matchesIn = async (status: Status) =>
  (await feedTest.db.select({ n: count() }).from(matches).where(eq(matches.status, status)))[0]?.n ?? 0;
const matchIdsIn = async (status: Status) =>
  (await feedTest.db.select({ id: matches.id }).from(matches).where(eq(matches.status, status))).map(
    ({ id }) => id,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('the stepped feed', () => {
  it('announces the catalog on start, about half in play, then never ticks by itself', async () => {
    // Faked before the start, so a timer the feed set would be one the test runs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const { feed, errors } = steppedFeed();
    await feed.start();
    expect(feed.tick).toBe(1);
    expect(await matchesIn('inPlay')).toBeGreaterThan(0);
    expect(await matchesIn('upcoming')).toBeGreaterThan(0);
    const changesAtStart = feedTest.changes.length;

    await vi.advanceTimersByTimeAsync(60_000);
    expect(feed.tick).toBe(1);
    expect(feedTest.changes).toHaveLength(changesAtStart);
    expect(errors).toEqual([]);
  });

  it('runs exactly the ticks asked for, its time moving with them and not with the wall clock', async () => {
    // The wall clock stands still: upcoming matches start only because the ticks' time passes their start.
    vi.useFakeTimers({ toFake: ['Date'], now: startsAt });
    const { feed, errors } = steppedFeed();
    await feed.start();
    const upcoming = await matchIdsIn('upcoming');
    expect(await feed.step(5)).toBe(6);
    expect(feed.tick).toBe(6);
    expect(await feed.step(200)).toBe(206);
    const started = [...(await matchIdsIn('inPlay')), ...(await matchIdsIn('closed'))];
    expect(upcoming.filter((id) => started.includes(id))).not.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('runs steps asked for at once one after another, none before the start is applied', async () => {
    const { feed } = steppedFeed();
    const started = feed.start();
    const [first, second] = await Promise.all([feed.step(2), feed.step(3), started]);
    expect([first, second]).toEqual([3, 6]);
    await feed.stop();
  });
});

describe('POST /test/feed', () => {
  async function feedRoute() {
    const { feed } = steppedFeed();
    await feed.start();
    const app = Fastify();
    registerTestFeed(app, feed);
    await app.ready();
    const post = (payload: unknown, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: '/test/feed', payload: payload as object, remoteAddress });
    return { feed, app, post };
  }

  it('ticks from this machine and answers once the ticks are on the board', async () => {
    const { app, post } = await feedRoute();
    // Each match's own odds (its first exchange market: other markets are sent only when they change).
    const matchOdds = () =>
      new Map(
        feedTest.board
          .matchIds()
          .flatMap((id) => feedTest.board.marketsOf(id).find((market) => market.kind === 'matchOdds') ?? [])
          .map((market) => [market.marketId, market.version]),
      );
    const before = matchOdds();
    const stepped = await post({ ticks: 3 });
    expect(stepped.statusCode).toBe(200);
    expect(stepped.json()).toEqual({ ticks: 3, tick: 4 });
    // Every open match's odds are published each tick: the answer comes after all three are on the board.
    const after = matchOdds();
    for (const [marketId, version] of before) expect(after.get(marketId)).toBe(version + 3);
    const read = await app.inject({ method: 'GET', url: '/test/feed', remoteAddress: '::1' });
    expect(read.json()).toEqual({ tick: 4 });
    await app.close();
  });

  it('refuses other machines and bad tick counts, ticking nothing', async () => {
    const { feed, app, post } = await feedRoute();
    expect((await post({ ticks: 1 }, '10.0.0.5')).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/test/feed', remoteAddress: '10.0.0.5' })).statusCode,
    ).toBe(403);
    for (const ticks of [0, -1, 1.5, maxTicksPerCall + 1, '3', null]) {
      const refused = await post({ ticks });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: `ticks: a whole number from 1 to ${maxTicksPerCall}` });
    }
    expect((await post({})).statusCode).toBe(400);
    expect(feed.tick).toBe(1);
    await app.close();
  });
});
