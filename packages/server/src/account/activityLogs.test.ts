import { ruleMessages, userLogsResponseSchema } from '@exchange/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../db/schema.ts';
import { createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';

let t: SecondStepTestApp;

beforeAll(async () => {
  t = await createSecondStepTestApp();
});
afterAll(() => t.close());

const period = { startDate: '2026-02-01', endDate: '2026-02-28' };

async function userWithLogs() {
  const user = await t.createUser({ role: 'user' });
  // 55 logins of 1 February, a minute apart: a page of 50 and one of 5.
  const rows = Array.from({ length: 55 }, (_, i) => ({
    userId: user.id,
    type: 'login' as const,
    ip: `10.1.1.${i}`,
    createdAt: new Date(Date.UTC(2026, 1, 1, 12, i)),
  }));
  await t.context.db.insert(activityLogs).values([
    ...rows,
    {
      userId: user.id,
      type: 'changePassword',
      ip: '10.9.9.9',
      createdAt: new Date('2026-02-28T23:59:00Z'),
    },
    { userId: user.id, type: 'login', ip: '10.8.8.8', createdAt: new Date('2026-03-01T00:00:00Z') },
  ]);
  return user;
}

describe('POST get-user-logs', () => {
  it('pages the logins of the period by 50 (spec 9), newest first', async () => {
    const user = await userWithLogs();
    const token = await t.signIn(user);
    const first = await t.call('POST', '/api/get-user-logs?page=1', { token, body: period });
    expect(first.status).toBe(200);
    const page1 = v.parse(userLogsResponseSchema, first.body).data;
    expect(page1).toMatchObject({ page: 1, totalPages: 2, totalDocs: 55 });
    expect(page1.items).toHaveLength(50);
    expect(page1.items[0]).toEqual({ createdAt: '2026-02-01T12:54:00.000Z', logs: { ip: '10.1.1.54' } });
    const page2 = v.parse(
      userLogsResponseSchema,
      (await t.call('POST', '/api/get-user-logs?page=2', { token, body: period })).body,
    ).data;
    expect(page2.items.map((item) => item.logs.ip)).toEqual([
      '10.1.1.4',
      '10.1.1.3',
      '10.1.1.2',
      '10.1.1.1',
      '10.1.1.0',
    ]);
  });

  it('filters by log type, including the last day of the range', async () => {
    const token = await t.signIn(await userWithLogs());
    const changes = await t.call('POST', '/api/get-user-logs', {
      token,
      body: { ...period, reportType: 'changePassword' },
    });
    const data = v.parse(userLogsResponseSchema, changes.body).data;
    expect(data.items.map((item) => item.logs.ip)).toEqual(['10.9.9.9']);
  });

  it("shows only the caller's own logs", async () => {
    await userWithLogs();
    const other = await t.createUser({ role: 'dl' });
    const answer = await t.call('POST', '/api/get-user-logs', { token: await t.signIn(other), body: period });
    expect(v.parse(userLogsResponseSchema, answer.body).data).toMatchObject({
      items: [],
      totalDocs: 0,
      totalPages: 0,
    });
  });

  it('refuses bad input and a missing token', async () => {
    const token = await t.signIn(await t.createUser({ role: 'user' }));
    const reversed = await t.call('POST', '/api/get-user-logs', {
      token,
      body: { startDate: '2026-02-10', endDate: '2026-02-01' },
    });
    expect([reversed.status, reversed.body.message]).toEqual([400, ruleMessages.dateRangeOrder]);
    const badType = await t.call('POST', '/api/get-user-logs', {
      token,
      body: { ...period, reportType: 'bets' },
    });
    expect(badType.status).toBe(400);
    const badPage = await t.call('POST', '/api/get-user-logs?page=0', { token, body: period });
    expect(badPage.status).toBe(400);
    const missing = await t.call('POST', '/api/get-user-logs', { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('startDate is required');
    const anonymous = await t.call('POST', '/api/get-user-logs', { body: period });
    expect(anonymous.status).toBe(401);
  });
});
