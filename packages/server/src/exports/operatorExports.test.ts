import {
  betRecordsResponseSchema,
  fromMinor,
  generalReportResponseSchema,
  nationLabel,
  refusalMessages,
  roleLabels,
  sumMinor,
  toMinor,
  userListResponseSchema,
} from '@exchange/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, placeBet } from '../testing/bets.ts';
import { createTestApp, testPassword } from '../testing/app.ts';
import { csvHeader, csvRecords, everyPage, exportOf, money, shownAt } from '../testing/csvExports.ts';
import { createTestMatch, noSportLimits, runnerBet } from '../testing/markets.ts';
import { buildTree } from '../testing/tree.ts';

/**
 * Issue 41: the agent panel's General Report, Client Balances and Current Bets as CSV hold the rows their
 * JSON routes page through, every page of them, in the screens' columns; only the caller's subtree, and
 * only under the JSON route's privilege.
 */

const t = await createTestApp();
afterAll(() => t.close());

let tree: Awaited<ReturnType<typeof buildTree>>;
const tokens = new Map<string, string>();
const token = (name: keyof typeof tree) => tokens.get(name) ?? '';
const today = new Date().toISOString().slice(0, 10);
const period = { startDate: today, endDate: today };
const csv = { format: 'csv' };

beforeAll(async () => {
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens.set(name, await t.signIn(user));
  // 13 direct children of the Super Master (dl, bare and 11 more): two pages of the lists.
  for (let index = 0; index < 11; index += 1) {
    const child = await t.createUser({ role: index % 2 === 0 ? 'dl' : 'mdl', parent: tree.smdl });
    await fund(t, child, 100 + index);
  }
  await t.createUser({ role: 'dl', parent: tree.smdl, userLocked: true });
  await fund(t, tree.player, 50_000);
  await fund(t, tree.player2, 50_000);
  // 12 waiting bets of the downline (two pages of Current Bets), and one of another branch.
  const match = await createTestMatch(t, { sport: noSportLimits });
  for (let index = 0; index < 12; index += 1) {
    const side = index % 2 === 0 ? 'back' : 'lay';
    const bet = runnerBet(match.matchOdds, match.matchId, {
      side,
      odds: side === 'back' ? 900 : 1.01,
      stake: 100 + index,
    });
    expect((await placeBet(t, token('player'), bet)).status).toBe(200);
  }
  const foreign = runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 900, stake: 777 });
  expect((await placeBet(t, token('player2'), foreign)).status).toBe(200);
  // And one matched at once, which the agent deletes: Current Bets says by whom and when.
  const back = runnerBet(match.matchOdds, match.matchId, { side: 'back', odds: 2, stake: 300 });
  const matched = await placeBet(t, token('player'), back);
  expect(matched.data.bet.status).toBe('match');
  const deleted = await t.call('DELETE', `/api/delete-current-bet/${matched.data.bet._id}`, {
    token: token('dl'),
    body: { transactionPassword: testPassword },
  });
  expect(deleted.status).toBe(200);
});

const refusedAs = (answer: { status: number; text: string }, status: number, message: string) => {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.text)).toMatchObject({ error: true, message });
};

describe('POST general-report-export', () => {
  const generalReport = (type: 'ALL' | 'c2') =>
    everyPage(
      t,
      token('smdl'),
      (page) => ({ path: 'general-report', body: { type, page } }),
      generalReportResponseSchema,
      ({ data }) => ({ rows: data.items, totalPages: data.totalPages }),
    );

  it("holds every direct child of the report's type, across the JSON route's pages", async () => {
    for (const type of ['ALL', 'c2'] as const) {
      const file = await exportOf(t, token('smdl'), 'general-report-export', { type, ...csv });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      const name = type === 'ALL' ? 'general-report' : 'credit-reference-report';
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="${name}_${today}_${today}.csv"`,
      );
      expect(csvHeader(file.text)).toEqual(['Sr.No', 'Name', 'Amount']);
      const json = await generalReport(type);
      expect(json.pages).toBe(2);
      expect(csvRecords(file.text)).toEqual(
        json.rows.map((row) => ({
          'Sr.No': String(row.srNo),
          Name: `${row.username} (${row.fullname})`,
          Amount: money(row.amount),
        })),
      );
    }
  });

  it("holds only the caller's own children, and needs User List", async () => {
    const foreign = await exportOf(t, token('sadmin2'), 'general-report-export', { type: 'ALL', ...csv });
    expect(csvRecords(foreign.text).map((row) => row.Name)).toEqual([
      `${tree.dl2.username} (${tree.dl2.fullname})`,
    ]);
    refusedAs(
      await exportOf(t, token('bare'), 'general-report-export', { type: 'ALL', ...csv }),
      403,
      refusalMessages.forbidden,
    );
    refusedAs(
      await exportOf(t, token('player'), 'general-report-export', csv),
      403,
      refusalMessages.forbidden,
    );
  });
});

describe('POST client-balances-export', () => {
  /** get-user-list, page after page, as Client Balances reads it. */
  async function userList(name: keyof typeof tree, query: Record<string, string>) {
    const rows: v.InferOutput<typeof userListResponseSchema>['data']['items'] = [];
    for (let page = 1; ; page += 1) {
      const answer = await t.call('GET', '/api/get-user-list', {
        token: token(name),
        query: { ...query, page: String(page) },
      });
      const { data } = v.parse(userListResponseSchema, answer.body);
      rows.push(...data.items);
      if (page >= data.totalPages) return rows;
    }
  }

  it('holds every child of the filters with the Total line the screen ends with', async () => {
    const file = await exportOf(t, token('smdl'), 'client-balances-export', csv);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="client-balances_${today}_${today}.csv"`,
    );
    expect(csvHeader(file.text)).toEqual([
      'Username',
      'Role',
      'Credit Ref.',
      'Balance',
      'Client P/L',
      'Exposure',
      'Available Bal.',
      'Status',
    ]);
    const json = await userList('smdl', {});
    expect(json.length).toBe(14);
    const records = csvRecords(file.text);
    expect(records.slice(0, -1)).toEqual(
      json.map((client) => ({
        Username: client.username,
        Role: roleLabels[client.role],
        'Credit Ref.': money(client.creditRefrences),
        Balance: money(client.balance),
        'Client P/L': money(client.clientPL),
        Exposure: money(client.exposer),
        'Available Bal.': money(client.available),
        Status: client.userLock ? 'Locked' : 'Active',
      })),
    );
    const sum = (values: number[]) => money(fromMinor(sumMinor(values.map(toMinor))));
    expect(records.at(-1)).toMatchObject({
      Username: 'Total',
      Role: '14 clients',
      Balance: sum(json.map((client) => client.balance)),
      'Available Bal.': sum(json.map((client) => client.available)),
    });
  });

  it("applies the role, status and name filters, and reads a subtree user's children", async () => {
    const names = async (body: Record<string, unknown>) =>
      csvRecords((await exportOf(t, token('smdl'), 'client-balances-export', { ...csv, ...body })).text).map(
        (row) => row.Username,
      );
    const byRole = await userList('smdl', { type: 'mdl' });
    expect(byRole.length).toBe(5);
    expect(await names({ type: 'mdl' })).toEqual([...byRole.map((client) => client.username), 'Total']);
    expect(await names({ status: 'locked' })).toEqual(
      (await userList('smdl', { status: 'locked' })).map((client) => client.username),
    );
    expect(await names({ search: tree.bare.username })).toEqual([tree.bare.username]);
    expect(await names({ username: tree.dl.username })).toEqual([tree.player.username]);
  });

  it('refuses a user outside the subtree, and a caller without User List', async () => {
    refusedAs(
      await exportOf(t, token('smdl'), 'client-balances-export', { ...csv, username: tree.dl2.username }),
      403,
      refusalMessages.notInSubtree,
    );
    refusedAs(
      await exportOf(t, token('bare'), 'client-balances-export', csv),
      403,
      refusalMessages.forbidden,
    );
  });
});

describe('POST downline-bets-export', () => {
  const currentBets = (name: keyof typeof tree, body: Record<string, unknown>) =>
    everyPage(
      t,
      token(name),
      (page) => ({ path: `alluserbetList?page=${page}`, body }),
      betRecordsResponseSchema,
      ({ data }) => ({ rows: data.docs, totalPages: data.totalPages }),
    );

  it("holds every bet of the downline in the period, across the JSON route's pages", async () => {
    const file = await exportOf(t, token('smdl'), 'downline-bets-export', {
      ...period,
      ...csv,
      timeZone: 'Asia/Kolkata',
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="downline-bets_${today}_${today}.csv"`,
    );
    expect(csvHeader(file.text)).toEqual([
      'Username',
      'Event Name',
      'Market Name',
      'Nation',
      'Type',
      'Amount',
      'Place Date',
      'Status',
    ]);
    const json = await currentBets('smdl', period);
    expect(json.pages).toBe(2);
    expect(csvRecords(file.text)).toEqual(
      json.rows.map((bet) => ({
        Username: bet.username,
        'Event Name': bet.matchName,
        'Market Name': bet.marketName,
        Nation: nationLabel({ ...bet, isFancy: false }),
        Type: bet.isBack ? 'Back' : 'Lay',
        Amount: money(bet.stack),
        'Place Date': shownAt(bet.createdAt, 330),
        Status: bet.deletedAt ? `deleted by ${bet.deletedBy}, ${shownAt(bet.deletedAt, 330)}` : 'pending',
      })),
    );
    expect(json.rows.filter((bet) => bet.deletedBy === tree.dl.username)).toHaveLength(1);
  });

  it("applies the side filter, keeps to the caller's subtree, and needs Current Bets", async () => {
    const lays = csvRecords(
      (await exportOf(t, token('smdl'), 'downline-bets-export', { ...period, ...csv, betType: 'lay' })).text,
    );
    expect(lays.length).toBe(6);
    expect(lays.every((row) => row.Type === 'Lay')).toBe(true);
    const foreign = csvRecords(
      (await exportOf(t, token('sadmin2'), 'downline-bets-export', { ...period, ...csv })).text,
    );
    expect(foreign.map((row) => [row.Username, row.Amount])).toEqual([[tree.player2.username, '777.00']]);
    refusedAs(
      await exportOf(t, token('bare'), 'downline-bets-export', { ...period, ...csv }),
      403,
      refusalMessages.forbidden,
    );
  });
});
