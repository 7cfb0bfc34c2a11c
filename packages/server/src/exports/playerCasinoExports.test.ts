import { casinoRoundLabel, contract, shortReference, sportName } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { settleCasinoRound } from '../casino/settlement.ts';
import { casinoBet, finishRound, lucky7, openTestRoundDealing, testClock } from '../testing/casino.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { csvHeader, csvRecords, everyPage, exportOf, money, shownAt } from '../testing/csvExports.ts';

/**
 * Issue 41: Live Casino Bets and the Casino Report as CSV hold the rows their JSON routes page through,
 * every page, in the screens' columns, and only the caller's own.
 */

const clock = testClock();
let t: TestApp;
let agentToken: string;
let player: { user: TestUser; token: string };
let other: { user: TestUser; token: string };

/** Every day a report may ask about: bets carry the database's time, settlements the test clock's. */
const period = { startDate: '2020-01-01', endDate: '2099-12-31' };
const since = { startDate: '2020-01-01' };
/** A king: Low Card (1) loses and High Card (2) wins. */
const king = (card: { rank: number }) => card.rank === 13;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const admin = await t.createUser({ role: 'admin' });
  const agent = await t.createUser({ role: 'dl', parent: admin, partnership: 10 });
  agentToken = await t.signIn(agent);
  player = await newPlayer(t, agent, { balance: 50_000 });
  other = await newPlayer(t, agent, { balance: 50_000 });
  // 11 settled rounds with a bet of the player's each: two pages of both reports.
  for (let index = 0; index < 11; index += 1) {
    const round = await openTestRoundDealing(t, clock, lucky7, king);
    const bet = { suffix: 'lowHigh', selectionId: index % 2 === 0 ? 1 : 2, stake: 100 + index };
    expect((await placeBet(t, player.token, casinoBet(round, bet))).status).toBe(200);
    if (index === 0) {
      const others = { suffix: 'lowHigh', selectionId: 2, stake: 777 };
      expect((await placeBet(t, other.token, casinoBet(round, others))).status).toBe(200);
    }
    await settleCasinoRound(t.context, (await finishRound(t, round)).id);
  }
  // A round still open: two bets at stake.
  const open = await openTestRoundDealing(t, clock, lucky7, king);
  for (const selectionId of [1, 2]) {
    const bet = { suffix: 'lowHigh', selectionId, stake: 300 };
    expect((await placeBet(t, player.token, casinoBet(open, bet))).status).toBe(200);
  }
});
afterAll(() => t.close());

const casinoBetPages = (token: string, body: object) =>
  everyPage(
    t,
    token,
    (page) => ({ path: 'casino-bets', body: { ...body, page } }),
    contract.casinoBets.response,
    (answer) => ({ rows: answer.data.bets.docs, totalPages: answer.data.bets.totalPages }),
  );

describe('POST casino-bets-export', () => {
  it('holds every settled casino bet since the date, each with its result, P/L and round', async () => {
    const body = { ...since, status: 'completed' };
    const response = await exportOf(t, player.token, 'casino-bets-export', { ...body, format: 'csv' });
    expect(response.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="casino-bets_2020-01-01_${today}.csv"`,
    );
    expect(csvHeader(response.text)).toEqual([
      'Sports',
      'Event Name',
      'Market Name',
      'Nation',
      'User Rate',
      'Amount',
      'Place Date',
      'Result',
      'Profit/Loss',
      'Round',
    ]);
    const json = await casinoBetPages(player.token, body);
    expect(json.pages).toBe(2);
    expect(json.rows).toHaveLength(11);
    expect(csvRecords(response.text)).toEqual(
      json.rows.map((bet) => ({
        Sports: sportName(bet.sportId),
        'Event Name': bet.matchName,
        'Market Name': bet.marketName,
        Nation: bet.selectionName,
        'User Rate': String(bet.odds),
        Amount: money(bet.stack),
        'Place Date': shownAt(bet.createdAt),
        Result: (bet.pnl ?? 0) > 0 ? 'Won' : 'Lost',
        'Profit/Loss': money(bet.pnl ?? 0),
        Round: bet.roundId,
      })),
    );
  });

  it('holds the bets still at stake without a result, and none of another player', async () => {
    const body = { ...since, status: 'pending' };
    const response = await exportOf(t, player.token, 'casino-bets-export', { ...body, format: 'csv' });
    expect(csvHeader(response.text)).toEqual([
      'Sports',
      'Event Name',
      'Market Name',
      'Nation',
      'User Rate',
      'Amount',
      'Place Date',
    ]);
    const json = await casinoBetPages(player.token, body);
    expect(csvRecords(response.text).map((row) => row['Amount'])).toEqual(
      json.rows.map((bet) => money(bet.stack)),
    );
    expect(json.rows).toHaveLength(2);
    const mine = csvRecords(
      (
        await exportOf(t, player.token, 'casino-bets-export', {
          ...since,
          status: 'completed',
          format: 'csv',
        })
      ).text,
    );
    expect(mine.some((row) => row['Amount'] === '777.00')).toBe(false);
    const others = csvRecords(
      (await exportOf(t, other.token, 'casino-bets-export', { ...since, status: 'completed', format: 'csv' }))
        .text,
    );
    expect(others.map((row) => row['Amount'])).toEqual(['777.00']);
    expect((await exportOf(t, agentToken, 'casino-bets-export', { ...body, format: 'csv' })).status).toBe(
      403,
    );
  });
});

describe('POST casino-report-export', () => {
  const reportPages = (token: string, body: object) =>
    everyPage(
      t,
      token,
      (page) => ({ path: `casino-report?page=${page}`, body }),
      contract.casinoReport.response,
      (answer) => ({ rows: answer.data.items, totalPages: answer.data.totalPages }),
    );

  it('holds every settled round of the period, as the Casino Report shows it', async () => {
    const response = await exportOf(t, player.token, 'casino-report-export', { ...period, format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('casino-report_2020-01-01_2099-12-31.csv');
    const json = await reportPages(player.token, period);
    expect(json.pages).toBe(2);
    expect(json.rows).toHaveLength(11);
    expect(csvRecords(response.text)).toEqual(
      json.rows.map((row) => ({
        Settled: shownAt(row.settledAt),
        Game: row.gameName,
        'Market Id': shortReference(casinoRoundLabel(row.mid)),
        Winner: row.winnerName,
        Bets: String(row.bets),
        Stake: money(row.stake),
        'Profit/Loss': money(row.pnl),
      })),
    );
    expect(json.rows.every((row) => row.winnerName === 'High Card')).toBe(true);
  });

  it("applies the casino type, holds only the caller's rounds, and is the player's own report", async () => {
    const ofOtherGame = await exportOf(t, player.token, 'casino-report-export', {
      ...period,
      matchId: lucky7.matchId + 1,
      format: 'csv',
    });
    expect(csvRecords(ofOtherGame.text)).toEqual([]);
    const others = csvRecords(
      (await exportOf(t, other.token, 'casino-report-export', { ...period, format: 'csv' })).text,
    );
    expect(others.map((row) => [row['Stake'], row['Profit/Loss']])).toEqual([['777.00', '777.00']]);
    expect((await exportOf(t, agentToken, 'casino-report-export', { ...period, format: 'csv' })).status).toBe(
      403,
    );
  });
});
