import { cashierLimits, messages, ruleMessages } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { call } from '../testing/cashier.ts';

const t = await createTestApp();
let player: TestUser;
let token: string;
beforeAll(async () => {
  const agent = await t.createUser({ role: 'dl', privileges: [54, 55] });
  player = await t.createUser({ role: 'user', parent: agent });
  token = await t.signIn(player);
});
afterAll(() => t.close());

const bank = { accountHolderName: 'R Sharma', accountNumber: '001234', ifscCode: 'sbin0001234' };

describe("a player's bank accounts and UPI ids", () => {
  it("adds a bank account: 'Account successfully added.'", async () => {
    const answer = await call(t, 'POST', '/api/add-bank-account', token, bank);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(messages.accountAdded);
    expect(answer.body.data).toMatchObject({ ...bank, ifscCode: 'SBIN0001234', _id: expect.any(String) });
  });

  it.each([
    ['accountHolderName', ruleMessages.accountHolderNameRequired],
    ['accountNumber', ruleMessages.accountNumberRequired],
    ['ifscCode', ruleMessages.ifscCodeRequired],
  ])('refuses a bank account without %s', async (field, message) => {
    const answer = await call(t, 'POST', '/api/add-bank-account', token, { ...bank, [field]: '  ' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it("adds a UPI id: 'UPI Id successfully added.'; none: 'UPI Id is required'", async () => {
    const answer = await call(t, 'POST', '/api/add-upi', token, { upiId: 'rs@upi' });
    expect(answer.body).toMatchObject({ message: messages.upiAdded, data: { upiId: 'rs@upi' } });
    const empty = await call(t, 'POST', '/api/add-upi', token, { upiId: '' });
    expect(empty.body.message).toBe(messages.upiIdRequired);
    const missing = await call(t, 'POST', '/api/add-upi', token, {});
    expect(missing.body.message).toBe(messages.upiIdRequired);
  });

  it('refuses the same account twice', async () => {
    expect((await call(t, 'POST', '/api/add-upi', token, { upiId: 'RS@UPI' })).body.code).toBe(
      'payment_account_duplicate',
    );
    const again = await call(t, 'POST', '/api/add-bank-account', token, { ...bank, ifscCode: 'SBIN0001234' });
    expect(again.status).toBe(409);
  });

  it(`keeps at most ${cashierLimits.savedAccountsPerType} of each`, async () => {
    const other = await t.createUser({ role: 'user' });
    const otherToken = await t.signIn(other);
    for (let index = 0; index < cashierLimits.savedAccountsPerType; index += 1) {
      expect((await call(t, 'POST', '/api/add-upi', otherToken, { upiId: `u${index}@upi` })).status).toBe(
        200,
      );
    }
    expect((await call(t, 'POST', '/api/add-upi', otherToken, { upiId: 'more@upi' })).body.code).toBe(
      'payment_accounts_full',
    );
  });

  it('lists and deletes its own entries only', async () => {
    const list = await call(t, 'GET', '/api/get-bank-and-upi-list', token);
    const { bank: banks, upi } = list.body.data as { bank: { _id: string }[]; upi: { _id: string }[] };
    expect(banks).toHaveLength(1);
    expect(upi).toHaveLength(1);
    const stranger = await t.createUser({ role: 'user' });
    const strangerToken = await t.signIn(stranger);
    const notTheirs = await call(t, 'POST', '/api/delete-upi-bank', strangerToken, {
      type: 'upi',
      id: upi[0]?._id,
    });
    expect(notTheirs.status).toBe(404);
    const wrongType = await call(t, 'POST', '/api/delete-upi-bank', token, { type: 'bank', id: upi[0]?._id });
    expect(wrongType.status).toBe(404);
    const deleted = await call(t, 'POST', '/api/delete-upi-bank', token, { type: 'upi', id: upi[0]?._id });
    expect(deleted.status).toBe(200);
    expect(
      (await call(t, 'POST', '/api/delete-upi-bank', token, { type: 'upi', id: upi[0]?._id })).status,
    ).toBe(404);
    expect((await call(t, 'POST', '/api/delete-upi-bank', token, { type: 'card', id: 'x' })).status).toBe(
      400,
    );
    const after = await call(t, 'GET', '/api/get-bank-and-upi-list', token);
    expect((after.body.data as { upi: unknown[] }).upi).toEqual([]);
  });

  it('is for players: an operator gets 403', async () => {
    const operator = await t.createUser({ role: 'dl', privileges: [54, 55] });
    const answer = await call(t, 'GET', '/api/get-bank-and-upi-list', await t.signIn(operator));
    expect(answer.status).toBe(403);
  });
});
