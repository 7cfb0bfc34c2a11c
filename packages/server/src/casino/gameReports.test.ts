import { privilege } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { verifyLedger } from '../ledger/index.ts';
import { settleCasinoRound } from './settlement.ts';
import { casinoBet, finishRound, lucky7, openTestRoundDealing, testClock } from '../testing/casino.ts';

const clock = testClock();
let t: TestApp;
let master: TestUser;
let agent: TestUser;
/** The High Card back price the second player took. */
let highOdds: number;

/** The test clock's day: settlements carry its time. */
const today = { startDate: '2026-06-01', endDate: '2026-06-01' };
const reportPrivileges = [privilege.liveCasinoResult, privilege.partyWinLoss];

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const admin = await t.createUser({ role: 'admin' });
  master = await t.createUser({ role: 'mdl', parent: admin, partnership: 30, privileges: reportPrivileges });
  agent = await t.createUser({ role: 'dl', parent: master, partnership: 10, privileges: reportPrivileges });
  const otherAgent = await t.createUser({ role: 'dl', parent: master, partnership: 10 });
  const outsider = await t.createUser({ role: 'dl', parent: admin, partnership: 10 });
  const [loser, winner, elsewhere] = [
    await newPlayer(t, agent),
    await newPlayer(t, otherAgent),
    await newPlayer(t, outsider),
  ];
  // A king: Low and Line 1 lose, High wins.
  const round = await openTestRoundDealing(t, clock, lucky7, (card) => card.rank === 13);
  const high = casinoBet(round, { suffix: 'lowHigh', selectionId: 2, stake: 100 });
  highOdds = high.odds;
  const placed = [
    [loser, casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 100 })],
    [loser, casinoBet(round, { suffix: 'line', selectionId: 10, stake: 100 })],
    [winner, high],
    [elsewhere, casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 300 })],
  ] as const;
  for (const [player, bet] of placed) {
    expect((await placeBet(t, player.token, bet)).status).toBe(200);
  }
  await settleCasinoRound(t.context, (await finishRound(t, round)).id);
});
afterAll(() => t.close());

const report = async (user: TestUser, body: unknown = today) =>
  t.call('POST', '/api/game-reports', { token: await t.signIn(user), body });

describe('POST game-reports', () => {
  it("gives the agent its downline's rounds by game, with its 10% share of their loss", async () => {
    const answer = await report(agent);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      items: [
        {
          matchId: lucky7.matchId,
          gameCode: 'lucky7',
          gameName: lucky7.name,
          rounds: 1,
          bets: 2,
          stake: 200,
          downlinePnl: -200,
          pnl: 20,
        },
      ],
      total: { rounds: 1, bets: 2, stake: 200, downlinePnl: -200, pnl: 20 },
    });
  });

  it("counts every player below the master and none elsewhere, and agrees with the master's profit-loss", async () => {
    const answer = await report(master);
    const data = answer.body.data as { items: { downlinePnl: number; pnl: number; bets: number }[] };
    const won = Math.round((highOdds - 1) * 100 * 100) / 100;
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ bets: 3, downlinePnl: -200 + won });
    const profitLoss = await t.call('POST', '/api/profit-loss?page=1', {
      token: await t.signIn(master),
      body: today,
    });
    const items = (profitLoss.body.data as { items: { total: number }[] }).items;
    const share = items.reduce((sum, item) => sum + item.total, 0);
    expect(share).not.toBe(0);
    expect(data.items[0]?.pnl).toBeCloseTo(share, 2);
  });

  it('is empty outside the period, and refuses a period that ends before it starts', async () => {
    const before = await report(agent, { startDate: '2026-05-01', endDate: '2026-05-31' });
    expect(before.body.data).toEqual({
      items: [],
      total: { rounds: 0, bets: 0, stake: 0, downlinePnl: 0, pnl: 0 },
    });
    const backwards = await report(agent, { startDate: '2026-06-02', endDate: '2026-06-01' });
    expect(backwards.status).toBe(400);
  });

  it('is refused to a player and to an operator without Live Casino Result', async () => {
    const player = await newPlayer(t, agent);
    const asPlayer = await t.call('POST', '/api/game-reports', { token: player.token, body: today });
    expect(asPlayer.status).toBe(403);
    const plain = await t.createUser({ role: 'dl', parent: master, partnership: 10 });
    expect((await report(plain)).status).toBe(403);
    expect(await verifyLedger(t.context.db)).toEqual([]);
  });
});
