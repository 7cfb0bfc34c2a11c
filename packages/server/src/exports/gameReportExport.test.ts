import { contract, privilege, refusalMessages } from '@exchange/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleCasinoRound } from '../casino/settlement.ts';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { casinoBet, finishRound, lucky7, openTestRoundDealing, testClock } from '../testing/casino.ts';
import { csvHeader, csvRecords, exportOf, money } from '../testing/csvExports.ts';

/**
 * Issue 41: the agent panel's Game Reports as CSV hold game-reports' lines for the period and the Total
 * the screen ends with; only the caller's downline, and only under Live Casino Result.
 */

const clock = testClock();
let t: TestApp;
let agent: TestUser;
let outsider: TestUser;
let bare: TestUser;
/** The test clock's day: settlements carry its time. */
const today = { startDate: '2026-06-01', endDate: '2026-06-01' };
const csv = { format: 'csv' };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const admin = await t.createUser({ role: 'admin' });
  const privileges = [privilege.liveCasinoResult];
  agent = await t.createUser({ role: 'dl', parent: admin, partnership: 10, privileges });
  outsider = await t.createUser({ role: 'dl', parent: admin, partnership: 10, privileges });
  bare = await t.createUser({ role: 'dl', parent: admin, partnership: 10 });
  const [first, second, elsewhere] = [
    await newPlayer(t, agent),
    await newPlayer(t, agent),
    await newPlayer(t, bare),
  ];
  const round = await openTestRoundDealing(t, clock, lucky7, (card) => card.rank === 13);
  const placed = [
    [first, casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 100 })],
    [second, casinoBet(round, { suffix: 'lowHigh', selectionId: 2, stake: 250 })],
    [elsewhere, casinoBet(round, { suffix: 'lowHigh', selectionId: 1, stake: 300 })],
  ] as const;
  for (const [player, bet] of placed) expect((await placeBet(t, player.token, bet)).status).toBe(200);
  await settleCasinoRound(t.context, (await finishRound(t, round)).id);
});
afterAll(() => t.close());

describe('POST game-reports-export', () => {
  it("holds game-reports' lines of the period and their Total", async () => {
    const token = await t.signIn(agent);
    const file = await exportOf(t, token, 'game-reports-export', { ...today, ...csv });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="game-reports_2026-06-01_2026-06-01.csv"',
    );
    expect(csvHeader(file.text)).toEqual(['Game', 'Rounds', 'Bets', 'Stake', 'Downline P/L', 'Your P/L']);
    const json = await t.call('POST', '/api/game-reports', { token, body: today });
    const { items, total } = v.parse(contract.gameReports.response, json.body).data;
    expect(items.length).toBe(1);
    expect(csvRecords(file.text)).toEqual(
      [...items.map((item) => ({ ...item, game: item.gameName })), { ...total, game: 'Total' }].map(
        (line) => ({
          Game: line.game,
          Rounds: String(line.rounds),
          Bets: String(line.bets),
          Stake: money(line.stake),
          'Downline P/L': money(line.downlinePnl),
          'Your P/L': money(line.pnl),
        }),
      ),
    );
  });

  it("holds nothing of another operator's downline, and needs Live Casino Result", async () => {
    const foreign = await exportOf(t, await t.signIn(outsider), 'game-reports-export', { ...today, ...csv });
    expect(foreign.status).toBe(200);
    expect(csvHeader(foreign.text)).toEqual(['Game', 'Rounds', 'Bets', 'Stake', 'Downline P/L', 'Your P/L']);
    expect(csvRecords(foreign.text)).toEqual([]);
    const refused = await exportOf(t, await t.signIn(bare), 'game-reports-export', { ...today, ...csv });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ message: refusalMessages.forbidden });
  });
});
