import { privilege, privilegeIds, refusalCatalog } from '@exchange/domain';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashierHolds, getBalance, house, verifyLedger } from '../ledger/index.ts';
import { createTestApp } from '../testing/app.ts';
import { createLoginAccount } from '../testing/loginAccounts.ts';
import { paymentSettings } from '../db/cashierSchema.ts';
import { holdsAgainstPending } from './queries.ts';
import {
  availableOf,
  call,
  cashierTree,
  decide,
  fund,
  idOf,
  requestDeposit,
  requestWithdrawal,
  rupeesOf,
  testRejectionReason,
  type CashierTree,
} from '../testing/cashier.ts';

const t = await createTestApp();
// Node test files share a worker process: the database and its connections go with the file.
afterAll(() => t.close());
let tree: CashierTree;
beforeEach(async () => {
  tree = await cashierTree(t);
});
// Conservation after every scenario: no paisa created or lost, holds equal to the pending withdrawals.
afterEach(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  const { held, pending } = await holdsAgainstPending(t.database.db);
  expect(held).toBe(pending);
});

const period = { startDate: '2000-01-01', endDate: '2100-01-01' };

async function statementOf(token: string, type: string) {
  const answer = await call(t, 'POST', '/api/account-statement-list', token, { ...period, type });
  return (
    answer.body.data as { items: { narration: string; credit: number; debit: number; balance: number }[] }
  ).items;
}

describe('a deposit decided', () => {
  it('approved: moves the amount from the approver to the player in one transaction, and tells the player', async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 2500));
    const pushes = t.pushes.length;
    const answer = await decide(t, tree.token(tree.agent), id, 'approved');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Deposit of Rs 2500.00 approved');
    expect(answer.body.data).toMatchObject({ status: 'approved', decidedBy: tree.agent.username });
    expect(await rupeesOf(t, tree.player)).toBe(12_500);
    expect(await rupeesOf(t, tree.agent)).toBe(97_500);
    const told = t.pushes.slice(pushes);
    expect(told).toContainEqual({
      userId: tree.player.id,
      event: 'paymentRequest',
      payload: expect.objectContaining({ _id: id, status: 'approved' }),
    });
    expect(told).toContainEqual({
      userId: tree.player.id,
      event: 'balance',
      payload: expect.objectContaining({ balance: 12_500 }),
    });
    // Both sides' account statements show it.
    expect(await statementOf(tree.token(tree.player), 'deposit')).toEqual([
      expect.objectContaining({ credit: 2500, narration: expect.stringContaining('Deposit of') }),
    ]);
    expect(await statementOf(tree.token(tree.agent), 'deposit')).toEqual([
      expect.objectContaining({ debit: 2500 }),
    ]);
  });

  it('rejected: moves nothing, keeps the reason, tells the operator in words and the player why', async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 2500));
    const answer = await call(t, 'POST', '/api/update-deposit-withdraw-status', tree.token(tree.agent), {
      id,
      status: 'rejected',
      transactionPassword: 'Secret123',
      reason: '  UTR does not match the payment: no credit with this UTR  ',
    });
    expect(answer.body.message).toBe('Deposit of Rs 2500.00 rejected');
    const reason = 'UTR does not match the payment: no credit with this UTR';
    expect(answer.body.data).toMatchObject({ status: 'rejected', reason });
    expect(await rupeesOf(t, tree.player)).toBe(10_000);
    expect(t.pushes.at(-1)).toMatchObject({
      event: 'paymentRequest',
      userId: tree.player.id,
      payload: expect.objectContaining({ reason }),
    });
    const own = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.player), {
      ...period,
      type: 'deposit',
    });
    expect((own.body.data as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ _id: id, status: 'rejected', reason }),
    ]);
  });

  it('a rejection without a reason is refused, and the request stays pending', async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 2500));
    for (const reason of [undefined, '', '   ']) {
      const answer = await call(t, 'POST', '/api/update-deposit-withdraw-status', tree.token(tree.agent), {
        id,
        status: 'rejected',
        transactionPassword: 'Secret123',
        ...(reason !== undefined && { reason }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'invalid_input',
        message: 'Give a reason for the rejection',
      });
    }
    const own = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.player), {
      ...period,
      type: 'deposit',
    });
    expect((own.body.data as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ status: 'pending', reason: null }),
    ]);
  });

  it('the database keeps a reason on every rejection and on nothing else', async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 100));
    const { paymentRequests } = await import('../db/cashierSchema.ts');
    const { eq } = await import('drizzle-orm');
    const decidedBy = tree.agent.id;
    await expect(
      t.database.db
        .update(paymentRequests)
        .set({ status: 'rejected', decidedBy, decidedAt: new Date() })
        .where(eq(paymentRequests.id, id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(paymentRequests)
        .set({ status: 'rejected', decidedBy, decidedAt: new Date(), reason: ' ' })
        .where(eq(paymentRequests.id, id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.update(paymentRequests).set({ reason: 'Why not' }).where(eq(paymentRequests.id, id)),
    ).rejects.toThrow();
  });

  it('needs the approver to hold the amount; refused, the request stays pending', async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player2), 5000));
    // agent2 holds nothing.
    const answer = await decide(t, tree.token(tree.agent2), id, 'approved');
    expect(answer.body).toMatchObject({ code: 'insufficient_balance' });
    const list = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.player2), {
      ...period,
      type: 'deposit',
      reportType: 'pending',
    });
    expect((list.body.data as { totalDocs: number }).totalDocs).toBe(1);
    expect(await rupeesOf(t, tree.player2)).toBe(10_000);
  });

  it("the Super Admin's approval comes from the house", async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 1000));
    const houseBefore = (await getBalance(t.database.db, house)).balance;
    expect((await decide(t, tree.token(tree.admin), id, 'approved')).status).toBe(200);
    expect((await getBalance(t.database.db, house)).balance).toBe(houseBefore - 100_000);
    expect(await rupeesOf(t, tree.player)).toBe(11_000);
  });

  it('an operator above the parent may approve, from its own balance', async () => {
    const { fund } = await import('../testing/cashier.ts');
    await fund(t, tree.smdl, 5000);
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 1000));
    expect((await decide(t, tree.token(tree.smdl), id, 'approved')).status).toBe(200);
    expect(await rupeesOf(t, tree.smdl)).toBe(4000);
    expect(await rupeesOf(t, tree.agent)).toBe(100_000);
  });
});

describe('a withdrawal decided', () => {
  it('rejected: releases the held amount to the player, whose statement says why', async () => {
    const id = idOf(await requestWithdrawal(t, tree.token(tree.player), 4000));
    expect(await availableOf(t, tree.player)).toBe(6000);
    const answer = await decide(t, tree.token(tree.agent), id, 'rejected');
    expect(answer.body.message).toBe('Withdrawal of Rs 4000.00 rejected');
    expect(answer.body.data).toMatchObject({ status: 'rejected', reason: testRejectionReason });
    expect(await availableOf(t, tree.player)).toBe(10_000);
    expect(await rupeesOf(t, tree.agent)).toBe(100_000);
    expect(await statementOf(tree.token(tree.player), 'release')).toEqual([
      expect.objectContaining({
        credit: 4000,
        narration: `Withdrawal rejected: ${testRejectionReason}. The held amount is back in the balance`,
      }),
    ]);
    expect(t.pushes.at(-1)).toMatchObject({ event: 'balance', userId: tree.player.id });
  });

  it("approved: pays the held amount to the approver, and the player's statement ends with the payout", async () => {
    const id = idOf(await requestWithdrawal(t, tree.token(tree.player), 4000));
    const answer = await decide(t, tree.token(tree.agent), id, 'approved');
    expect(answer.body.message).toBe('Withdrawal of Rs 4000.00 approved');
    expect(await rupeesOf(t, tree.player)).toBe(6000);
    expect(await rupeesOf(t, tree.agent)).toBe(104_000);
    expect((await getBalance(t.database.db, cashierHolds)).balance).toBe(0);
    const { upiId } = (answer.body.data as { bankDetail: { upiId: string } }).bankDetail;
    // Newest first: the hold, its release for the payout, and the payout itself, the balance back where
    // the hold left it.
    expect(await statementOf(tree.token(tree.player), 'all')).toEqual([
      expect.objectContaining({
        debit: 4000,
        balance: 6000,
        narration: `Withdrawal of ${tree.player.username} paid out to UPI ${upiId}`,
      }),
      expect.objectContaining({
        credit: 4000,
        balance: 10_000,
        narration: 'Withdrawal approved: the held amount is released for payout',
      }),
      expect.objectContaining({
        debit: 4000,
        balance: 6000,
        narration: `Withdrawal request to UPI ${upiId}: held until decided`,
      }),
      expect.objectContaining({ credit: 10_000 }),
    ]);
    expect(await statementOf(tree.token(tree.agent), 'withdrawal')).toEqual([
      expect.objectContaining({
        credit: 4000,
        narration: `Withdrawal of ${tree.player.username} paid out to UPI ${upiId}`,
      }),
    ]);
  });
});

describe('a request is decided once', () => {
  it('refuses a second decision, either way', async () => {
    const id = idOf(await requestWithdrawal(t, tree.token(tree.player), 1000));
    expect((await decide(t, tree.token(tree.agent), id, 'approved')).status).toBe(200);
    for (const status of ['approved', 'rejected'] as const) {
      const again = await decide(t, tree.token(tree.mdl), id, status);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'payment_request_decided',
        message: refusalCatalog.payment_request_decided,
      });
    }
    expect(await rupeesOf(t, tree.agent)).toBe(101_000);
  });

  it('under 20 concurrent approvals and rejections, exactly one wins and the money moves once', async () => {
    const deposit = idOf(await requestDeposit(t, tree.token(tree.player), 3000));
    const withdrawal = idOf(await requestWithdrawal(t, tree.token(tree.player), 2000));
    const deciders = [tree.agent, tree.mdl, tree.smdl, tree.sadmin, tree.admin];
    // Whoever wins pays the deposit: each must hold it, or on PostgreSQL, where the decisions really race,
    // an unfunded winner's refusal (insufficient balance) rolls back and lets a second decision win.
    for (const decider of [tree.mdl, tree.smdl, tree.sadmin]) await fund(t, decider, 3000);
    for (const id of [deposit, withdrawal]) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          decide(
            t,
            tree.token(deciders[index % deciders.length] ?? tree.agent),
            id,
            index % 3 === 2 ? 'rejected' : 'approved',
          ),
        ),
      );
      // Each answer's status and code, so a failure says what the other 19 were told.
      const outcomes = answers
        .map((answer) => (answer.status === 200 ? '200' : `${answer.status} ${String(answer.body.code)}`))
        .sort();
      expect(outcomes).toEqual(['200', ...Array<string>(19).fill('409 payment_request_decided')]);
    }
    // One decision transaction per request, whoever won.
    const requests = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.player), {
      ...period,
      type: 'deposit',
    });
    const [decided] = (requests.body.data as { items: { status: string }[] }).items;
    expect(decided?.status).not.toBe('pending');
  });
});

describe('who may decide', () => {
  it('an operator outside the branch: not in its downline', async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 1000));
    const answer = await decide(t, tree.token(tree.agent2), id, 'approved');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('not_in_subtree');
  });

  it('an unknown request: not found', async () => {
    expect((await decide(t, tree.token(tree.agent), crypto.randomUUID(), 'approved')).status).toBe(404);
    expect((await decide(t, tree.token(tree.agent), 'not-an-id', 'approved')).status).toBe(404);
  });

  it('needs Deposit (55) for deposits and Withdraw (54) for withdrawals', async () => {
    const noDeposit = await t.createUser({
      role: 'dl',
      parent: tree.mdl,
      privileges: privilegeIds.filter((id) => id !== privilege.deposit),
    });
    const player = await t.createUser({ role: 'user', parent: noDeposit });
    // Its methods saved directly: saving them through the API needs the Deposit it lacks.
    await t.database.db
      .insert(paymentSettings)
      .values({ userId: noDeposit.id, upiId: 'nd@upi', upiName: 'ND' });
    const { fund } = await import('../testing/cashier.ts');
    await fund(t, player, 1000);
    await fund(t, noDeposit, 1000);
    const playerToken = await t.signIn(player);
    const operatorToken = await t.signIn(noDeposit);
    const deposit = idOf(await requestDeposit(t, playerToken, 100));
    const withdrawal = idOf(await requestWithdrawal(t, playerToken, 100));
    expect((await decide(t, operatorToken, deposit, 'approved')).status).toBe(403);
    expect((await decide(t, operatorToken, withdrawal, 'approved')).status).toBe(200);
  });

  it('a multi-login account decides for its owner with the privilege it holds, and its own transaction password', async () => {
    const depositOnly = await createLoginAccount(t, tree.agent, [privilege.deposit]);
    const token = await t.signIn(depositOnly);
    const deposit = idOf(await requestDeposit(t, tree.token(tree.player), 100));
    const withdrawal = idOf(await requestWithdrawal(t, tree.token(tree.player), 100));
    expect((await decide(t, token, withdrawal, 'approved')).status).toBe(403);
    const approved = await decide(t, token, deposit, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ decidedBy: depositOnly.username });
    // The money came from the owner.
    expect(await rupeesOf(t, tree.agent)).toBe(99_900);
  });

  it('a wrong or missing transaction password refuses, and nothing is decided', async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 100));
    const wrong = await decide(t, tree.token(tree.agent), id, 'approved', 'Wrong999');
    expect(wrong.body).toMatchObject({ code: 'transaction_password_incorrect' });
    const missing = await decide(t, tree.token(tree.agent), id, 'approved', '');
    expect(missing.body).toMatchObject({
      code: 'invalid_input',
      message: 'Transaction password is required',
    });
    expect((await decide(t, tree.token(tree.agent), id, 'approved')).status).toBe(200);
  });

  it('a status other than approved or rejected is refused', async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 100));
    const answer = await call(t, 'POST', '/api/update-deposit-withdraw-status', tree.token(tree.agent), {
      id,
      status: 'pending',
      transactionPassword: 'Secret123',
    });
    expect(answer.status).toBe(400);
  });
});

describe('the lists and the pending count', () => {
  it('a player sees its own; an operator its subtree with the requester, under its privilege', async () => {
    await requestDeposit(t, tree.token(tree.player), 100);
    await requestDeposit(t, tree.token(tree.player2), 200);
    const own = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.player), {
      ...period,
      type: 'deposit',
    });
    expect((own.body.data as { items: { username: string }[] }).items.map((row) => row.username)).toEqual([
      tree.player.username,
    ]);
    const naming = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.player), {
      ...period,
      type: 'deposit',
      username: tree.player2.username,
    });
    expect(naming.status).toBe(403);

    const agent = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.agent), {
      ...period,
      type: 'deposit',
    });
    expect(agent.body.data).toMatchObject({ totalDocs: 1, items: [{ username: tree.player.username }] });
    const admin = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.admin), {
      ...period,
      type: 'deposit',
      pageSize: 10,
    });
    expect((admin.body.data as { totalDocs: number }).totalDocs).toBeGreaterThanOrEqual(2);
    const foreign = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.agent2), {
      ...period,
      type: 'deposit',
      username: tree.player.username,
    });
    expect(foreign.status).toBe(403);
  });

  it('filters by status and period, newest first, paged', async () => {
    const ids = [];
    for (const amount of [100, 200, 300])
      ids.push(idOf(await requestDeposit(t, tree.token(tree.player), amount)));
    await decide(t, tree.token(tree.agent), ids[0] ?? '', 'rejected');
    const page = await call(
      t,
      'POST',
      '/api/get-deposit-withdraw-list',
      tree.token(tree.agent),
      { ...period, type: 'deposit', reportType: 'pending', pageSize: 10, username: tree.player.username },
      { page: '1' },
    );
    expect((page.body.data as { items: { amount: number }[] }).items.map((row) => row.amount)).toEqual([
      300, 200,
    ]);
    const past = await call(t, 'POST', '/api/get-deposit-withdraw-list', tree.token(tree.agent), {
      startDate: '2001-01-01',
      endDate: '2001-01-07',
      type: 'deposit',
    });
    expect(past.body.data).toMatchObject({ items: [], totalDocs: 0, totalPages: 0 });
  });

  it("counts the subtree's pending requests the operator may decide", async () => {
    await requestDeposit(t, tree.token(tree.player), 100);
    await requestWithdrawal(t, tree.token(tree.player), 100);
    await requestDeposit(t, tree.token(tree.player2), 100);
    const count = async (token: string) =>
      (await call(t, 'GET', '/api/get-pending-payment-count', token)).body.data as {
        deposit: number;
        withdraw: number;
      };
    expect(await count(tree.token(tree.agent))).toEqual({ deposit: 1, withdraw: 1 });
    expect(await count(tree.token(tree.agent2))).toEqual({ deposit: 1, withdraw: 0 });
    const withdrawOnly = await createLoginAccount(t, tree.agent, [privilege.withdraw]);
    expect(await count(await t.signIn(withdrawOnly))).toEqual({ deposit: 0, withdraw: 1 });
  });
});
