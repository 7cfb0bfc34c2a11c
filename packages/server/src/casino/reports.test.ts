import { privilege, sportIdsByName } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import type { CasinoRoundRow } from './rounds.ts';
import { settleCasinoRound } from './settlement.ts';
import { casinoBet, finishRound, lucky7, openTestRoundDealing, testClock } from '../testing/casino.ts';

const clock = testClock();
let t: TestApp;
let agent: TestUser;
let agentToken: string;
let player: { user: TestUser; token: string };
let round: CasinoRoundRow;

/** Every day a report may ask about: bets carry the database's time, settlements the test clock's. */
const period = { startDate: '2020-01-01', endDate: '2099-12-31' };
const game = lucky7.name;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const admin = await t.createUser({ role: 'admin' });
  const master = await t.createUser({ role: 'mdl', parent: admin, partnership: 30 });
  agent = await t.createUser({
    role: 'dl',
    parent: master,
    partnership: 10,
    privileges: [
      privilege.marketAnalysis,
      privilege.currentBets,
      privilege.ourCasino,
      privilege.accountStatement,
    ],
  });
  agentToken = await t.signIn(agent);
  player = await newPlayer(t, agent);
  // A king: Low loses 100 and Line 1 loses 100.
  round = await openTestRoundDealing(t, clock, lucky7, (card) => card.rank === 13);
  for (const bet of [
    { suffix: 'lowHigh', selectionId: 1, stake: 100 },
    { suffix: 'line', selectionId: 10, stake: 100 },
  ]) {
    expect((await placeBet(t, player.token, casinoBet(round, bet))).status).toBe(200);
  }
});
afterAll(() => t.close());

const post = (path: string, token: string, body: unknown) => t.call('POST', `/api/${path}`, { token, body });
const get = (path: string, token: string, query: Record<string, string> = {}) =>
  t.call('GET', `/api/${path}`, { token, query });

describe('open casino bets in the reports', () => {
  it("are in the operator's current bets and bet lists, of sport 5000", async () => {
    const listed = await post('alluserbetList?page=1', agentToken, {
      ...period,
      sportId: sportIdsByName.casino,
    });
    expect(listed.status).toBe(200);
    const docs = (listed.body.data as { docs: Record<string, unknown>[] }).docs;
    expect(
      docs.map((doc) => [doc.sportId, doc.matchName, doc.marketName, doc.selectionName, doc.bet_on]),
    ).toEqual([
      [5000, game, 'Lines', 'Line 1', 'CASINO'],
      [5000, game, 'Low / High Card', 'Low Card', 'CASINO'],
    ]);
    const onMatch = await get('get-match-bets', agentToken, { matchId: String(lucky7.matchId) });
    expect((onMatch.body.data as { totalDocs: number }).totalDocs).toBe(2);
    const own = await post('unsettled-bets?page=1', player.token, period);
    expect((own.body.data as { totalDocs: number }).totalDocs).toBe(2);
  });

  it("are in the market analysis and the casino book, at the operator's share", async () => {
    const analysis = await get('get-market-analysis', agentToken);
    const casino = (analysis.body.data as { matchId: number; markets: { marketId: string }[] }[]).find(
      (match) => match.matchId === lucky7.matchId,
    );
    expect(casino?.markets.map((market) => market.marketId).sort()).toEqual([
      `${round.id}.line`,
      `${round.id}.lowHigh`,
    ]);

    const book = await get('get-casino-book', agentToken);
    expect(book.status).toBe(200);
    // The agent's 10%: the player's +100 on Low is the agent's -10; on Line 1's win, -30.
    expect(book.body.data).toEqual([
      {
        matchId: lucky7.matchId,
        gameName: game,
        mid: round.id,
        markets: [
          {
            marketId: `${round.id}.line`,
            marketName: 'Lines',
            profitlist: [
              { selectionId: 10, runnerName: 'Line 1', amount: -30 },
              { selectionId: 11, runnerName: 'Line 2', amount: 10 },
              { selectionId: 12, runnerName: 'Line 3', amount: 10 },
              { selectionId: 13, runnerName: 'Line 4', amount: 10 },
            ],
          },
          {
            marketId: `${round.id}.lowHigh`,
            marketName: 'Low / High Card',
            profitlist: [
              { selectionId: 1, runnerName: 'Low Card', amount: -10 },
              { selectionId: 2, runnerName: 'High Card', amount: 10 },
            ],
          },
        ],
      },
    ]);
    const other = await get('get-casino-book', agentToken, { matchId: '5002' });
    expect(other.body.data).toEqual([]);
    const player2 = await newPlayer(t, agent);
    expect((await get('get-casino-book', player2.token)).status).toBe(403);
  });

  it("are the player's Un-Settled Live Casino Bets, with their total stake", async () => {
    const pending = await post('casino-bets', player.token, { status: 'pending', startDate: '2020-01-01' });
    expect(pending.status).toBe(200);
    const data = pending.body.data as { bets: { docs: unknown[]; totalDocs: number }; bettotal: unknown[] };
    expect(data.bets.totalDocs).toBe(2);
    expect(data.bettotal).toEqual([{ total: 200 }]);
    const backs = await post('casino-bets', player.token, {
      status: 'pending',
      startDate: '2020-01-01',
      betType: 'lay',
    });
    expect((backs.body.data as { bets: { totalDocs: number } }).bets.totalDocs).toBe(0);
    // A game's match id is the casino type of that game; spec 9's default type (50001) is every game.
    const ofGame = await post('casino-bets', player.token, {
      status: 'pending',
      startDate: '2020-01-01',
      reportType: lucky7.matchId,
    });
    expect((ofGame.body.data as { bets: { totalDocs: number } }).bets.totalDocs).toBe(2);
    const settled = await post('casino-bets', player.token, { status: 'completed', startDate: '2020-01-01' });
    expect((settled.body.data as { bets: { totalDocs: number } }).bets.totalDocs).toBe(0);
  });
});

describe('settled casino bets in the reports', () => {
  beforeAll(async () => {
    await settleCasinoRound(t.context, (await finishRound(t, round)).id);
  });

  it("are the player's Settled Live Casino Bets, each with its status, P/L and round", async () => {
    const settled = await post('casino-bets', player.token, { status: 'completed', startDate: '2020-01-01' });
    const data = settled.body.data as { bets: { docs: Record<string, unknown>[] }; bettotal: unknown[] };
    // Issue 39: what the report needs to say lost (or won, or void), by how much, and in which round.
    expect(data.bets.docs).toEqual([
      expect.objectContaining({
        bet_status: 'settled',
        pnl: -100,
        roundId: round.id,
        matchId: lucky7.matchId,
      }),
      expect.objectContaining({
        bet_status: 'settled',
        pnl: -100,
        roundId: round.id,
        matchId: lucky7.matchId,
      }),
    ]);
    expect(data.bets.docs.every((doc) => doc['reason'] === undefined)).toBe(true);
    expect(data.bettotal).toEqual([{ total: 200 }]);
  });

  it("are in the player's account statement and profit/loss, and its casino report by round", async () => {
    const statement = await post('account-statement-list?page=1', player.token, {
      ...period,
      type: 'settlement',
    });
    expect((statement.body.data as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ narration: `${game} / ${round.id}`, type: 'settlement', debit: 200 }),
    ]);
    const profitLoss = await post('profit-loss?page=1', player.token, period);
    expect(
      (profitLoss.body.data as { items: { sportId: number; narration: string; total: number }[] }).items
        .map((item) => [item.sportId, item.narration, item.total])
        .sort(),
    ).toEqual([
      [5000, `${game} / Lines`, -100],
      [5000, `${game} / Low / High Card`, -100],
    ]);
    const report = await post('casino-report?page=1', player.token, period);
    expect(report.body.data).toEqual({
      items: [
        {
          matchId: lucky7.matchId,
          gameName: game,
          mid: round.id,
          winnerName: 'High Card',
          bets: 2,
          stake: 200,
          pnl: -200,
          settledAt: expect.any(String),
        },
      ],
      page: 1,
      totalPages: 1,
      totalDocs: 1,
    });
    const pastTheEnd = await post('casino-report?page=2', player.token, {
      ...period,
      matchId: lucky7.matchId,
    });
    expect(pastTheEnd.body.data).toMatchObject({ items: [], totalDocs: 1 });
  });

  it('give each operator its partnership share, and leave the casino book', async () => {
    const agentPnl = await post('profit-loss?page=1', agentToken, period);
    expect((agentPnl.body.data as { items: { total: number }[] }).items.map((item) => item.total)).toEqual([
      10, 10,
    ]);
    expect((await get('get-casino-book', agentToken)).body.data).toEqual([]);
  });
});
