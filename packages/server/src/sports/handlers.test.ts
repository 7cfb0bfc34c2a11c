import { refusalCatalog, refusalMessages } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSink } from '../feed/sink.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { catalogIds as ids, seedCatalog } from '../testing/sportsCatalog.ts';

let t: TestApp;
let sink: CatalogSink;
let player: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2025-03-01T12:00:00.000Z') });
  const tree = await buildTree(t);
  player = await t.signIn(tree.player);
  admin = await t.signIn(tree.admin);
  sink = await seedCatalog(t);
});
afterAll(() => t.close());

const get = (url: string, token: string, query: Record<string, string> = {}) =>
  t.call('GET', url, { token, query });
const matchIdsOf = (body: { data: unknown }) =>
  (body.data as { matchId: number }[]).map((match) => match.matchId);

describe('GET get-sport-list', () => {
  it('lists the five sports with their default stake limits and delays', async () => {
    const { status, body } = await get('/api/get-sport-list', player);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { sportId: 1, name: 'Soccer', active: true, minBet: 100, maxBet: 200_000, delay: 5 },
      { sportId: 2, name: 'Tennis', active: true, minBet: 100, maxBet: 200_000, delay: 3 },
      { sportId: 4, name: 'Cricket', active: true, minBet: 100, maxBet: 500_000, delay: 5 },
      { sportId: 7, name: 'Horse Racing', active: true, minBet: 100, maxBet: 50_000, delay: 1 },
      { sportId: 4339, name: 'Greyhound Racing', active: true, minBet: 100, maxBet: 50_000, delay: 1 },
    ]);
  });
});

describe('GET get-match-list', () => {
  it('shows players the active matches not finished, in play first', async () => {
    const { status, body } = await get('/api/get-match-list', player, { sportId: '1' });
    expect(status).toBe(200);
    expect(matchIdsOf(body)).toEqual([ids.inPlay, ids.later]);
    expect(body.data).toContainEqual({
      matchId: ids.inPlay,
      matchName: 'Arsenal v Chelsea',
      sportId: 1,
      seriesId: ids.soccerSeries,
      seriesName: 'Premier League',
      openDate: '2025-03-01T11:30:00.000Z',
      inPlay: true,
      active: true,
    });
  });

  it('filters in play and upcoming, and limits', async () => {
    expect(
      matchIdsOf((await get('/api/get-match-list', player, { sportId: '1', status: 'in-play' })).body),
    ).toEqual([ids.inPlay]);
    expect(
      matchIdsOf((await get('/api/get-match-list', player, { sportId: '1', status: 'upcoming' })).body),
    ).toEqual([ids.later]);
    expect(matchIdsOf((await get('/api/get-match-list', player, { sportId: '1', limit: '1' })).body)).toEqual(
      [ids.inPlay],
    );
  });

  it('shows admin the matches still waiting for activation', async () => {
    const { body } = await get('/api/get-match-list', admin, { sportId: '1' });
    expect(matchIdsOf(body)).toEqual([ids.inPlay, ids.notActivated, ids.later]);
  });

  it('refuses a sport that does not exist or a bad limit', async () => {
    expect((await get('/api/get-match-list', player, { sportId: '3' })).status).toBe(400);
    expect((await get('/api/get-match-list', player, { sportId: '1', limit: '0' })).status).toBe(400);
    expect((await get('/api/get-match-list', player, {})).body.message).toBe('sportId is required');
  });
});

describe('GET get-match-by-id', () => {
  it('answers an active match, and 404 for one a player may not see', async () => {
    expect(
      (await get('/api/get-match-by-id', player, { matchId: String(ids.cricket) })).body.data,
    ).toMatchObject({
      matchName: 'Mumbai v Chennai',
      inPlay: true,
    });
    expect(await get('/api/get-match-by-id', player, { matchId: String(ids.notActivated) })).toMatchObject({
      status: 404,
      body: { code: 'match_not_found', message: refusalCatalog.match_not_found },
    });
    expect(
      (await get('/api/get-match-by-id', admin, { matchId: String(ids.notActivated) })).body.data,
    ).toMatchObject({
      active: false,
    });
    expect((await get('/api/get-match-by-id', player, { matchId: 'x' })).status).toBe(400);
  });
});

describe('GET get-market-list', () => {
  it('gives the match odds then the bookmaker book, priced from the board', async () => {
    const { status, body } = await get('/api/get-market-list', player, { matchId: String(ids.cricket) });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        marketId: '1.202',
        marketName: 'Match Odds',
        matchId: ids.cricket,
        status: 'OPEN',
        runners: [
          {
            selectionId: 203,
            runnerName: 'Mumbai',
            ex: {
              availableToBack: [
                { price: 1.8, size: 120.5 },
                { price: 1.79, size: 40 },
              ],
              availableToLay: [{ price: 1.81, size: 99 }],
            },
          },
          {
            selectionId: 204,
            runnerName: 'Chennai',
            ex: { availableToBack: [{ price: 2.2, size: 75 }], availableToLay: [{ price: 2.24, size: 60 }] },
          },
        ],
      },
      {
        marketId: '9.205',
        marketName: 'Bookmaker',
        matchId: ids.cricket,
        oddsType: 'bookMaker',
        status: 'OPEN',
        runners: [
          {
            selectionId: 206,
            runnerName: 'Mumbai',
            ex: {
              availableToBack: [{ price: 78, size: 500_000 }],
              availableToLay: [{ price: 80, size: 500_000 }],
            },
          },
          {
            selectionId: 207,
            runnerName: 'Chennai',
            status: 'SUSPENDED',
            ex: {
              availableToBack: [{ price: 120, size: 500_000 }],
              availableToLay: [{ price: 125, size: 500_000 }],
            },
          },
        ],
      },
    ]);
  });

  it('shows a market the feed has not priced yet as suspended with its runners', async () => {
    const { body } = await get('/api/get-market-list', player, { matchId: String(ids.later) });
    expect(body.data).toMatchObject([
      {
        marketId: '1.131',
        status: 'OPEN',
        runners: [{ runnerName: 'Spurs', ex: { availableToBack: [] } }, { runnerName: 'Fulham' }],
      },
    ]);
    t.context.board.removeMatch(ids.later);
    expect(
      (await get('/api/get-market-list', player, { matchId: String(ids.later) })).body.data,
    ).toMatchObject([{ marketId: '1.131', status: 'SUSPENDED' }]);
  });

  it('answers 404 for a match a player may not see', async () => {
    expect((await get('/api/get-market-list', player, { matchId: String(ids.notActivated) })).status).toBe(
      404,
    );
    expect((await get('/api/get-market-list', player, { matchId: '999' })).status).toBe(404);
  });
});

describe('GET get-fancy-list and the data API fancy-data', () => {
  it('lists sessions with No as lay and Yes as back, filtered by gtype', async () => {
    const { body } = await get('/api/get-fancy-list', player, {
      matchId: String(ids.cricket),
      gtype: 'session',
    });
    expect(body.data).toEqual([
      {
        marketId: '5.208',
        // The session's one selection: a bet on it must name it.
        selectionId: 209,
        marketName: '6 over runs MUM',
        matchId: ids.cricket,
        gtype: 'session',
        status: 'BALL RUNNING',
        back: [{ price: 53, size: 100 }],
        lay: [{ price: 52, size: 100 }],
      },
    ]);
    const all = await get('/api/get-fancy-list', player, { matchId: String(ids.cricket) });
    expect((all.body.data as { marketId: string }[]).map((market) => market.marketId)).toEqual([
      '5.208',
      '5.210',
    ]);
    expect((await get('/data/fancy-data', player, { MatchID: String(ids.cricket) })).body.data).toEqual(
      all.body.data,
    );
    expect((await get('/data/fancy-data', player, { MatchID: '' })).status).toBe(400);
  });
});

describe('a closed session', () => {
  it("leaves the players' fancy list once resulted; admins still see it", async () => {
    t.context.board.announceResult('5.210', 1);
    const ofPlayer = await get('/api/get-fancy-list', player, { matchId: String(ids.cricket) });
    expect((ofPlayer.body.data as { marketId: string }[]).map((market) => market.marketId)).toEqual([
      '5.208',
    ]);
    const ofAdmin = await get('/api/get-fancy-list', admin, { matchId: String(ids.cricket) });
    expect(ofAdmin.body.data).toMatchObject([{ marketId: '5.208' }, { marketId: '5.210', status: 'CLOSED' }]);
  });
});

describe('GET get-series-with-market(-with-date)', () => {
  it('groups the open matches by series', async () => {
    const { body } = await get('/api/get-series-with-market', player, { EventTypeID: '1' });
    expect(body.data).toMatchObject([
      { seriesId: ids.soccerSeries, seriesName: 'Premier League', sportId: 1 },
    ]);
    expect(
      (body.data as { matches: { matchId: number }[] }[])[0]?.matches.map((match) => match.matchId),
    ).toEqual([ids.inPlay, ids.later]);
  });

  it('with date: only what is in play or starts within a day', async () => {
    const { body } = await get('/api/get-series-with-market-with-date', player, { EventTypeID: '1' });
    expect(
      (body.data as { matches: { matchId: number }[] }[])[0]?.matches.map((match) => match.matchId),
    ).toEqual([ids.inPlay]);
    expect(
      (await get('/api/get-series-with-market-with-date', player, { EventTypeID: 'soccer' })).status,
    ).toBe(400);
  });
});

describe('the data API', () => {
  it('gives admins the feed series and matches, activated or not, and refuses players', async () => {
    expect((await get('/data/get-series', admin, { EventTypeID: '4' })).body.data).toEqual([
      { seriesId: ids.cricketSeries, seriesName: 'Indian T10 League', sportId: 4 },
    ]);
    const matches = await get('/data/get-matches', admin, {
      EventTypeID: '1',
      CompetitionID: String(ids.soccerSeries),
    });
    expect(matchIdsOf(matches.body)).toEqual([ids.inPlay, ids.notActivated, ids.later]);
    expect(await get('/data/get-series', player, { EventTypeID: '4' })).toMatchObject({
      status: 403,
      body: { message: refusalMessages.forbidden },
    });
    expect((await get('/data/get-matches', admin, { EventTypeID: '1' })).status).toBe(400);
  });

  it("gives a match's whole live state as its room's snapshot does, and nothing of a hidden match", async () => {
    const { status, body } = await get('/data/match-snapshot', player, { MatchID: String(ids.cricket) });
    expect(status).toBe(200);
    const markets = await get('/api/get-market-list', player, { matchId: String(ids.cricket) });
    const fancy = await get('/api/get-fancy-list', player, { matchId: String(ids.cricket) });
    const snapshot = body.data as Record<string, unknown>;
    expect(snapshot).toMatchObject({
      matchId: ids.cricket,
      status: 'inPlay',
      score: { summary: 'MUM 31/1 (3.2)' },
    });
    // The same books the odds page's other reads give, split as the page lays them out.
    const books = markets.body.data as { marketName: string; runners: unknown[] }[];
    expect(books.length).toBeGreaterThan(0);
    expect(fancy.body.data).not.toHaveLength(0);
    expect([...(snapshot['matchOdds'] as unknown[]), ...(snapshot['bookmaker'] as unknown[])]).toEqual(
      books.map((book) => expect.objectContaining({ marketName: book.marketName, runners: book.runners })),
    );
    expect((snapshot['fancy'] as { marketId: string }[]).map((market) => market.marketId)).toEqual(
      (fancy.body.data as { marketId: string }[]).map((market) => market.marketId),
    );
    expect(await get('/data/match-snapshot', player, { MatchID: String(ids.notActivated) })).toMatchObject({
      status: 404,
      body: { code: 'match_not_found', message: refusalCatalog.match_not_found },
    });
    expect((await get('/data/match-snapshot', player, { MatchID: 'x' })).status).toBe(400);
  });

  it('gives the live score, then the stored one once the board has let the match go', async () => {
    expect((await get('/data/score', player, { MatchID: String(ids.cricket) })).body.data).toEqual({
      matchId: ids.cricket,
      summary: 'MUM 31/1 (3.2)',
      updatedAt: '2025-03-01T12:00:00.000Z',
    });
    await sink.flushScores();
    t.context.board.removeMatch(ids.cricket);
    expect((await get('/data/score', player, { MatchID: String(ids.cricket) })).body.data).toMatchObject({
      summary: 'MUM 31/1 (3.2)',
    });
    expect(await get('/data/score', player, { MatchID: String(ids.inPlay) })).toMatchObject({
      status: 404,
      body: { code: 'no_score_yet', message: refusalCatalog.no_score_yet },
    });
    expect((await get('/data/score', player, { MatchID: String(ids.notActivated) })).status).toBe(404);
  });
});
