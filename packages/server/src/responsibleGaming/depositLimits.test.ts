import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, idOf, requestDeposit } from '../testing/cashier.ts';
import {
  day,
  hour,
  rgPlayer,
  rgState,
  rgTestApp,
  stateOf,
  type RgTestApp,
} from '../testing/responsibleGaming.ts';

let rg: RgTestApp;
beforeAll(async () => {
  rg = await rgTestApp();
});
afterAll(() => rg.close());

const setLimits = (token: string, body: unknown) =>
  rg.t.call('POST', '/api/responsible-gaming/deposit-limits', { token, body });
const codeOf = (answer: { body: unknown }) => (answer.body as { code?: string }).code;

describe('deposit limits', () => {
  it('a first limit applies at once and counts pending and approved requests, not rejected ones', async () => {
    const player = await rgPlayer(rg);
    const set = await setLimits(player.token, { day: 1000, week: null, month: null });
    expect(set.status).toBe(200);
    expect(stateOf(set).depositLimits.day).toEqual({ amount: 1000, used: 0, pending: null });

    const first = await requestDeposit(rg.t, player.token, 600);
    expect(first.status).toBe(200);
    const askedAt = new Date((first.body as { data: { createdAt: string } }).data.createdAt);
    rg.advance(hour);
    const over = await requestDeposit(rg.t, player.token, 500);
    expect(over.status).toBe(422);
    // Issue 39: what is left now, and when the 600 leaves the rolling day.
    const freesAt = new Date(askedAt.getTime() + day).toISOString();
    expect(over.body).toMatchObject({
      code: 'deposit_limit_exceeded',
      message:
        'This deposit would go over your daily deposit limit of Rs 1000.00. Up to Rs 400.00 more can be ' +
        `deposited now; Rs 600.00 more from ${freesAt.slice(0, 16).replace('T', ' ')} UTC.`,
      data: { window: 'day', limit: 1000, remaining: 400, freesAt, freesAmount: 600 },
    });
    expect((await rgState(rg.t, player.token)).depositLimits.day.used).toBe(600);

    // Approved still counts; rejected frees the room.
    const agentToken = rg.tree.token(rg.tree.agent);
    expect((await decide(rg.t, agentToken, idOf(first), 'approved')).status).toBe(200);
    expect(codeOf(await requestDeposit(rg.t, player.token, 401))).toBe('deposit_limit_exceeded');
    const fits = await requestDeposit(rg.t, player.token, 400);
    expect(fits.status).toBe(200);
    expect((await decide(rg.t, agentToken, idOf(fits), 'rejected')).status).toBe(200);
    expect((await requestDeposit(rg.t, player.token, 400)).status).toBe(200);

    // The window rolls: 24 hours later the day's room is back.
    rg.advance(day + hour);
    expect((await rgState(rg.t, player.token)).depositLimits.day.used).toBe(0);
    expect((await requestDeposit(rg.t, player.token, 1000)).status).toBe(200);
  });

  it('an increase applies only after 7 days; a decrease at once', async () => {
    const player = await rgPlayer(rg);
    await setLimits(player.token, { day: null, week: 500, month: null });
    const raised = await setLimits(player.token, { day: null, week: 2000, month: null });
    const week = stateOf(raised).depositLimits.week;
    expect(week.amount).toBe(500);
    expect(week.pending?.amount).toBe(2000);
    expect(Date.parse(week.pending?.effectiveAt ?? '') - rg.now().getTime()).toBeGreaterThan(7 * day - 5_000);
    expect(codeOf(await requestDeposit(rg.t, player.token, 600))).toBe('deposit_limit_exceeded');

    rg.advance(7 * day - hour);
    expect(codeOf(await requestDeposit(rg.t, player.token, 600))).toBe('deposit_limit_exceeded');
    rg.advance(2 * hour);
    expect((await rgState(rg.t, player.token)).depositLimits.week).toMatchObject({
      amount: 2000,
      pending: null,
    });
    expect((await requestDeposit(rg.t, player.token, 600)).status).toBe(200);

    const lowered = await setLimits(player.token, { day: null, week: 100, month: 300 });
    expect(stateOf(lowered).depositLimits.week).toMatchObject({ amount: 100, pending: null, used: 600 });
    expect(stateOf(lowered).depositLimits.month).toMatchObject({ amount: 300, pending: null });
    expect(codeOf(await requestDeposit(rg.t, player.token, 100))).toBe('deposit_limit_exceeded');

    // Removing a limit is an increase too: the weekly limit stays for 7 days.
    const removed = await setLimits(player.token, { day: null, week: null, month: 300 });
    expect(stateOf(removed).depositLimits.week).toMatchObject({ amount: 100, pending: { amount: null } });
  });

  it('writes each change to the history, and nothing when nothing changes', async () => {
    const player = await rgPlayer(rg);
    await setLimits(player.token, { day: 100, week: null, month: null });
    await setLimits(player.token, { day: 100, week: null, month: null });
    const view = await rg.t.call('GET', `/api/responsible-gaming/${player.user.id}`, {
      token: rg.tree.token(rg.tree.agent),
    });
    const history = (view.body.data as { history: { kind: string; detail: string; by: string }[] }).history;
    expect(history.filter((event) => event.kind === 'deposit_limits_changed')).toEqual([
      expect.objectContaining({ detail: 'day: 100.00', by: player.user.username }),
    ]);
  });

  it('refuses bad input with a 4xx, changing nothing', async () => {
    const player = await rgPlayer(rg);
    await setLimits(player.token, { day: 100, week: null, month: null });
    for (const body of [
      { day: -1, week: null, month: null },
      { day: 10.555, week: null, month: null },
      { day: 'lots', week: null, month: null },
      { day: 100 },
      { day: 2_000_000_000, week: null, month: null },
    ]) {
      expect((await setLimits(player.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await rgState(rg.t, player.token)).depositLimits.day).toMatchObject({
      amount: 100,
      pending: null,
    });
  });
});
