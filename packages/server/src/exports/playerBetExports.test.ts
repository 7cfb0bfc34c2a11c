import {
  betRecordsResponseSchema,
  narrationLabel,
  profitLossResponseSchema,
  sportName,
  type BetRecordWire,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { commissionRates } from '../db/exchangeSchema.ts';
import { settleMarket } from '../settlement/settle.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { csvHeader, csvRecords, everyPage, exportOf, money, shownAt } from '../testing/csvExports.ts';
import { createTestMatch, fancyBet, noSportLimits, runnerBet, type TestMatch } from '../testing/markets.ts';

/**
 * Issue 41: the player's bet reports and P/L as CSV hold the rows their JSON routes page through, all
 * pages of them, in the screens' columns, and only the caller's own.
 */

const t = await createTestApp();
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const period = { startDate: today, endDate: today };
let agent: TestUser;
let agentToken: string;
let player: { user: TestUser; token: string };
let other: { user: TestUser; token: string };
let settled: TestMatch[];
let open: TestMatch;

async function mustPlace(token: string, bet: Parameters<typeof placeBet>[2]) {
  expect((await placeBet(t, token, bet)).data.bet.status).toBe('match');
}

beforeAll(async () => {
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin, partnership: 10 });
  agentToken = await t.signIn(agent);
  player = await newPlayer(t, agent, { balance: 50_000 });
  other = await newPlayer(t, agent, { balance: 50_000 });
  // 4 matches, 3 markets each, one bet on each market: 12 results and 12 bets over, two pages of each.
  settled = [];
  for (let index = 0; index < 4; index += 1) {
    const match = await createTestMatch(t, { sport: noSportLimits });
    settled.push(match);
    const { matchId } = match;
    await mustPlace(player.token, runnerBet(match.matchOdds, matchId, { side: 'back', odds: 2, stake: 100 }));
    await mustPlace(
      player.token,
      runnerBet(match.bookmaker, matchId, { side: 'back', odds: 95, stake: 200 }),
    );
    await mustPlace(
      player.token,
      fancyBet(match.fancy, matchId, { side: 'back', line: 80, rate: 100, stake: 150 }),
    );
  }
  // Another player's bet on the same market must stay out of the player's files.
  const [first] = settled;
  if (!first) throw new Error('no match');
  await mustPlace(
    other.token,
    runnerBet(first.matchOdds, first.matchId, { side: 'lay', odds: 2.02, stake: 777 }),
  );
  for (const match of settled) {
    const [home] = match.matchOdds.runners;
    const [bookmakerHome] = match.bookmaker.runners;
    await settleMarket(t.context, { marketId: match.matchOdds.marketId, result: home?.selectionId ?? 0 });
    await settleMarket(t.context, {
      marketId: match.bookmaker.marketId,
      result: bookmakerHome?.selectionId ?? 0,
    });
    await settleMarket(t.context, { marketId: match.fancy.marketId, result: 75 });
  }
  // 11 bets still at stake: two pages of Unsettled Bets.
  open = await createTestMatch(t, { sport: noSportLimits });
  for (let index = 0; index < 11; index += 1) {
    const side = index % 2 === 0 ? 'back' : 'lay';
    const odds = side === 'back' ? 2 : 2.02;
    await mustPlace(
      player.token,
      runnerBet(open.matchOdds, open.matchId, { side, odds, stake: 100 + index }),
    );
  }
});

/** Bet History's or Unsettled Bets' rows, every page, as the screen reads them. */
const betPages = (token: string, path: string, body: object) =>
  everyPage(
    t,
    token,
    (page) => ({ path: `${path}?page=${page}`, body }),
    betRecordsResponseSchema,
    (answer) => ({ rows: answer.data.docs, totalPages: answer.data.totalPages }),
  );

/** What the file's row says of a bet, as the screen shows it: its event, market, stake, result and date. */
const betCells = (row: Record<string, string>) => [
  row['Event Name'],
  row['Market Name'],
  row['Amount'],
  row['Place Date'],
];
const wireCells = (bet: BetRecordWire, offsetMinutes = 0) => [
  bet.matchName,
  bet.marketName,
  money(bet.stack),
  shownAt(bet.createdAt, offsetMinutes),
];

describe('POST bet-history-export', () => {
  it("holds every page of the player's bet history, in the screen's columns", async () => {
    const response = await exportOf(t, player.token, 'bet-history-export', { ...period, format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="bet-history_${today}_${today}.csv"`,
    );
    expect(csvHeader(response.text)).toEqual([
      'Sport',
      'Event Name',
      'Market Name',
      'Nation',
      'Type',
      'User Rate',
      'Amount',
      'Result',
      'Profit/Loss',
      'Place Date',
    ]);
    const json = await betPages(player.token, 'bet-history', period);
    expect(json.pages).toBe(2);
    expect(json.rows).toHaveLength(12);
    const records = csvRecords(response.text);
    expect(records.map((row) => betCells(row))).toEqual(json.rows.map((bet) => wireCells(bet)));
    expect(records.map((row) => [row['Sport'], row['Type'], row['Result'], row['Profit/Loss']])).toEqual(
      json.rows.map((bet) => [
        sportName(bet.sportId),
        'Back',
        (bet.pnl ?? 0) > 0 ? 'Won' : 'Lost',
        money(bet.pnl ?? 0),
      ]),
    );
    // A session's Nation is its name and rate, as the screen writes a fancy bet.
    expect(records.filter((row) => row['Nation'] === `${row['Market Name']} 100`)).toHaveLength(4);
  });

  it("writes the dates in the viewer's time zone and applies the bet type", async () => {
    const kolkata = csvRecords(
      (
        await exportOf(t, player.token, 'bet-history-export', {
          ...period,
          format: 'csv',
          timeZone: 'Asia/Kolkata',
        })
      ).text,
    );
    const json = await betPages(player.token, 'bet-history', period);
    expect(kolkata.map((row) => betCells(row))).toEqual(json.rows.map((bet) => wireCells(bet, 330)));
    const lays = await exportOf(t, player.token, 'bet-history-export', {
      ...period,
      betType: 'lay',
      format: 'csv',
    });
    expect(csvRecords(lays.text)).toEqual([]);
  });

  it("holds none of another player's bets, and is the player's own report", async () => {
    const others = csvRecords(
      (await exportOf(t, other.token, 'bet-history-export', { ...period, format: 'csv' })).text,
    );
    expect(others.map((row) => row['Amount'])).toEqual(['777.00']);
    const mine = csvRecords(
      (await exportOf(t, player.token, 'bet-history-export', { ...period, format: 'csv' })).text,
    );
    expect(mine.some((row) => row['Amount'] === '777.00')).toBe(false);
    const operator = await exportOf(t, agentToken, 'bet-history-export', { ...period, format: 'csv' });
    expect(operator.status).toBe(403);
    expect((await exportOf(t, undefined, 'bet-history-export', { ...period, format: 'csv' })).status).toBe(
      401,
    );
  });
});

describe('POST unsettled-bets-export', () => {
  it("holds every page of the player's bets still at stake, without a result", async () => {
    const response = await exportOf(t, player.token, 'unsettled-bets-export', { ...period, format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain(`unsettled-bets_${today}_${today}.csv`);
    expect(csvHeader(response.text)).toEqual([
      'Sport',
      'Event Name',
      'Market Name',
      'Nation',
      'Type',
      'User Rate',
      'Amount',
      'Place Date',
    ]);
    const json = await betPages(player.token, 'unsettled-bets', period);
    expect(json.pages).toBe(2);
    const records = csvRecords(response.text);
    expect(records.map((row) => betCells(row))).toEqual(json.rows.map((bet) => wireCells(bet)));
    expect(records.map((row) => [row['Type'], row['User Rate']])).toEqual(
      json.rows.map((bet) => (bet.isBack ? ['Back', '2'] : ['Lay', '2.02'])),
    );
    expect(records.every((row) => row['Event Name'] === open.name)).toBe(true);
  });

  it('refuses an operator and bad input', async () => {
    expect(
      (await exportOf(t, agentToken, 'unsettled-bets-export', { ...period, format: 'csv' })).status,
    ).toBe(403);
    const pdf = await exportOf(t, player.token, 'unsettled-bets-export', { ...period, format: 'pdf' });
    expect(pdf.status).toBe(400);
    expect(JSON.parse(pdf.text)).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('format'),
    });
  });
});

describe('POST profit-loss-export', () => {
  const plPages = (token: string) =>
    everyPage(
      t,
      token,
      (page) => ({ path: `profit-loss?page=${page}`, body: period }),
      profitLossResponseSchema,
      (answer) => ({ rows: answer.data.items, totalPages: answer.data.totalPages }),
    );

  it("holds every market's result of the period, as the P/L screen shows it", async () => {
    const response = await exportOf(t, player.token, 'profit-loss-export', { ...period, format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain(`profit-loss_${today}_${today}.csv`);
    // No market charged commission: the screen's single Profit/Loss column.
    expect(csvHeader(response.text)).toEqual(['Sport', 'Event', 'Profit/Loss']);
    const json = await plPages(player.token);
    expect(json.pages).toBe(2);
    expect(json.rows).toHaveLength(12);
    expect(csvRecords(response.text)).toEqual(
      json.rows.map((row) => ({
        Sport: sportName(row.sportId),
        Event: narrationLabel(row.narration),
        'Profit/Loss': money(row.total),
      })),
    );
  });

  it("gives an operator its share, as its JSON route does, and never another's", async () => {
    const response = await exportOf(t, agentToken, 'profit-loss-export', { ...period, format: 'csv' });
    expect(response.status).toBe(200);
    const json = await plPages(agentToken);
    expect(csvRecords(response.text).map((row) => row['Profit/Loss'])).toEqual(
      json.rows.map((row) => money(row.total)),
    );
    const others = csvRecords(
      (await exportOf(t, other.token, 'profit-loss-export', { ...period, format: 'csv' })).text,
    );
    // The other player's lay of 777 at 2.02 lost 777 x 1.02.
    expect(others).toEqual([{ Sport: 'Cricket', Event: settled[0]?.name, 'Profit/Loss': money(-792.54) }]);
  });

  it('shows gross, commission and net once a market of the period charged commission', async () => {
    await t.context.db
      .insert(commissionRates)
      .values({ sportId: 4, marketType: 'Match Odds', basisPoints: 500 });
    const match = await createTestMatch(t, { sport: noSportLimits });
    await mustPlace(
      player.token,
      runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2, stake: 100 }),
    );
    await settleMarket(t.context, {
      marketId: match.matchOdds.marketId,
      result: match.matchOdds.runners[0]?.selectionId ?? 0,
    });
    const response = await exportOf(t, player.token, 'profit-loss-export', { ...period, format: 'csv' });
    expect(csvHeader(response.text)).toEqual(['Sport', 'Event', 'Gross', 'Commission', 'Net']);
    const json = await plPages(player.token);
    expect(csvRecords(response.text)).toEqual(
      json.rows.map((row) => ({
        Sport: sportName(row.sportId),
        Event: narrationLabel(row.narration),
        Gross: money(row.gross ?? row.total),
        Commission: money(row.commission ?? 0),
        Net: money(row.total),
      })),
    );
    expect(csvRecords(response.text)[0]).toEqual({
      Sport: 'Cricket',
      Event: match.name,
      Gross: '100.00',
      Commission: '-5.00',
      Net: '95.00',
    });
  });
});
