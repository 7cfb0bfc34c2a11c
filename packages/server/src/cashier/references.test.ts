import { refusalCatalog, type PaymentRequestRow } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import {
  call,
  callMultipart,
  cashierTree,
  decide,
  freshUtr,
  idOf,
  receiptOf,
  rupeesOf,
  type CashierTree,
} from '../testing/cashier.ts';

/**
 * Issue 37: one bank payment backs one live deposit. A UTR (whatever its padding) or a receipt already on
 * a pending or approved request is refused, whoever asks; a rejected request frees them, and a reference
 * that recurs across players is shown to the deciding operator.
 */

const t = await createTestApp();
let tree: CashierTree;
beforeAll(async () => {
  tree = await cashierTree(t);
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

async function newPlayer(): Promise<{ user: TestUser; token: string }> {
  const user = await t.createUser({ role: 'user', parent: tree.agent });
  return { user, token: await t.signIn(user) };
}

function deposit(token: string, utrno: string, receipt: Buffer, amount = 1000) {
  return callMultipart(
    t,
    '/api/add-deposit-withdraw',
    token,
    { type: 'deposit', amount: String(amount), remark: 'ok', accountType: 'upi', utrno },
    { field: 'imageUrl', name: 'receipt.png', type: 'image/png', bytes: receipt },
  );
}

/** A request as the deciding operator's list shows it. */
async function reviewRow(id: string, player: TestUser): Promise<PaymentRequestRow | undefined> {
  const today = new Date().toISOString().slice(0, 10);
  const list = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.agent), {
    type: 'deposit',
    startDate: today,
    endDate: today,
    username: player.username,
  });
  expect(list.status).toBe(200);
  return (list.body.data as { items: PaymentRequestRow[] }).items.find((row) => row._id === id);
}

describe('one payment, one deposit', () => {
  it("refuses a second player's request on a UTR that waits, and two approvals cannot pay it twice", async () => {
    const [first, second] = [await newPlayer(), await newPlayer()];
    const utr = freshUtr();
    const asked = await deposit(first.token, utr, await receiptOf(utr));
    expect(asked.status).toBe(200);

    const again = await deposit(second.token, utr, await receiptOf(`${utr} again`));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'utr_already_used', message: refusalCatalog.utr_already_used });
    // Padded with zeros it is the same reference.
    expect((await deposit(second.token, `00${utr}`, await receiptOf(`${utr} padded`))).body.code).toBe(
      'utr_already_used',
    );
    // The player itself cannot claim it twice either.
    expect((await deposit(first.token, utr, await receiptOf(`${utr} twice`))).body.code).toBe(
      'utr_already_used',
    );

    // Approved, it stays taken; the player got the payment once.
    const before = await rupeesOf(t, first.user);
    expect((await decide(t, tree.token(tree.agent), idOf(asked), 'approved')).status).toBe(200);
    expect(await rupeesOf(t, first.user)).toBe(before + 1000);
    expect((await deposit(second.token, utr, await receiptOf(`${utr} later`))).body.code).toBe(
      'utr_already_used',
    );
    expect(await rupeesOf(t, second.user)).toBe(0);
  });

  it('refuses the same receipt under another UTR', async () => {
    const [first, second] = [await newPlayer(), await newPlayer()];
    const receipt = await receiptOf(freshUtr());
    expect((await deposit(first.token, freshUtr(), receipt)).status).toBe(200);
    const again = await deposit(second.token, freshUtr(), receipt);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'receipt_already_used',
      message: refusalCatalog.receipt_already_used,
    });
  });

  it('frees a rejected request’s UTR, and shows the operator that another player used it', async () => {
    const [first, second] = [await newPlayer(), await newPlayer()];
    const utr = freshUtr();
    const asked = await deposit(first.token, utr, await receiptOf(utr));
    expect((await decide(t, tree.token(tree.agent), idOf(asked), 'rejected')).status).toBe(200);

    // The same player asks again after a rejection: nothing to flag.
    const retried = await deposit(first.token, utr, await receiptOf(utr));
    expect(retried.status).toBe(200);
    expect((await reviewRow(idOf(retried), first.user))?.referenceSharedBy).toBe(0);
    expect((await decide(t, tree.token(tree.agent), idOf(retried), 'rejected')).status).toBe(200);

    // Another player on the same UTR: taken, and flagged to whoever decides it.
    const other = await deposit(second.token, utr, await receiptOf(`${utr} other`));
    expect(other.status).toBe(200);
    expect((await reviewRow(idOf(other), second.user))?.referenceSharedBy).toBe(1);
    expect((await reviewRow(idOf(asked), first.user))?.referenceSharedBy).toBe(1);
  });

  it('lets exactly one of two players asking at once on one UTR through', async () => {
    const players = [await newPlayer(), await newPlayer()];
    const utr = freshUtr();
    const answers = await Promise.all(
      players.map(async (player, index) => deposit(player.token, utr, await receiptOf(`${utr} ${index}`))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('utr_already_used');
  });
});
