import { privilegeIds } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { settleMarket } from '../settlement/settle.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, fancyBet, runnerBet, type TestMatch } from '../testing/markets.ts';

const t = await createTestApp();
afterAll(() => t.close());

const all = [...privilegeIds];
const admin = await t.createUser({ role: 'admin', partnership: 100 });
const sadmin = await t.createUser({ role: 'sadmin', parent: admin, partnership: 80, privileges: all });
const smdl = await t.createUser({ role: 'smdl', parent: sadmin, partnership: 50, privileges: all });
const mdl = await t.createUser({ role: 'mdl', parent: smdl, partnership: 30, privileges: all });
const dl = await t.createUser({ role: 'dl', parent: mdl, partnership: 10, privileges: all });
const dl2 = await t.createUser({ role: 'dl', parent: mdl, partnership: 20, privileges: all });

let match: TestMatch;
let p1: { user: TestUser; token: string };
let p2: { user: TestUser; token: string };
let p3: { user: TestUser; token: string };
const tokens = new Map<TestUser, string>();
const today = new Date().toISOString().slice(0, 10);
const period = { startDate: today, endDate: today };

async function as(
  user: TestUser,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
) {
  let token = tokens.get(user);
  if (!token) {
    token = await t.signIn(user);
    tokens.set(user, token);
  }
  return t.call(method, `/api/${path}`, { token, ...options });
}

const runnerNames = () => match.matchOdds.runners.map((runner) => runner.name);
const line = (amounts: number[]) =>
  match.matchOdds.runners.map((runner, index) => ({
    selectionId: runner.selectionId,
    runnerName: runner.name,
    amount: amounts[index],
  }));

beforeAll(async () => {
  match = await createTestMatch(t);
  p1 = await newPlayer(t, dl);
  p2 = await newPlayer(t, dl);
  p3 = await newPlayer(t, dl2);
  // One session per user: signing a player in again would end the session its token belongs to.
  for (const player of [p1, p2, p3]) tokens.set(player.user, player.token);
  const { matchOdds, matchId } = match;
  // p1 backs home 1,000 at 2.0; p2 lays home 500 at 2.02; p3 backs away 200 at 3.5. All match at once.
  for (const [player, bet] of [
    [p1, runnerBet(matchOdds, matchId, { runner: 0, side: 'back', odds: 2.0, stake: 1_000 })],
    [p2, runnerBet(matchOdds, matchId, { runner: 0, side: 'lay', odds: 2.02, stake: 500 })],
    [p3, runnerBet(matchOdds, matchId, { runner: 1, side: 'back', odds: 3.5, stake: 200 })],
    [p1, fancyBet(match.fancy, matchId, { side: 'back', line: 80, rate: 100, stake: 100 })],
  ] as const) {
    expect((await placeBet(t, player.token, bet)).data.bet.status).toBe('match');
  }
});

describe('market analysis (before the result)', () => {
  it("shows an Agent its 10% of its players' combined book, reversed, and the session by run bands", async () => {
    // Players: home +1,000 - 510 = +490; away -1,000 + 500 = -500; draw -500. The Agent takes 10% the other way.
    const response = await as(dl, 'GET', 'get-market-analysis');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      {
        matchId: match.matchId,
        matchName: match.name,
        sportId: match.sportId,
        markets: [
          { marketId: match.matchOdds.marketId, marketName: 'Match Odds', profitlist: line([-49, 50, 50]) },
          {
            marketId: match.fancy.marketId,
            marketName: match.fancy.name,
            profitlist: [
              { selectionId: 0, runnerName: '0-79', amount: 10 },
              { selectionId: 80, runnerName: '80+', amount: -10 },
            ],
          },
        ],
      },
    ]);
  });

  it("gives a Master the share above each Agent's: 20% of one Agent's players, 10% of the other's", async () => {
    // p1 and p2 at 30% - 10%: -98, 100, 100. p3 (home -200, away +500, draw -200) at 30% - 20%: 20, -50, 20.
    const response = await as(mdl, 'GET', 'get-market-analysis');
    const [analysed] = response.body.data as { markets: { profitlist: unknown }[] }[];
    expect(analysed?.markets[0]?.profitlist).toEqual(line([-78, 50, 120]));
    expect(runnerNames()).toHaveLength(3);
  });

  it("narrows to one Agent's downline, still at the caller's share", async () => {
    const response = await as(mdl, 'GET', 'get-market-analysis-user', { query: { username: dl.username } });
    const [analysed] = response.body.data as { markets: { profitlist: unknown }[] }[];
    expect(analysed?.markets[0]?.profitlist).toEqual(line([-98, 100, 100]));
    const foreign = await as(dl2, 'GET', 'get-market-analysis-user', {
      query: { username: p1.user.username },
    });
    expect(foreign.status).toBe(403);
  });

  it("shows a player's own book, and an operator a downline player's or its own share", async () => {
    const query = { matchId: String(match.matchId), marketId: match.matchOdds.marketId };
    expect((await t.call('GET', '/api/get-user-book', { token: p1.token, query })).body.data).toEqual(
      line([1_000, -1_000, -1_000]),
    );
    expect(
      (await as(dl, 'GET', 'get-user-book', { query: { ...query, username: p2.user.username } })).body.data,
    ).toEqual(line([-510, 500, 500]));
    expect((await as(dl, 'GET', 'get-user-book', { query })).body.data).toEqual(line([-49, 50, 50]));
    expect(
      (await as(dl, 'GET', 'get-user-book', { query: { ...query, username: p3.user.username } })).status,
    ).toBe(403);
    const otherPlayer = await t.call('GET', '/api/get-user-book', {
      token: p1.token,
      query: { ...query, username: p2.user.username },
    });
    expect(otherPlayer.status).toBe(403);
    expect((await as(dl, 'GET', 'get-user-book', { query: { ...query, marketId: 'nope' } })).status).toBe(
      404,
    );
  });

  it("lists the player's unsettled bets, backs or lays only on request", async () => {
    const unsettled = await t.call('POST', '/api/unsettled-bets', { token: p1.token, body: period });
    expect(unsettled.body.data).toMatchObject({ page: 1, totalDocs: 2, totalPages: 1 });
    const lays = await t.call('POST', '/api/unsettled-bets', {
      token: p2.token,
      body: { ...period, betType: 'lay' },
    });
    expect((lays.body.data as { docs: unknown[] }).docs).toEqual([
      expect.objectContaining({
        selectionName: runnerNames()[0],
        odds: 2.02,
        stack: 500,
        isBack: false,
        bet_status: 'matched',
      }),
    ]);
    const history = await t.call('POST', '/api/bet-history', { token: p1.token, body: period });
    expect(history.body.data).toMatchObject({ docs: [], totalDocs: 0 });
  });
});

describe('after the result', () => {
  beforeAll(async () => {
    await settleMarket(t.context, {
      marketId: match.matchOdds.marketId,
      result: match.matchOdds.runners[0]?.selectionId ?? 0,
    });
  });

  it("gives each side its P/L by market: the player's own, each operator's share", async () => {
    const narration = `${match.name} / Match Odds`;
    const expected = new Map<TestUser, number>([
      [p1.user, 1_000],
      [p2.user, -510],
      [p3.user, -200],
      [dl, -49],
      [dl2, 40],
      [mdl, -78],
      [smdl, -58],
      [sadmin, -87],
      [admin, -58],
    ]);
    const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    for (const [user, total] of expected) {
      const response = await as(user, 'POST', 'profit-loss?page=1', { body: period });
      expect(response.body.data, user.username).toEqual({
        items: [
          // No commission rate is set: gross and net are the same.
          {
            sportId: match.sportId,
            narration,
            total,
            gross: total,
            commission: 0,
            settledAt: expect.stringMatching(isoInstant),
          },
        ],
        page: 1,
        totalPages: 1,
        totalDocs: 1,
      });
    }
    const earlier = await as(dl, 'POST', 'profit-loss', {
      body: { startDate: '2024-01-01', endDate: '2024-01-31' },
    });
    expect(earlier.body.data).toMatchObject({ items: [], totalDocs: 0 });
  });

  it('moves the settled bet to the history with its P/L and out of the analysis', async () => {
    const history = await t.call('POST', '/api/bet-history', { token: p1.token, body: period });
    expect((history.body.data as { docs: unknown[] }).docs).toEqual([
      expect.objectContaining({ marketName: 'Match Odds', bet_status: 'settled', pnl: 1_000 }),
    ]);
    const analysis = await as(dl, 'GET', 'get-market-analysis');
    const [analysed] = analysis.body.data as { markets: { marketId: string }[] }[];
    expect(analysed?.markets.map((market) => market.marketId)).toEqual([match.fancy.marketId]);
  });

  it("links the player's settlement row to its bets, which get-bet-list-by-ids shows to the player and its Agent", async () => {
    const statement = await as(p1.user, 'POST', 'account-statement-list?page=1', {
      body: { ...period, type: 'settlement' },
    });
    const [row] = (statement.body.data as { items: { narration: string; betIds?: string[] }[] }).items;
    expect(row?.narration).toBe(`${match.name} / Match Odds`);
    // The match odds bet only: the session bet is not settled by this market.
    expect(row?.betIds).toHaveLength(1);
    const betIds = row?.betIds ?? [];
    const listed = async (user: TestUser) =>
      (
        (await as(user, 'POST', 'get-bet-list-by-ids', { body: { betIds, page: 1 } })).body.data as {
          docs: { marketName: string; bet_status: string }[];
        }
      ).docs;
    for (const reader of [p1.user, dl]) {
      expect(await listed(reader), reader.username).toEqual([
        expect.objectContaining({ marketName: 'Match Odds', bet_status: 'settled' }),
      ]);
    }
    // Another Agent's view of the same ids: nothing of a downline not its own.
    expect(await listed(dl2)).toEqual([]);
    // The operator reads the client's statement with the same link.
    const ofClient = await as(dl, 'POST', 'account-statement-list?page=1', {
      body: { ...period, type: 'settlement', username: p1.user.username },
    });
    expect((ofClient.body.data as { items: { betIds?: string[] }[] }).items[0]?.betIds).toEqual(betIds);
  });
});
