import { privilege, refusalCatalog, refusalMessages, ruleMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markets, matches, sportSettings } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import type { CatalogSink } from '../feed/sink.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { createLoginAccount } from '../testing/loginAccounts.ts';
import { catalogIds as ids, seedCatalog } from '../testing/sportsCatalog.ts';

let t: TestApp;
let sink: CatalogSink;
const tokens: Record<'admin' | 'sadmin' | 'smdl' | 'player', string> = {
  admin: '',
  sadmin: '',
  smdl: '',
  player: '',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2025-03-01T12:00:00.000Z') });
  const tree = await buildTree(t);
  for (const name of ['admin', 'sadmin', 'smdl', 'player'] as const)
    tokens[name] = await t.signIn(tree[name]);
  sink = await seedCatalog(t);
});
afterAll(() => t.close());

const post = (url: string, body: unknown, who: keyof typeof tokens = 'admin') =>
  t.call('POST', url, { token: tokens[who], body });
const get = (url: string, query: Record<string, string>, who: keyof typeof tokens = 'admin') =>
  t.call('GET', url, { token: tokens[who], query });
const playerMatchIds = async (sportId: string) =>
  ((await get('/api/get-match-list', { sportId }, 'player')).body.data as { matchId: number }[]).map(
    (match) => match.matchId,
  );
const playerMarketIds = async (matchId: number) =>
  (
    (await get('/api/get-market-list', { matchId: String(matchId) }, 'player')).body.data as {
      marketId: string;
    }[]
  ).map((market) => market.marketId);
const feedMatch = {
  matchId: ids.notActivated,
  matchName: 'Liverpool v Everton',
  sportId: 1,
  openDate: '2025-03-01T14:00:00.000Z',
  inPlay: false,
};

describe('POST save-sport-settings', () => {
  it("saves a sport's limits, delay and visibility; a hidden sport leaves the players' list", async () => {
    const saved = await post('/api/save-sport-settings', {
      sportId: 4339,
      minBet: 50,
      maxBet: 20_000,
      delay: 2,
      active: false,
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        data: {
          sportId: 4339,
          name: 'Greyhound Racing',
          active: false,
          minBet: 50,
          maxBet: 20_000,
          delay: 2,
        },
      },
    });
    const [row] = await t.context.db.select().from(sportSettings).where(eq(sportSettings.sportId, 4339));
    expect(row).toMatchObject({ minBet: 5_000, maxBet: 2_000_000, delaySeconds: 2, active: false });
    const sportsOf = async (who: keyof typeof tokens) =>
      ((await get('/api/get-sport-list', {}, who)).body.data as { sportId: number }[]).map(
        (sport) => sport.sportId,
      );
    expect(await sportsOf('player')).not.toContain(4339);
    expect(await sportsOf('admin')).toContain(4339);
  });

  it('refuses a minimum above the maximum, a negative delay or an unknown sport, and changes nothing', async () => {
    const before = await t.context.db.select().from(sportSettings).orderBy(sportSettings.sportId);
    expect(
      await post('/api/save-sport-settings', {
        sportId: 4,
        minBet: 500,
        maxBet: 100,
        delay: 5,
        active: true,
      }),
    ).toMatchObject({
      status: 400,
      body: { message: ruleMessages.minBetAboveMaxBet },
    });
    expect(
      (await post('/api/save-sport-settings', { sportId: 4, minBet: 1, maxBet: 2, delay: -1, active: true }))
        .status,
    ).toBe(400);
    expect(
      (await post('/api/save-sport-settings', { sportId: 3, minBet: 1, maxBet: 2, delay: 1, active: true }))
        .status,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/save-sport-settings',
          { sportId: 4, minBet: 1, maxBet: 2, delay: 1, active: true },
          'sadmin',
        )
      ).status,
    ).toBe(403);
    expect(await t.context.db.select().from(sportSettings).orderBy(sportSettings.sportId)).toEqual(before);
  });
});

describe('POST save-match', () => {
  it('activates a match from the feed so players see it, and deactivates it again', async () => {
    expect(await playerMatchIds('1')).not.toContain(ids.notActivated);
    const saved = await post('/api/save-match', { data: { ...feedMatch, active: true } });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        message: 'Match activated',
        data: { matchId: ids.notActivated, active: true, status: 'upcoming' },
      },
    });
    expect(await playerMatchIds('1')).toContain(ids.notActivated);
    expect((await post('/api/save-match', { data: { ...feedMatch, active: false } })).body.message).toBe(
      'Match deactivated',
    );
    expect(await playerMatchIds('1')).not.toContain(ids.notActivated);
  });

  it('with syncData, brings the match markets back in line with the feed', async () => {
    await t.context.db.update(markets).set({ active: false }).where(eq(markets.id, '1.121'));
    await post('/api/save-match', { data: feedMatch, syncData: true });
    const [market] = await t.context.db.select().from(markets).where(eq(markets.id, '1.121'));
    expect(market?.active).toBe(true);
    expect(await playerMarketIds(ids.notActivated)).toEqual(['1.121']);
  });

  it('refuses a match the feed does not have, the wrong sport, a finished match, and other roles', async () => {
    expect(await post('/api/save-match', { data: { ...feedMatch, matchId: 999 } })).toMatchObject({
      status: 404,
      body: { code: 'match_not_in_feed', message: refusalCatalog.match_not_in_feed },
    });
    expect(await post('/api/save-match', { data: { ...feedMatch, sportId: 4 } })).toMatchObject({
      status: 400,
      body: { code: 'match_sport_mismatch', message: refusalCatalog.match_sport_mismatch },
    });
    expect(await post('/api/save-match', { data: { ...feedMatch, matchId: ids.finished } })).toMatchObject({
      status: 400,
      body: { code: 'closed_match_activation', message: refusalCatalog.closed_match_activation },
    });
    expect((await post('/api/save-match', { data: { ...feedMatch, openDate: 'soon' } })).status).toBe(400);
    expect(await post('/api/save-match', { data: feedMatch }, 'player')).toMatchObject({
      status: 403,
      body: { message: refusalMessages.forbidden },
    });
  });
});

describe('the active matches screen', () => {
  it('lists the activated matches of a sport, open by default, finished on request', async () => {
    const open = await get('/api/get-active-matches', { sportId: '4' });
    expect(open.body.data).toEqual([
      expect.objectContaining({
        matchId: ids.cricket,
        status: 'inPlay',
        active: true,
        score: 'MUM 31/1 (3.2)',
      }),
    ]);
    const closed = await get('/api/get-active-matches', { sportId: '1', status: 'closed' });
    expect((closed.body.data as { matchId: number }[]).map((match) => match.matchId)).toEqual([ids.finished]);
    expect((await get('/api/get-active-matches', { sportId: '1', status: 'live' })).status).toBe(400);
  });

  it('disables a match for players and enables it again', async () => {
    expect(await post('/api/update-match-active', { matchId: ids.later, active: false })).toMatchObject({
      status: 200,
      body: { data: { matchId: ids.later, active: false } },
    });
    expect(await playerMatchIds('1')).not.toContain(ids.later);
    await post('/api/update-match-active', { matchId: ids.later, active: true });
    expect(await playerMatchIds('1')).toContain(ids.later);
    expect((await post('/api/update-match-active', { matchId: 999, active: true })).status).toBe(404);
  });
});

describe('the active markets and fancies screens', () => {
  it('lists the runner markets and the fancies of a match apart, with live status and switches', async () => {
    const runnerMarkets = await get('/api/get-active-markets', { matchId: String(ids.cricket) });
    expect(runnerMarkets.body.data).toMatchObject({
      match: { matchId: ids.cricket, status: 'inPlay' },
      markets: [
        {
          marketId: '1.202',
          kind: 'matchOdds',
          status: 'OPEN',
          suspended: false,
          active: true,
          settled: false,
          voided: false,
        },
        { marketId: '9.205', kind: 'bookmaker' },
      ],
    });
    const fancies = await get('/api/get-active-fancies', { matchId: String(ids.cricket) });
    expect(fancies.body.data).toMatchObject({
      markets: [
        { marketId: '5.208', kind: 'fancy', gtype: 'session', status: 'BALL RUNNING' },
        { marketId: '5.210', gtype: 'fancy1' },
      ],
    });
    expect((await get('/api/get-active-fancies', { matchId: '999' })).status).toBe(404);
  });

  it('suspends a market whatever the feed says until it is resumed', async () => {
    const suspended = await post('/api/update-market-suspension', { marketId: '1.202', suspended: true });
    expect(suspended.body.data).toMatchObject({ marketId: '1.202', suspended: true, status: 'SUSPENDED' });
    await sink.apply({
      type: 'prices',
      marketId: '1.202',
      status: 'OPEN',
      runners: [{ selectionId: 203, back: [{ price: 1.7, size: 10 }], lay: [{ price: 1.71, size: 10 }] }],
    });
    const book = await get('/api/get-market-list', { matchId: String(ids.cricket) }, 'player');
    expect(book.body.data).toMatchObject([{ marketId: '1.202', status: 'SUSPENDED' }, { marketId: '9.205' }]);
    await post('/api/update-market-suspension', { marketId: '1.202', suspended: false });
    expect(t.context.board.market('1.202')?.status).toBe('OPEN');
  });

  it('disables a market: gone for players, held suspended on the board, back when enabled', async () => {
    await post('/api/update-market-active', { marketId: '5.208', active: false });
    const fancies = await get('/api/get-fancy-list', { matchId: String(ids.cricket) }, 'player');
    expect((fancies.body.data as { marketId: string }[]).map((market) => market.marketId)).toEqual(['5.210']);
    expect(t.context.board.market('5.208')).toMatchObject({ status: 'SUSPENDED', hidden: true });
    await post('/api/update-market-active', { marketId: '5.208', active: true });
    expect(t.context.board.market('5.208')).toMatchObject({ status: 'BALL RUNNING' });
  });

  it('leaves settled markets alone and refuses unknown ones and other roles', async () => {
    await t.context.db.update(markets).set({ settledAt: new Date() }).where(eq(markets.id, '1.141'));
    expect(await post('/api/update-market-suspension', { marketId: '1.141', suspended: true })).toMatchObject(
      {
        status: 400,
        body: { code: 'market_finished', message: refusalCatalog.market_finished },
      },
    );
    expect(await post('/api/update-market-active', { marketId: '1.999', active: false })).toMatchObject({
      status: 404,
      body: { code: 'market_not_found', message: refusalCatalog.market_not_found },
    });
    expect((await post('/api/update-market-active', { marketId: '1.202' })).status).toBe(400);
    expect(
      (await post('/api/update-market-active', { marketId: '1.202', active: false }, 'sadmin')).status,
    ).toBe(403);
    const [match] = await t.context.db.select().from(matches).where(eq(matches.id, ids.cricket));
    expect(match?.active).toBe(true);
  });
});

describe('the catalogue is the platform’s', () => {
  it('refuses a white-label Admin every catalogue, sport-setting and market-status route, changing nothing', async () => {
    const before = {
      matches: await t.context.db.select().from(matches).orderBy(matches.id),
      markets: await t.context.db.select().from(markets).orderBy(markets.id),
      sports: await t.context.db.select().from(sportSettings).orderBy(sportSettings.sportId),
    };
    const refused = [
      await post('/api/save-match', { data: { ...feedMatch, active: true } }, 'sadmin'),
      await post(
        '/api/save-sport-settings',
        { sportId: 4, minBet: 1, maxBet: 2, delay: 1, active: false },
        'sadmin',
      ),
      await post('/api/update-match-active', { matchId: ids.cricket, active: false }, 'sadmin'),
      await post('/api/update-market-active', { marketId: '1.202', active: false }, 'sadmin'),
      await post('/api/update-market-suspension', { marketId: '1.202', suspended: true }, 'sadmin'),
      await get('/api/get-active-matches', { sportId: '4' }, 'sadmin'),
      await get('/api/get-active-markets', { matchId: String(ids.cricket) }, 'sadmin'),
      await get('/api/get-active-fancies', { matchId: String(ids.cricket) }, 'sadmin'),
      await get('/data/get-series', { EventTypeID: '4' }, 'sadmin'),
    ];
    expect(refused.map((response) => response.status)).toEqual(refused.map(() => 403));
    expect({
      matches: await t.context.db.select().from(matches).orderBy(matches.id),
      markets: await t.context.db.select().from(markets).orderBy(markets.id),
      sports: await t.context.db.select().from(sportSettings).orderBy(sportSettings.sportId),
    }).toEqual(before);
  });

  it('lets a Super Admin login account suspend a market only while it holds Events', async () => {
    const admin = (await t.context.db.select().from(users).where(eq(users.role, 'admin')))[0];
    if (!admin) throw new Error('no Super Admin');
    const body = { marketId: '1.202', suspended: true };
    const without = await createLoginAccount(t, admin, [privilege.dashboard]);
    const refused = await t.call('POST', '/api/update-market-suspension', {
      token: await t.signIn(without),
      body,
    });
    expect(refused.status).toBe(403);
    const withEvents = await createLoginAccount(t, admin, [privilege.events]);
    const token = await t.signIn(withEvents);
    expect((await t.call('POST', '/api/update-market-suspension', { token, body })).status).toBe(200);
    await t.call('POST', '/api/update-market-suspension', { token, body: { ...body, suspended: false } });
  });
});
