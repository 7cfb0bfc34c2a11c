import {
  paymentAccountTypeLabels,
  paymentDestinationText,
  paymentRequestListResponseSchema,
  paymentStatusLabels,
  privilege,
  privilegeIds,
  refusalMessages,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testPassword } from '../testing/app.ts';
import {
  call,
  cashierTree,
  requestDeposit,
  requestWithdrawal,
  type CashierTree,
} from '../testing/cashier.ts';
import { csvHeader, csvRecords, everyPage, exportOf, money, shownAt } from '../testing/csvExports.ts';

/**
 * Issue 41: the agent panel's Deposit and Withdraw Statements as CSV hold the requests
 * get-deposit-withdraw-list pages through for the same filters, every page, in the screen's columns; only
 * the subtree's, and only under Deposit (deposits) or Withdraw (withdrawals).
 */

const t = await createTestApp();
afterAll(() => t.close());

let tree: CashierTree;
const today = new Date().toISOString().slice(0, 10);
const period = { startDate: today, endDate: today };
const csv = { format: 'csv' };
let rejectedId = '';

beforeAll(async () => {
  tree = await cashierTree(t);
  // 12 deposits below the agent (a player keeps at most 5 waiting): two pages of the statement.
  for (let index = 0; index < 3; index += 1) {
    const player = await t.createUser({ role: 'user', parent: tree.agent });
    const token = await t.signIn(player);
    for (let request = 0; request < 4; request += 1) {
      expect((await requestDeposit(t, token, 1000 + 10 * index + request)).status).toBe(200);
    }
  }
  const [approved, rejected] = await Promise.all([
    requestDeposit(t, tree.token(tree.player), 2500),
    requestDeposit(t, tree.token(tree.player), 700),
  ]);
  const decide = (answer: typeof approved, status: string, reason?: string) =>
    call(t, 'POST', '/api/update-deposit-withdraw-status', tree.token(tree.agent), {
      id: (answer.body.data as { _id: string })._id,
      status,
      transactionPassword: testPassword,
      ...(reason && { reason }),
    });
  expect((await decide(approved, 'approved')).status).toBe(200);
  // A reason someone typed, which a spreadsheet would run as a formula.
  expect((await decide(rejected, 'rejected', '=1+1 no credit with this UTR')).status).toBe(200);
  rejectedId = (rejected.body.data as { _id: string })._id;
  expect((await requestWithdrawal(t, tree.token(tree.player), 300)).status).toBe(200);
  expect((await requestDeposit(t, tree.token(tree.player2), 900)).status).toBe(200);
});

const statement = (token: string, body: Record<string, unknown>) =>
  everyPage(
    t,
    token,
    (page) => ({ path: `get-deposit-withdraw-list?page=${page}`, body }),
    paymentRequestListResponseSchema,
    ({ data }) => ({ rows: data.items, totalPages: data.totalPages }),
  );

const refusedAs = (answer: { status: number; text: string }, status: number, message: string) => {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.text)).toMatchObject({ error: true, message });
};

describe('POST cashier-statement-export', () => {
  it("holds every deposit of the subtree in the period, across the JSON route's pages", async () => {
    const body = { ...period, type: 'deposit' };
    const file = await exportOf(t, tree.token(tree.smdl), 'cashier-statement-export', { ...body, ...csv });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="deposit-statement_${today}_${today}.csv"`,
    );
    expect(csvHeader(file.text)).toEqual(['Date', 'User', 'Amount', 'Paid by', 'Status', 'Reason']);
    const json = await statement(tree.token(tree.smdl), body);
    expect(json.rows.length).toBe(14);
    expect(json.pages).toBe(2);
    expect(csvRecords(file.text)).toEqual(
      json.rows.map((row) => ({
        Date: shownAt(row.createdAt),
        User: row.username,
        Amount: money(row.amount),
        'Paid by': `${paymentAccountTypeLabels[row.accountType]} · UTR ${row.utrno}`,
        Status: paymentStatusLabels[row.status],
        Reason: row._id === rejectedId ? `'${row.reason}` : (row.reason ?? ''),
      })),
    );
  });

  it("applies the status and user filters, and writes a withdrawal's account", async () => {
    const rows = async (body: Record<string, unknown>) =>
      csvRecords(
        (
          await exportOf(t, tree.token(tree.agent), 'cashier-statement-export', {
            ...period,
            ...csv,
            ...body,
          })
        ).text,
      );
    const pending = await rows({ type: 'deposit', reportType: 'pending' });
    expect(pending.length).toBe(12);
    expect(pending.every((row) => row.Status === 'Pending')).toBe(true);
    const players = await rows({ type: 'deposit', username: tree.player.username });
    expect(players.map((row) => row.Amount).sort()).toEqual(['2500.00', '700.00']);
    const withdrawals = await statement(tree.token(tree.agent), { ...period, type: 'withdraw' });
    const [withdrawal] = withdrawals.rows;
    if (!withdrawal?.bankDetail) throw new Error('no withdrawal');
    expect(await rows({ type: 'withdraw' })).toEqual([
      {
        Date: shownAt(withdrawal.createdAt),
        User: tree.player.username,
        Amount: '300.00',
        'Pay to': `UPI · ${paymentDestinationText(withdrawal.bankDetail)}`,
        Status: 'Pending',
        Reason: '',
      },
    ]);
  });

  it('refuses a user outside the subtree, and a caller without the privilege of the type', async () => {
    refusedAs(
      await exportOf(t, tree.token(tree.agent), 'cashier-statement-export', {
        ...period,
        ...csv,
        type: 'deposit',
        username: tree.player2.username,
      }),
      403,
      refusalMessages.notInSubtree,
    );
    const depositOnly = await t.createUser({
      role: 'dl',
      parent: tree.mdl,
      privileges: privilegeIds.filter((id) => id !== privilege.withdraw),
    });
    const token = await t.signIn(depositOnly);
    const of = (type: string) => exportOf(t, token, 'cashier-statement-export', { ...period, ...csv, type });
    expect((await of('deposit')).status).toBe(200);
    refusedAs(await of('withdraw'), 403, refusalMessages.forbidden);
    // A player's own statement is its payment-statement-export, not the panel's.
    const player = await exportOf(t, tree.token(tree.player), 'cashier-statement-export', {
      ...period,
      ...csv,
      type: 'deposit',
    });
    refusedAs(player, 403, refusalMessages.forbidden);
  });
});
