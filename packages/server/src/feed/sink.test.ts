import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markets, matches, matchScores, runners, series } from '../db/exchangeSchema.ts';
import { liveMarketBook } from '../sports/wire.ts';
import { nextFreeFeedId } from './catalog.ts';
import type { FeedMessage } from './messages.ts';
import { CatalogSink } from './sink.ts';
import { feedTestDatabase } from '../testing/feedDatabase.ts';
import { FeedRejection } from './types.ts';

const now = new Date('2025-03-01T12:00:00.000Z');
const feedTest = feedTestDatabase();

const sinkFor = (activateNewMatches = false) =>
  new CatalogSink({ db: feedTest.db, board: feedTest.board, now: () => now }, { activateNewMatches });

/** A cricket match with match odds and a session, announced. */
const catalog: FeedMessage[] = [
  { type: 'competition', competitionId: 10, sportId: 4, name: 'Indian T10 League' },
  {
    type: 'event',
    eventId: 11,
    competitionId: 10,
    sportId: 4,
    name: 'Mumbai v Chennai',
    openDate: now.toISOString(),
    status: 'upcoming',
  },
  {
    type: 'market',
    marketId: '1.12',
    eventId: 11,
    kind: 'matchOdds',
    name: 'Match Odds',
    runners: [
      { selectionId: 13, name: 'Mumbai' },
      { selectionId: 14, name: 'Chennai' },
    ],
    status: 'OPEN',
  },
  {
    type: 'market',
    marketId: '5.15',
    eventId: 11,
    kind: 'fancy',
    name: '6 over runs MUM',
    gtype: 'session',
    runners: [{ selectionId: 16, name: '6 over runs MUM' }],
    status: 'OPEN',
  },
];
const book = (back: number, lay: number, marketId = '1.12'): FeedMessage => ({
  type: 'prices',
  marketId,
  status: 'OPEN',
  runners: [
    { selectionId: 13, back: [{ price: back, size: 10 }], lay: [{ price: lay, size: 10 }] },
    { selectionId: 14, back: [{ price: 2.5, size: 10 }], lay: [{ price: 2.52, size: 10 }] },
  ],
});
const score = (runs: number): FeedMessage => ({
  type: 'score',
  score: {
    matchId: 11,
    summary: `MUM ${runs}/0 (1)`,
    detail: { kind: 'cricket', innings: [{ team: 'Mumbai', runs, wickets: 0, overs: 1 }] },
    updatedAt: now.toISOString(),
  },
});

describe('the catalog sink', () => {
  it('stores the catalog, and puts markets and the match status on the board', async () => {
    await sinkFor().applyAll(catalog);
    const db = feedTest.db;
    expect(await db.select().from(series)).toMatchObject([{ id: 10, sportId: 4, name: 'Indian T10 League' }]);
    expect(await db.select().from(matches)).toMatchObject([
      { id: 11, seriesId: 10, name: 'Mumbai v Chennai', status: 'upcoming', active: false },
    ]);
    expect(await db.select().from(markets).orderBy(markets.id)).toMatchObject([
      { id: '1.12', kind: 'matchOdds', matchId: 11, gtype: null },
      { id: '5.15', kind: 'fancy', gtype: 'session' },
    ]);
    expect(
      await db.select().from(runners).where(eq(runners.marketId, '1.12')).orderBy(runners.sortOrder),
    ).toMatchObject([
      { selectionId: 13, name: 'Mumbai', sortOrder: 0 },
      { selectionId: 14, name: 'Chennai', sortOrder: 1 },
    ]);
    expect(feedTest.board.matchStatus(11)).toBe('upcoming');
    expect(feedTest.board.market('5.15')).toMatchObject({ kind: 'fancy', gtype: 'session', status: 'OPEN' });
  });

  it('activates new matches at once where told to (the embedded demo)', async () => {
    await sinkFor(true).applyAll(catalog);
    expect(await feedTest.db.select({ active: matches.active }).from(matches)).toEqual([{ active: true }]);
  });

  it('puts prices, statuses and fancy lines on the board without touching the database', async () => {
    const sink = sinkFor();
    await sink.applyAll(catalog);
    await sink.apply(book(1.6, 1.61));
    expect(feedTest.board.market('1.12')?.runners[0]).toEqual({
      selectionId: 13,
      name: 'Mumbai',
      back: [{ price: 1.6, size: 10 }],
      lay: [{ price: 1.61, size: 10 }],
    });
    await sink.apply({ type: 'marketStatus', marketId: '1.12', status: 'SUSPENDED' });
    expect(feedTest.board.market('1.12')?.status).toBe('SUSPENDED');
    expect(feedTest.board.market('1.12')?.runners[0]?.back[0]?.price).toBe(1.6);
    await sink.apply({
      type: 'prices',
      marketId: '5.15',
      status: 'BALL RUNNING',
      runners: [],
      fancy: { noLine: 48, noRate: 100, yesLine: 49, yesRate: 100 },
    });
    expect(feedTest.board.market('5.15')).toMatchObject({
      status: 'BALL RUNNING',
      fancy: { noLine: 48, yesLine: 49 },
    });
    const [stored] = await feedTest.db
      .select({ status: markets.status })
      .from(markets)
      .where(eq(markets.id, '1.12'));
    expect(stored?.status).toBe('OPEN');
  });

  it("carries a runner's trading to the board and the match room's book, and refuses a traded price off the ladder", async () => {
    const sink = sinkFor();
    await sink.applyAll(catalog);
    const traded = (price: number): FeedMessage => ({
      type: 'prices',
      marketId: '1.12',
      status: 'OPEN',
      runners: [
        {
          selectionId: 13,
          back: [{ price: 1.6, size: 10 }],
          lay: [{ price: 1.61, size: 10 }],
          lastPriceTraded: price,
          traded: [
            { price: 1.6, size: 120.5 },
            { price, size: 30 },
          ],
        },
      ],
    });
    await sink.apply(traded(1.61));
    const live = feedTest.board.market('1.12');
    expect(live?.runners[0]).toMatchObject({
      lastPriceTraded: 1.61,
      traded: [{ price: 1.6, size: 120.5 }, {}],
    });
    expect(live && liveMarketBook(live).runners[0]).toMatchObject({
      lastPriceTraded: 1.61,
      ex: {
        tradedVolume: [
          { price: 1.6, size: 120.5 },
          { price: 1.61, size: 30 },
        ],
      },
    });
    await expect(sink.apply(traded(1.615))).rejects.toThrow(/not on the exchange ladder/);
    expect(feedTest.board.market('1.12')?.runners[0]?.lastPriceTraded).toBe(1.61);
  });

  it('refuses what no exchange could take, and changes nothing', async () => {
    const sink = sinkFor();
    await sink.applyAll(catalog);
    await sink.apply(book(1.6, 1.61));
    const refusals: [FeedMessage, RegExp][] = [
      [book(1.605, 1.61), /not on the exchange ladder/],
      [book(1.62, 1.61), /best back must be below the best lay/],
      [book(1.6, 1.61, '1.99'), /unknown market 1.99/],
      [
        {
          type: 'prices',
          marketId: '1.12',
          status: 'OPEN',
          runners: [{ selectionId: 99, back: [], lay: [] }],
        },
        /unknown runner 99/,
      ],
      [{ type: 'prices', marketId: '5.15', status: 'OPEN', runners: [] }, /a fancy needs its lines/],
      [
        {
          type: 'prices',
          marketId: '5.15',
          status: 'OPEN',
          runners: [],
          fancy: { noLine: 50, noRate: 100, yesLine: 49, yesRate: 100 },
        },
        /No line may not be above the Yes line/,
      ],
      [{ type: 'result', marketId: '1.12', result: 99 }, /not one of its runners/],
      [
        { ...(catalog[1] as FeedMessage & { type: 'event' }), eventId: 20, competitionId: 99 },
        /unknown competition 99/,
      ],
      [{ type: 'eventStatus', eventId: 99, status: 'inPlay' }, /unknown event 99/],
    ];
    for (const [message, reason] of refusals) {
      await expect(sink.apply(message), JSON.stringify(message)).rejects.toThrow(reason);
    }
    await expect(sink.apply(book(1.605, 1.61))).rejects.toBeInstanceOf(FeedRejection);
    expect(feedTest.board.market('1.12')?.runners[0]?.back[0]?.price).toBe(1.6);
    expect(await feedTest.db.select().from(matches)).toHaveLength(1);
    // A refusal does not hold up the messages after it.
    await sink.apply(book(1.7, 1.71));
    expect(feedTest.board.market('1.12')?.runners[0]?.back[0]?.price).toBe(1.7);
  });

  it('keeps an operator hold over the feed', async () => {
    const sink = sinkFor();
    await sink.applyAll(catalog);
    feedTest.board.setOperatorHold('1.12', { suspended: true, disabled: false });
    await sink.apply(book(1.6, 1.61));
    expect(feedTest.board.market('1.12')?.status).toBe('SUSPENDED');
  });

  it('records match statuses, keeps scores in batches, and saves the last score when the match closes', async () => {
    const sink = sinkFor();
    await sink.applyAll(catalog);
    await sink.apply({ type: 'eventStatus', eventId: 11, status: 'inPlay' });
    expect(feedTest.board.matchStatus(11)).toBe('inPlay');
    await sink.apply(score(4));
    expect(feedTest.board.score(11)?.summary).toBe('MUM 4/0 (1)');
    expect(await feedTest.db.select().from(matchScores)).toEqual([]);
    await sink.flushScores();
    expect(await feedTest.db.select({ score: matchScores.score }).from(matchScores)).toMatchObject([
      { score: { summary: 'MUM 4/0 (1)' } },
    ]);
    await sink.apply(score(10));
    await sink.apply({ type: 'eventStatus', eventId: 11, status: 'closed' });
    expect(await feedTest.db.select({ score: matchScores.score }).from(matchScores)).toMatchObject([
      { score: { summary: 'MUM 10/0 (1)' } },
    ]);
    expect(await feedTest.db.select({ status: matches.status }).from(matches)).toEqual([
      { status: 'closed' },
    ]);
  });

  it('announces results and voids on the board, then refuses prices for the closed market', async () => {
    const sink = sinkFor();
    await sink.applyAll(catalog);
    await sink.apply({ type: 'result', marketId: '1.12', result: 14 });
    await sink.apply({ type: 'void', marketId: '5.15' });
    expect(feedTest.changes.filter((change) => change.type === 'result' || change.type === 'void')).toEqual([
      { type: 'result', marketId: '1.12', matchId: 11, result: 14 },
      { type: 'void', marketId: '5.15', matchId: 11 },
    ]);
    await expect(sink.apply(book(1.6, 1.61))).rejects.toThrow('market 1.12 is closed');
  });

  it('suspends at once the markets of a finished match that have no result yet', async () => {
    const sink = sinkFor();
    await sink.applyAll([
      ...catalog,
      book(1.6, 1.61),
      { type: 'eventStatus', eventId: 11, status: 'inPlay' },
    ]);
    await sink.apply({ type: 'result', marketId: '1.12', result: 13 });
    await sink.apply({ type: 'eventStatus', eventId: 11, status: 'closed' });
    expect(feedTest.board.market('1.12')?.status).toBe('CLOSED');
    // The session's innings never reached its over: no result, but no more bets either.
    expect(feedTest.board.market('5.15')?.status).toBe('SUSPENDED');
    expect(feedTest.board.matchStatus(11)).toBe('closed');
  });

  it('restores what an earlier run left open, holds included, and voids it when the feed cannot resume it', async () => {
    const first = sinkFor();
    await first.applyAll([...catalog, score(7)]);
    await first.flushScores();
    await feedTest.db.update(markets).set({ status: 'SUSPENDED' }).where(eq(markets.id, '1.12'));
    await feedTest.db.update(markets).set({ active: false }).where(eq(markets.id, '5.15'));

    feedTest.freshBoard();
    const restarted = sinkFor();
    await restarted.restore();
    expect(restarted.openEventIds()).toEqual([11]);
    expect(feedTest.board.market('1.12')).toMatchObject({
      status: 'SUSPENDED',
      runners: [{ selectionId: 13, back: [] }, { selectionId: 14 }],
    });
    expect(feedTest.board.operatorHold('1.12')).toEqual({ suspended: true, disabled: false });
    expect(feedTest.board.market('5.15')).toMatchObject({ hidden: true });
    expect(feedTest.board.matchStatus(11)).toBe('upcoming');
    expect(feedTest.board.score(11)?.summary).toBe('MUM 7/0 (1)');

    await restarted.abandon(11);
    expect(
      feedTest.changes
        .filter((change) => change.type === 'void')
        .map((change) => change.type === 'void' && change.marketId),
    ).toEqual(['1.12', '5.15']);
    expect(await feedTest.db.select({ status: matches.status }).from(matches)).toEqual([
      { status: 'closed' },
    ]);
    restarted.pruneClosed(new Date(now.getTime() + 1));
    expect(feedTest.board.marketsOf(11)).toEqual([]);
  });

  it('finds the first id above every stored catalog id', async () => {
    expect(await nextFreeFeedId(feedTest.db, 30_000_000)).toBe(30_000_000);
    await sinkFor().applyAll(catalog);
    expect(await nextFreeFeedId(feedTest.db, 1)).toBe(17);
    await feedTest.db.insert(markets).values({ id: '1.500', matchId: 11, kind: 'matchOdds', name: 'Other' });
    expect(await nextFreeFeedId(feedTest.db, 1)).toBe(501);
  });
});
