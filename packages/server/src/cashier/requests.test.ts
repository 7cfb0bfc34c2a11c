import { cashierLimits, messages, refusalCatalog, ruleMessages } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp } from '../testing/app.ts';
import { holdsAgainstPending } from './queries.ts';
import {
  availableOf,
  call,
  callMultipart,
  cashierTree,
  freshUtr,
  htmlBytes,
  idOf,
  jpegBytes,
  qrPng,
  requestDeposit,
  requestWithdrawal,
  rupeesOf,
  type CashierTree,
} from '../testing/cashier.ts';

const t = await createTestApp();
let tree: CashierTree;
beforeAll(async () => {
  tree = await cashierTree(t);
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  const { held, pending } = await holdsAgainstPending(t.database.db);
  expect(held).toBe(pending);
  await t.close();
});

const depositFields = {
  type: 'deposit',
  amount: '500',
  remark: 'ok',
  accountType: 'upi',
  utrno: '123456789012',
};

async function deposit(
  fields: Record<string, string>,
  bytes?: Buffer,
  name = 'receipt.png',
  type = 'image/png',
) {
  return callMultipart(
    t,
    '/api/add-deposit-withdraw',
    tree.token(tree.player),
    fields,
    bytes ? { field: 'imageUrl', name, type, bytes } : undefined,
  );
}

describe('POST add-deposit-withdraw, a deposit (multipart)', () => {
  it('stores a pending request with its receipt and moves no money', async () => {
    const before = await rupeesOf(t, tree.player);
    const answer = await deposit(depositFields, await qrPng());
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Deposit request sent');
    expect(answer.body.data).toMatchObject({
      type: 'deposit',
      amount: 500,
      status: 'pending',
      remark: 'ok',
      username: tree.player.username,
      accountType: 'upi',
      utrno: '123456789012',
      bankDetail: null,
      decidedAt: null,
      decidedBy: null,
    });
    expect((answer.body.data as { imageId: string | null }).imageId).toEqual(expect.any(String));
    expect(await rupeesOf(t, tree.player)).toBe(before);
  });

  it('takes a jpeg receipt', async () => {
    // Another payment: its own UTR (the first test's request still waits on the same one).
    const fields = { ...depositFields, amount: '100', utrno: freshUtr() };
    const answer = await deposit(fields, jpegBytes, 'slip.jpeg', 'image/jpeg');
    expect(answer.status).toBe(200);
  });

  it.each([
    ['no amount', { amount: '' }, ruleMessages.amountRequired],
    ['an amount with three decimals', { amount: '100.001' }, ruleMessages.amountInvalid],
    ['an amount below 100', { amount: '99.99' }, ruleMessages.depositRange],
    ['an amount above 100000', { amount: '100000.01' }, ruleMessages.depositRange],
    ['no UTR', { utrno: '' }, messages.fillThisField],
    ['a UTR that is not a number', { utrno: 'UTR12' }, ruleMessages.utrNumeric],
  ])('refuses %s with the spec message', async (_what, change, message) => {
    const answer = await deposit({ ...depositFields, ...change }, await qrPng());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_input', message });
  });

  it("refuses a deposit without its image: 'Image is required field'", async () => {
    const answer = await deposit(depositFields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'image_required', message: 'Image is required field' });
    // Sent as JSON, it is the same refusal.
    const json = await call(t, 'POST', '/api/add-deposit-withdraw', tree.token(tree.player), depositFields);
    expect(json.body).toMatchObject({ code: 'image_required', message: messages.imageRequired });
  });

  it('refuses an HTML page that claims to be a PNG, by its content', async () => {
    const answer = await deposit(depositFields, htmlBytes, 'receipt.png', 'image/png');
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: 'image_type_not_accepted', message: ruleMessages.imageType });
  });

  it('refuses an image of another type (GIF), whatever its name', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);
    const answer = await deposit(depositFields, gif, 'receipt.jpg', 'image/jpeg');
    expect(answer.body.code).toBe('image_type_not_accepted');
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([await qrPng(), Buffer.alloc(cashierLimits.imageMaxMegabytes * 1024 * 1024)]);
    const answer = await deposit(depositFields, big);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'image_too_large', message: refusalCatalog.image_too_large });
  });

  it('refuses a second file or a file under another name', async () => {
    const answer = await callMultipart(
      t,
      '/api/add-deposit-withdraw',
      tree.token(tree.player),
      depositFields,
      {
        field: 'receipt',
        name: 'receipt.png',
        type: 'image/png',
        bytes: await qrPng(),
      },
    );
    expect(answer.body.code).toBe('invalid_input');
  });

  it('refuses a deposit when no upline has a payment method', async () => {
    const agent = await t.createUser({ role: 'dl', parent: tree.mdl, privileges: [55, 54] });
    const player = await t.createUser({ role: 'user', parent: agent });
    const answer = await callMultipart(
      t,
      '/api/add-deposit-withdraw',
      await t.signIn(player),
      depositFields,
      {
        field: 'imageUrl',
        name: 'r.png',
        type: 'image/png',
        bytes: await qrPng(),
      },
    );
    expect(answer.body).toMatchObject({ code: 'payment_method_missing' });
  });

  it(`keeps at most ${cashierLimits.pendingRequestsPerType} deposits waiting`, async () => {
    const player = await t.createUser({ role: 'user', parent: tree.agent });
    const token = await t.signIn(player);
    for (let index = 0; index < cashierLimits.pendingRequestsPerType; index += 1) {
      expect((await requestDeposit(t, token, 100)).status).toBe(200);
    }
    expect((await requestDeposit(t, token, 100)).body.code).toBe('payment_requests_pending_limit');
  });
});

describe('POST add-deposit-withdraw, a withdrawal (JSON)', () => {
  it('holds the amount at once: the available balance drops and the hold is in the statement', async () => {
    const player = await t.createUser({ role: 'user', parent: tree.agent });
    const token = await t.signIn(player);
    await call(t, 'POST', '/api/add-upi', token, { upiId: 'x@upi' });
    const before = await availableOf(t, player);
    expect(before).toBe(0);
    // Nothing to hold yet.
    const refused = await requestWithdrawal(t, token, 100);
    expect(refused.body).toMatchObject({ code: 'insufficient_balance' });

    const { fund } = await import('../testing/cashier.ts');
    await fund(t, player, 1000);
    const pushesBefore = t.pushes.length;
    const answer = await requestWithdrawal(t, token, 600);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      type: 'withdraw',
      amount: 600,
      status: 'pending',
      imageId: null,
    });
    expect(await availableOf(t, player)).toBe(400);
    expect(t.pushes.slice(pushesBefore)).toContainEqual({
      userId: player.id,
      event: 'balance',
      payload: expect.objectContaining({ balance: 400 }),
    });
    // Held money cannot be asked for again.
    expect((await requestWithdrawal(t, token, 500)).body.code).toBe('insufficient_balance');
    expect((await requestWithdrawal(t, token, 400)).status).toBe(200);
    expect(await availableOf(t, player)).toBe(0);

    const statement = await call(t, 'POST', '/api/account-statement-list', token, {
      startDate: '2000-01-01',
      endDate: '2100-01-01',
      type: 'hold',
    });
    const items = (statement.body.data as { items: { debit: number; type: string }[] }).items;
    expect(items.map((item) => [item.type, item.debit])).toEqual([
      ['hold', 400],
      ['hold', 600],
    ]);
  });

  it('copies the chosen account into the request', async () => {
    const token = tree.token(tree.player);
    const bank = await call(t, 'POST', '/api/add-bank-account', token, {
      accountHolderName: 'P Kumar',
      accountNumber: '9988776655',
      ifscCode: 'hdfc0000001',
    });
    const answer = await call(t, 'POST', '/api/add-deposit-withdraw', token, {
      type: 'withdraw',
      amount: '250.50',
      accountType: 'bank',
      bankDetail: bank.body.data,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      amount: 250.5,
      accountType: 'bank',
      bankDetail: { accountHolderName: 'P Kumar', accountNumber: '9988776655', ifscCode: 'HDFC0000001' },
      utrno: null,
    });
    // Deleting the account later leaves the request's copy.
    await call(t, 'POST', '/api/delete-upi-bank', token, { type: 'bank', id: idOf(bank) });
    const list = await call(t, 'POST', '/api/get-deposit-withdraw-list', token, {
      type: 'withdraw',
      startDate: '2000-01-01',
      endDate: '2100-01-01',
    });
    const rows = (list.body.data as { items: { _id: string; bankDetail: unknown }[] }).items;
    expect(rows.find((row) => row._id === idOf(answer))?.bankDetail).toMatchObject({
      accountNumber: '9988776655',
    });
  });

  it.each([
    ['no account chosen', {}],
    ['an empty choice', { bankDetail: { _id: '' } }],
    ['an account that is not its own', { bankDetail: { _id: crypto.randomUUID() } }],
    ['an id of the other type', 'other-type'],
  ])("refuses %s: 'Select one option from bank details or Upi'", async (_what, change) => {
    const token = tree.token(tree.player);
    let body: Record<string, unknown> = {
      type: 'withdraw',
      amount: 100,
      accountType: 'upi',
      ...(change as object),
    };
    if (change === 'other-type') {
      const upi = await call(t, 'POST', '/api/add-upi', token, { upiId: 'other-type@upi' });
      body = { type: 'withdraw', amount: 100, accountType: 'bank', bankDetail: { _id: idOf(upi) } };
    }
    const answer = await call(t, 'POST', '/api/add-deposit-withdraw', token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.selectBankOrUpi);
  });

  it('refuses an amount of 0 or none', async () => {
    const token = tree.token(tree.player);
    const none = await call(t, 'POST', '/api/add-deposit-withdraw', token, {
      type: 'withdraw',
      accountType: 'upi',
      bankDetail: { _id: crypto.randomUUID() },
    });
    expect(none.body.message).toBe(ruleMessages.amountRequired);
    const zero = await call(t, 'POST', '/api/add-deposit-withdraw', token, {
      type: 'withdraw',
      amount: 0,
      accountType: 'upi',
      bankDetail: { _id: crypto.randomUUID() },
    });
    expect(zero.status).toBe(400);
  });

  it('is for players only', async () => {
    const answer = await call(t, 'POST', '/api/add-deposit-withdraw', tree.token(tree.agent), {
      type: 'withdraw',
      amount: 100,
      accountType: 'upi',
      bankDetail: { _id: crypto.randomUUID() },
    });
    expect(answer.status).toBe(403);
  });
});

describe('GET get-setting-list', () => {
  it("answers the cashier's rules", async () => {
    const answer = await call(t, 'GET', '/api/get-setting-list', tree.token(tree.player));
    expect(answer.body.data).toEqual({
      depositMin: 100,
      depositMax: 100000,
      imageTypes: ['image/png', 'image/jpeg'],
      imageMaxBytes: 5 * 1024 * 1024,
    });
  });
});
