import { afterAll, describe, expect, it } from 'vitest';
import { rupeesOf } from '../testing/cashier.ts';
import { getBalance, house, verifyLedger } from '../ledger/index.ts';
import { selfExclude } from '../testing/responsibleGaming.ts';
import { lotteryHour, lotteryTestApp } from '../testing/lottery.ts';

const lottery = await lotteryTestApp();
const { t } = lottery;
afterAll(() => t.close());

describe('buying lottery tickets', () => {
  it('buys the lowest free numbers or the numbers picked, paying the house through the ledger', async () => {
    const item = await lottery.addDraw({ title: 'Diwali Bumper' });
    const { user, token } = await lottery.player(1000);
    const houseBefore = (await getBalance(t.database.db, house)).balance;

    const counted = await lottery.buy(token, { id: item.id, count: 2 });
    expect(counted.status).toBe(200);
    expect(counted.body).toMatchObject({
      message: '2 tickets bought',
      data: { numbers: [1, 2], total: 100 },
    });
    const picked = await lottery.buy(token, { id: item.id, numbers: [9, 5] });
    expect(picked.body.data).toEqual({ numbers: [5, 9], total: 100 });

    expect(await rupeesOf(t, user)).toBe(800);
    expect((await getBalance(t.database.db, house)).balance - houseBefore).toBe(20_000);
    expect((await lottery.statement(user)).slice(0, 2)).toEqual([
      { narration: 'Lottery Diwali Bumper: tickets 5 and 9 bought', kind: 'lottery', credit: 0, debit: 100 },
      { narration: 'Lottery Diwali Bumper: tickets 1 and 2 bought', kind: 'lottery', credit: 0, debit: 100 },
    ]);
    // The player sees its tickets on the card and the draw page; the numbers taken are no one's name.
    const list = (await t.call('GET', '/api/lottery-list', { token })).body.data as { id: string }[];
    expect(list.find((entry) => entry.id === item.id)).toMatchObject({
      status: 'open',
      sold: 4,
      mine: { numbers: [1, 2, 5, 9], won: 0 },
    });
    const draw = await lottery.draw(token, item.id);
    expect(draw.taken).toEqual([1, 2, 5, 9]);
    expect(draw.proof).toMatchObject({ commitment: item.commitment, serverSeed: null, ticketSetHash: null });
    const other = await lottery.player(0);
    expect((await lottery.draw(other.token, item.id)).item.mine).toBeUndefined();
  });

  it('buys nothing twice for a retry with the same idempotency key, answering the same tickets', async () => {
    const item = await lottery.addDraw();
    const { user, token } = await lottery.player(1000);
    const body = { id: item.id, count: 3, idempotencyKey: 'slip-1' };
    const first = await lottery.buy(token, body);
    const again = await lottery.buy(token, body);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await rupeesOf(t, user)).toBe(850);
    expect((await lottery.draw(token, item.id)).taken).toEqual([1, 2, 3]);
    const elsewhere = await lottery.buy(token, { ...body, id: (await lottery.addDraw()).id });
    expect(elsewhere).toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
  });

  it('refuses with a clear 4xx, moving no money and selling no ticket', async () => {
    const item = await lottery.addDraw({ tickets: '5' });
    const { user, token } = await lottery.player(120);
    const held = await lottery.player(1000);
    await lottery.buy(held.token, { id: item.id, numbers: [1, 2] });
    const locked = await lottery.player(1000, { betLocked: true });
    const excluded = await lottery.player(1000);
    expect((await selfExclude(t, excluded.token, '1d')).status).toBe(200);

    const refusals = [
      [token, { count: 4 }, 409, 'lottery_sold_out', 'Only 3 tickets are left in this draw.'],
      [token, { numbers: [2, 3] }, 409, 'lottery_ticket_taken', 'Ticket 2 is taken: pick another number.'],
      [token, { numbers: [6] }, 400, 'lottery_ticket_not_in_draw', /Its tickets are 1 to 5/],
      [token, { count: 3 }, 400, 'insufficient_balance', /balance/i],
      [token, { count: 0 }, 400, 'invalid_input', /at least 1 ticket/],
      [token, { count: 21 }, 400, 'invalid_input', /At most 20 tickets/],
      [token, { count: 1, numbers: [3] }, 400, 'invalid_input', /either how many/],
      [locked.token, { count: 1 }, 403, 'bet_locked', /./],
      [excluded.token, { count: 1 }, 403, 'self_excluded', /self-excluded/],
    ] as const;
    for (const [caller, body, status, code, message] of refusals) {
      const refused = await lottery.buy(caller, { id: item.id, ...body });
      expect(refused.status, code).toBe(status);
      expect(refused.body.code).toBe(code);
      expect(refused.body.message).toMatch(message);
    }
    lottery.advance(lotteryHour);
    const late = await lottery.buy(token, { id: item.id, count: 1 });
    expect(late).toMatchObject({
      status: 409,
      body: { code: 'lottery_draw_closed', message: 'This draw is closed: no more tickets are sold.' },
    });
    expect(await rupeesOf(t, user)).toBe(120);
    expect((await lottery.draw(token, item.id)).taken).toEqual([1, 2]);
    const unknown = await lottery.buy(token, { id: '00000000-0000-4000-8000-00000000abcd', count: 1 });
    expect(unknown.status).toBe(404);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});

describe('the Super Admin and a draw with tickets sold', () => {
  it('keeps the terms the players bought on, and closing the draw refunds every ticket', async () => {
    const item = await lottery.addDraw({ title: 'Holi Special', price: '40' });
    const first = await lottery.player(500);
    const second = await lottery.player(500);
    await lottery.buy(first.token, { id: item.id, count: 2 });
    await lottery.buy(first.token, { id: item.id, numbers: [7] });
    await lottery.buy(second.token, { id: item.id, count: 1 });

    const edit = (body: Record<string, unknown>) =>
      t.call('POST', '/api/edit-lottery-item', { token: lottery.adminToken, body: { id: item.id, ...body } });
    expect(await edit({ price: 10 })).toMatchObject({ status: 409, body: { code: 'lottery_tickets_sold' } });
    expect(await edit({ prizes: [1000] })).toMatchObject({ status: 409 });
    expect((await edit({ title: 'Holi Special Bumper' })).status).toBe(200);

    const closed = await t.call('POST', '/api/close-lottery-item', {
      token: lottery.adminToken,
      body: { id: item.id },
    });
    expect(closed.body.data).toMatchObject({ status: 'closed', sold: 4 });
    expect(await rupeesOf(t, first.user)).toBe(500);
    expect(await rupeesOf(t, second.user)).toBe(500);
    expect((await lottery.statement(first.user)).slice(0, 2)).toEqual([
      {
        narration: 'Lottery Holi Special Bumper closed: ticket 7 refunded',
        kind: 'lottery',
        credit: 40,
        debit: 0,
      },
      {
        narration: 'Lottery Holi Special Bumper closed: tickets 1 and 2 refunded',
        kind: 'lottery',
        credit: 80,
        debit: 0,
      },
    ]);
    // Closed for good: never drawn, nothing more sold.
    lottery.advance(2 * lotteryHour);
    await lottery.drawDue();
    expect((await lottery.draw(first.token, item.id)).item.status).toBe('closed');
    expect((await lottery.buy(first.token, { id: item.id, count: 1 })).status).toBe(409);
  });

  it('refuses a close time in the past and more prizes than tickets', async () => {
    const past = await t.call('POST', '/api/edit-lottery-item', {
      token: lottery.adminToken,
      body: {
        id: (await lottery.addDraw()).id,
        closeAt: new Date(lottery.now().getTime() - 1000).toISOString(),
      },
    });
    expect(past).toMatchObject({ status: 400, body: { code: 'lottery_close_time_past' } });
    const tooMany = await t.call('POST', '/api/edit-lottery-item', {
      token: lottery.adminToken,
      body: { id: (await lottery.addDraw()).id, tickets: 1 },
    });
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'lottery_prizes_exceed_tickets' } });
  });
});
