import { paymentRequestListResponseSchema, userLogsResponseSchema } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../db/schema.ts';
import { createTestApp } from '../testing/app.ts';
import { call, cashierTree, decide, idOf, requestDeposit, type CashierTree } from '../testing/cashier.ts';
import { csvHeader, csvRecords, everyPage, exportOf, money, shownAt } from '../testing/csvExports.ts';

/**
 * Issue 41: the Deposit Statement and the Activity Logs as CSV hold the rows their JSON routes page
 * through, every page, in the screens' columns, and only the caller's own.
 */

const t = await createTestApp();
let tree: CashierTree;
const today = new Date().toISOString().slice(0, 10);
const period = { startDate: today, endDate: today };
const hostile = '=HYPERLINK("http://evil.example","x")';

beforeAll(async () => {
  tree = await cashierTree(t);
  const agentToken = tree.token(tree.agent);
  // 11 deposits (at most 5 wait at once): 5 approved, 5 rejected (one for a hostile reason), 1 waiting.
  for (let batch = 0; batch < 2; batch += 1) {
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push(idOf(await requestDeposit(t, tree.token(tree.player), 500 + batch * 10 + index)));
    }
    for (const [index, id] of ids.entries()) {
      if (batch === 1 && index === 0) {
        const rejected = await call(t, 'POST', '/api/update-deposit-withdraw-status', agentToken, {
          id,
          status: 'rejected',
          transactionPassword: 'Secret123',
          reason: hostile,
        });
        expect(rejected.status).toBe(200);
        continue;
      }
      expect((await decide(t, agentToken, id, index % 2 === 0 ? 'approved' : 'rejected')).status).toBe(200);
    }
  }
  await requestDeposit(t, tree.token(tree.player), 999);
  await requestDeposit(t, tree.token(tree.player2), 777);
});
afterAll(() => t.close());

describe('POST payment-statement-export', () => {
  const requestPages = (token: string, body: object) =>
    everyPage(
      t,
      token,
      (page) => ({ path: `get-deposit-withdraw-list?page=${page}`, body }),
      paymentRequestListResponseSchema,
      (answer) => ({ rows: answer.data.items, totalPages: answer.data.totalPages }),
    );

  it('holds every deposit request of the period, as the Deposit Statement shows it', async () => {
    const body = { ...period, type: 'deposit' };
    const response = await exportOf(t, tree.token(tree.player), 'payment-statement-export', {
      ...body,
      format: 'csv',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="deposit-statement_${today}_${today}.csv"`,
    );
    expect(csvHeader(response.text)).toEqual(['Type', 'Amount', 'Date', 'Status', 'Reason']);
    const json = await requestPages(tree.token(tree.player), body);
    expect(json.pages).toBe(2);
    expect(json.rows).toHaveLength(11);
    const labels = { approved: 'Approved', pending: 'Pending', rejected: 'Rejected' };
    expect(csvRecords(response.text)).toEqual(
      json.rows.map((row) => ({
        Type: 'Deposit',
        Amount: money(row.amount),
        Date: shownAt(row.createdAt),
        Status: labels[row.status],
        Reason: row.reason === hostile ? `'${hostile}` : (row.reason ?? ''),
      })),
    );
    // The reason an operator typed is text a spreadsheet never runs.
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it("applies the status, holds none of another player's, and is the player's own report", async () => {
    const waiting = await exportOf(t, tree.token(tree.player), 'payment-statement-export', {
      ...period,
      type: 'deposit',
      reportType: 'pending',
      format: 'csv',
    });
    expect(csvRecords(waiting.text).map((row) => [row['Amount'], row['Status']])).toEqual([
      ['999.00', 'Pending'],
    ]);
    const withdrawals = await exportOf(t, tree.token(tree.player), 'payment-statement-export', {
      ...period,
      type: 'withdraw',
      format: 'csv',
    });
    expect(withdrawals.headers['content-disposition']).toContain(`withdraw-statement_${today}_${today}.csv`);
    expect(csvRecords(withdrawals.text)).toEqual([]);
    const others = await exportOf(t, tree.token(tree.player2), 'payment-statement-export', {
      ...period,
      type: 'deposit',
      format: 'csv',
    });
    expect(csvRecords(others.text).map((row) => row['Amount'])).toEqual(['777.00']);
    const operator = await exportOf(t, tree.token(tree.agent), 'payment-statement-export', {
      ...period,
      type: 'deposit',
      format: 'csv',
    });
    expect(operator.status).toBe(403);
  });
});

describe('POST activity-log-export', () => {
  const logPeriod = { startDate: '2026-02-01', endDate: '2026-02-28' };

  beforeAll(async () => {
    // 55 logins of 1 February, a minute apart (the JSON route pages by 50), a password change, and a
    // login of the next month and another user's, both outside the file.
    await t.context.db.insert(activityLogs).values([
      ...Array.from({ length: 55 }, (_, i) => ({
        userId: tree.player.id,
        type: 'login' as const,
        ip: `10.1.1.${i}`,
        createdAt: new Date(Date.UTC(2026, 1, 1, 12, i)),
      })),
      {
        userId: tree.player.id,
        type: 'changePassword',
        ip: '10.9.9.9',
        createdAt: new Date('2026-02-28T23:59:00Z'),
      },
      { userId: tree.player.id, type: 'login', ip: '10.8.8.8', createdAt: new Date('2026-03-01T00:00:00Z') },
      { userId: tree.player2.id, type: 'login', ip: '10.7.7.7', createdAt: new Date('2026-02-02T00:00:00Z') },
    ]);
  });

  it('holds every login of the period, as the Activity Logs show them', async () => {
    const token = tree.token(tree.player);
    const response = await exportOf(t, token, 'activity-log-export', { ...logPeriod, format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('activity-log_2026-02-01_2026-02-28.csv');
    expect(csvHeader(response.text)).toEqual(['Username', 'Date', 'IP Address']);
    const json = await everyPage(
      t,
      token,
      (page) => ({ path: `get-user-logs?page=${page}`, body: logPeriod }),
      userLogsResponseSchema,
      (answer) => ({ rows: answer.data.items, totalPages: answer.data.totalPages }),
    );
    expect(json.pages).toBe(2);
    expect(json.rows).toHaveLength(55);
    expect(csvRecords(response.text)).toEqual(
      json.rows.map((row) => ({
        Username: tree.player.username,
        Date: shownAt(row.createdAt),
        'IP Address': row.logs.ip,
      })),
    );
  });

  it("applies the log type and the viewer's time zone, and holds only the caller's", async () => {
    const token = tree.token(tree.player);
    const changes = await exportOf(t, token, 'activity-log-export', {
      ...logPeriod,
      reportType: 'changePassword',
      format: 'csv',
      timeZone: 'Asia/Kolkata',
    });
    // 23:59 UTC on the 28th is 05:29 on 1 March in India.
    expect(csvRecords(changes.text)).toEqual([
      { Username: tree.player.username, Date: '01/03/2026 05:29:00', 'IP Address': '10.9.9.9' },
    ]);
    const others = await exportOf(t, tree.token(tree.player2), 'activity-log-export', {
      ...logPeriod,
      format: 'csv',
    });
    expect(csvRecords(others.text).map((row) => row['IP Address'])).toEqual(['10.7.7.7']);
    const bad = await exportOf(t, token, 'activity-log-export', {
      ...logPeriod,
      format: 'csv',
      timeZone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(400);
  });
});
