import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { matches, matchScores, type markets } from '../db/exchangeSchema.ts';
import { nextFreeFeedId } from './catalog.ts';
import type { FeedMessage } from './messages.ts';
import { ProviderFeed } from './providerFeed.ts';
import { CatalogSink } from './sink.ts';
import { feedTestDatabase } from '../testing/feedDatabase.ts';
import { SimulatorFeed } from './simulatorFeed.ts';

const feedTest = feedTestDatabase();
let clock: number;
const now = () => new Date(clock);
beforeEach(() => {
  clock = Date.parse('2025-03-01T12:00:00.000Z');
});

/** A simulator feed on the test database whose timer is run by hand. */
function simulatorFeed(firstId = 30_000_000) {
  const errors: unknown[] = [];
  const pending: (() => void)[] = [];
  const sink = new CatalogSink({ db: feedTest.db, board: feedTest.board, now }, { activateNewMatches: true });
  const feed = new SimulatorFeed(sink, {
    seed: 7,
    tickMs: 1000,
    eventsPerSport: 2,
    firstId,
    now,
    onError: (error) => errors.push(error),
    schedule: (tick) => {
      pending.push(tick);
      return () => pending.splice(0, pending.length);
    },
  });
  return { feed, errors, pending };
}

async function ticks(feed: SimulatorFeed, n: number) {
  for (let index = 0; index < n; index += 1) {
    await feed.tick();
    clock += 1000;
  }
}

const countOf = async (table: typeof matches | typeof markets) =>
  (await feedTest.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('the simulator feed', () => {
  it('fills the catalog and the board, starts matches, saves scores and announces results', async () => {
    const { feed, errors } = simulatorFeed();
    await ticks(feed, 150);
    expect(errors).toEqual([]);
    expect(await countOf(matches)).toBeGreaterThan(10);
    const active = await feedTest.db.select({ n: count() }).from(matches).where(eq(matches.active, true));
    expect(active[0]?.n).toBe(await countOf(matches));
    expect(
      feedTest.changes.some((change) => change.type === 'matchStatus' && change.status === 'inPlay'),
    ).toBe(true);
    expect(feedTest.changes.filter((change) => change.type === 'result').length).toBeGreaterThan(3);
    expect(await feedTest.db.select().from(matchScores)).not.toEqual([]);
    const onBoard = feedTest.board.matchIds();
    expect(onBoard.length).toBeGreaterThanOrEqual(10);
    for (const matchId of onBoard) expect(feedTest.board.score(matchId)).toBeDefined();
  });

  it('forgets closed matches after a while and keeps each sport going with new ones', async () => {
    const { feed } = simulatorFeed();
    await ticks(feed, 260);
    const closed = await feedTest.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, 'closed'));
    expect(closed.length).toBeGreaterThan(0);
    const forgotten = closed.filter(({ id }) => feedTest.board.marketsOf(id).length === 0);
    expect(forgotten.length).toBeGreaterThan(0);
    const open = feed.simulator.events.filter((event) => event.status !== 'closed');
    expect(open).toHaveLength(5 * 2);
  });

  it('voids what an earlier run left open when it starts, then ticks on its timer until stopped', async () => {
    const earlier = simulatorFeed();
    await ticks(earlier.feed, 20);
    const leftOpen = await feedTest.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, 'inPlay'));
    expect(leftOpen.length).toBeGreaterThan(0);

    feedTest.freshBoard();
    // The same seed again, with ids above the earlier run's, as main.ts starts it.
    const { feed, pending } = simulatorFeed(await nextFreeFeedId(feedTest.db, 30_000_000));
    await feed.start();
    const voided = new Set(
      feedTest.changes.flatMap((change) => (change.type === 'void' ? [change.matchId] : [])),
    );
    for (const { id } of leftOpen) expect(voided).toContain(id);
    const stillOpen = await feedTest.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, 'inPlay'));
    expect(stillOpen).toEqual([]);

    expect(pending).toHaveLength(1);
    const matchesBefore = await countOf(matches);
    pending.shift()?.();
    await feed.stop();
    expect(await countOf(matches)).toBeGreaterThan(matchesBefore);
    // Stopped: the finished tick scheduled nothing more.
    expect(pending).toEqual([]);
  });
});

const announce: FeedMessage[] = [
  { type: 'competition', competitionId: 1, sportId: 1, name: 'Premier League' },
  {
    type: 'event',
    eventId: 2,
    competitionId: 1,
    sportId: 1,
    name: 'Arsenal v Chelsea',
    openDate: '2025-03-01T15:00:00.000Z',
    status: 'upcoming',
  },
  {
    type: 'market',
    marketId: '1.3',
    eventId: 2,
    kind: 'matchOdds',
    name: 'Match Odds',
    runners: [
      { selectionId: 4, name: 'Arsenal' },
      { selectionId: 5, name: 'Chelsea' },
      { selectionId: 6, name: 'The Draw' },
    ],
    status: 'OPEN',
  },
];

describe('the provider feed', () => {
  const providerFeed = () =>
    new ProviderFeed(
      new CatalogSink({ db: feedTest.db, board: feedTest.board, now }, { activateNewMatches: false }),
      {
        now,
        retainClosedMs: 60_000,
        onError: (error) => {
          throw error;
        },
      },
    );

  it('validates and applies what the provider sends, refusing bad messages and keeping the rest', async () => {
    const feed = providerFeed();
    expect(await feed.receive(announce)).toEqual({ applied: 3, rejected: [] });
    const receipt = await feed.receive([
      {
        type: 'prices',
        marketId: '1.3',
        status: 'OPEN',
        runners: [{ selectionId: 4, back: [{ price: 2.1, size: 5 }], lay: [{ price: 2.12, size: 8 }] }],
      },
      {
        type: 'prices',
        marketId: '1.3',
        status: 'OPEN',
        runners: [{ selectionId: 4, back: [{ price: -1, size: 5 }], lay: [] }],
      },
      { type: 'goal', matchId: 2 },
      {
        type: 'prices',
        marketId: '1.3',
        status: 'OPEN',
        runners: [{ selectionId: 5, back: [{ price: 3.33, size: 5 }], lay: [] }],
      },
      { type: 'eventStatus', eventId: 2, status: 'inPlay' },
    ]);
    expect(receipt.applied).toBe(2);
    expect(receipt.rejected).toEqual([
      { index: 1, reason: expect.stringMatching(/^runners\.0\.back\.0\.price: /) as string },
      { index: 2, reason: expect.stringMatching(/^type: /) as string },
      { index: 3, reason: 'runner 5: a price is not on the exchange ladder' },
    ]);
    expect(feedTest.board.market('1.3')?.runners).toMatchObject([{ selectionId: 4, back: [{ price: 2.1 }] }]);
    expect(feedTest.board.matchStatus(2)).toBe('inPlay');
    // Matches from a provider wait for an admin's save-match.
    expect(await feedTest.db.select({ active: matches.active }).from(matches)).toEqual([{ active: false }]);
  });

  it('takes a single message as well as a batch', async () => {
    const feed = providerFeed();
    await feed.receive(announce);
    expect(await feed.receive({ type: 'result', marketId: '1.3', result: 6 })).toEqual({
      applied: 1,
      rejected: [],
    });
    expect(feedTest.changes.at(-1)).toEqual({ type: 'result', marketId: '1.3', matchId: 2, result: 6 });
  });

  it('resumes the stored catalog on start, saves scores and forgets long-closed matches', async () => {
    await providerFeed().receive(announce);
    feedTest.freshBoard();
    const feed = providerFeed();
    await feed.start();
    await feed.stop();
    expect(feedTest.board.market('1.3')).toMatchObject({ status: 'SUSPENDED' });
    const receipt = await feed.receive([
      { type: 'score', score: { matchId: 2, summary: 'ARS 1-0 CHE', updatedAt: now().toISOString() } },
      { type: 'eventStatus', eventId: 2, status: 'closed' },
    ]);
    expect(receipt.rejected).toEqual([]);
    expect(await feedTest.db.select({ score: matchScores.score }).from(matchScores)).toMatchObject([
      { score: { summary: 'ARS 1-0 CHE' } },
    ]);
    await feed.housekeeping();
    expect(feedTest.board.market('1.3')).toBeDefined();
    clock += 61_000;
    await feed.housekeeping();
    expect(feedTest.board.market('1.3')).toBeUndefined();
  });
});
