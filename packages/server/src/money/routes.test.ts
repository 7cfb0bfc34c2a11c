import {
  accountStatementResponseSchema,
  balanceResponseSchema,
  guessLimits,
  profitLossResponseSchema,
  refusalMessages,
  ruleMessages,
  toMinor,
  type RefusalCode,
} from '@exchange/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTree } from '../testing/tree.ts';
import { getBalance, house, verifyLedger } from '../ledger/index.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
const tokens: Record<string, string> = {};

function token(name: keyof typeof tree): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`no token for ${name}`);
  return value;
}

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens[name] = await t.signIn(user);
});
afterAll(() => t.close());

const forbidden = { status: 403, body: { message: refusalMessages.forbidden } };
const notInSubtree = { status: 403, body: { message: refusalMessages.notInSubtree } };

/** Balances (in rupees) of every tree member and of the house: what a refusal must leave unchanged. */
async function snapshot() {
  const figures: Record<string, number> = {};
  for (const [name, user] of Object.entries(tree))
    figures[name] = (await getBalance(t.database.db, user.id)).balance;
  figures.house = (await getBalance(t.database.db, house)).balance;
  return figures;
}

function wallet(caller: keyof typeof tree, body: Record<string, unknown>, headers?: Record<string, string>) {
  if (headers) {
    return t.app
      .inject({
        method: 'POST',
        url: '/api/update-user-wallet',
        headers: { authorization: `Bearer ${token(caller)}`, ...headers },
        payload: body,
      })
      .then((response) => ({ status: response.statusCode, body: response.json() }));
  }
  return t.call('POST', '/api/update-user-wallet', { token: token(caller), body });
}

const move = (target: TestUser, type: 'deposit' | 'withdraw', amount: number, extra: object = {}) => ({
  username: target.username,
  type,
  amount,
  transactionPassword: testPassword,
  ...extra,
});

describe('POST update-user-wallet', () => {
  it("the Super Admin's deposit draws on the house and pushes the child's balance", async () => {
    const before = t.pushes.length;
    const response = await wallet('admin', move(tree.sadmin, 'deposit', 100_000));
    expect(response).toMatchObject({
      status: 200,
      body: {
        error: false,
        message: 'Deposit successful',
        data: { replayed: false, balance: 100_000, exposer: 0 },
      },
    });
    expect((await getBalance(t.database.db, tree.sadmin.id)).balance).toBe(toMinor(100_000));
    expect((await getBalance(t.database.db, house)).balance).toBe(-toMinor(100_000));
    expect(t.pushes.slice(before)).toEqual([
      { userId: tree.sadmin.id, event: 'balance', payload: { balance: 100_000, exposer: 0 } },
    ]);
  });

  it('an operator deposits to and withdraws from a direct child, pushing both balances', async () => {
    let before = t.pushes.length;
    expect(await wallet('sadmin', move(tree.smdl, 'deposit', 5_000.5))).toMatchObject({ status: 200 });
    expect(t.pushes.slice(before)).toEqual([
      { userId: tree.smdl.id, event: 'balance', payload: { balance: 5_000.5, exposer: 0 } },
      { userId: tree.sadmin.id, event: 'balance', payload: { balance: 94_999.5, exposer: 0 } },
    ]);
    before = t.pushes.length;
    const response = await wallet('sadmin', move(tree.smdl, 'withdraw', 0.5, { remark: 'rounding' }));
    expect(response).toMatchObject({
      status: 200,
      body: { message: 'Withdraw successful', data: { balance: 5_000 } },
    });
    expect(t.pushes.slice(before)).toEqual([
      { userId: tree.smdl.id, event: 'balance', payload: { balance: 5_000, exposer: 0 } },
      { userId: tree.sadmin.id, event: 'balance', payload: { balance: 95_000, exposer: 0 } },
    ]);
    // The operators below fund their own children from their balances.
    expect(await wallet('smdl', move(tree.dl, 'deposit', 2_000))).toMatchObject({ status: 200 });
    expect(await wallet('dl', move(tree.player, 'deposit', 1_000))).toMatchObject({ status: 200 });
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('moves money once per idempotency key, from the body or the header', async () => {
    const before = await snapshot();
    const first = await wallet('dl', move(tree.player, 'deposit', 10, { idempotencyKey: 'key-1' }));
    const again = await wallet('dl', move(tree.player, 'deposit', 10, { idempotencyKey: 'key-1' }));
    expect(first).toMatchObject({ status: 200, body: { data: { replayed: false } } });
    expect(again).toMatchObject({ status: 200, body: { data: { replayed: true, balance: 1_010 } } });
    expect(again.body.data.transactionId).toBe(first.body.data.transactionId);
    const viaHeader = await wallet('dl', move(tree.player, 'deposit', 10), { 'idempotency-key': 'key-2' });
    const headerAgain = await wallet('dl', move(tree.player, 'deposit', 10), { 'idempotency-key': 'key-2' });
    expect(viaHeader).toMatchObject({ status: 200, body: { data: { replayed: false } } });
    expect(headerAgain).toMatchObject({ status: 200, body: { data: { replayed: true, balance: 1_020 } } });
    const after = await snapshot();
    expect(after.player).toBe((before.player ?? 0) + toMinor(20));
    expect(after.dl).toBe((before.dl ?? 0) - toMinor(20));
    // The same key for a different move is a client bug, refused without moving anything.
    const reused = await wallet('dl', move(tree.player, 'deposit', 11, { idempotencyKey: 'key-1' }));
    expect(reused.status).toBe(409);
    expect(await snapshot()).toEqual(after);
  });

  it('writes the narration into both statements', async () => {
    const response = await t.call('POST', '/api/account-statement-list', {
      token: token('smdl'),
      body: { startDate: '2000-01-01', endDate: '2100-01-01' },
    });
    const narrations = (response.body.data as { items: { narration: string }[] }).items.map(
      (row) => row.narration,
    );
    expect(narrations).toEqual([
      `Deposit to ${tree.dl.username}`,
      `Withdraw from ${tree.smdl.username} / rounding`,
      `Deposit to ${tree.smdl.username}`,
    ]);
  });

  describe('refusals change nothing', () => {
    let before: Record<string, number>;
    beforeAll(async () => {
      before = await snapshot();
    });
    afterAll(async () => {
      expect(await snapshot()).toEqual(before);
      expect(await verifyLedger(t.database.db)).toEqual([]);
    });

    it('refuses a short sender with Insufficient balance, both ways', async () => {
      const expected = { status: 400, body: { error: true, message: ruleMessages.insufficientBalance } };
      expect(await wallet('dl', move(tree.player, 'deposit', 1_000_000))).toMatchObject(expected);
      expect(await wallet('dl', move(tree.player, 'withdraw', 1_000_000))).toMatchObject(expected);
    });

    it('validates the body', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...move(tree.player, 'deposit', 1), username: undefined }, 'username is required'],
        [{ ...move(tree.player, 'deposit', 1), type: 'gift' }, 'type is invalid'],
        [{ ...move(tree.player, 'deposit', 0) }, 'amount is invalid'],
        [{ ...move(tree.player, 'deposit', 1.005) }, 'Not an amount'],
        [
          { ...move(tree.player, 'deposit', 1), transactionPassword: undefined },
          'transactionPassword is required',
        ],
        [{ ...move(tree.player, 'deposit', 1), idempotencyKey: '  ' }, 'idempotencyKey is invalid'],
      ];
      for (const [body, message] of cases) {
        const response = await wallet('dl', body);
        expect(response.status, message).toBe(400);
        expect(response.body.message).toContain(message);
      }
    });

    it('refuses players, a missing privilege, the wrong subtree, a grandchild and self', async () => {
      expect(await wallet('player', move(tree.player2, 'deposit', 1))).toMatchObject(forbidden);
      // The bare agent holds neither 55 Deposit nor 54 Withdraw.
      expect(await wallet('bare', move(tree.player, 'deposit', 1))).toMatchObject(forbidden);
      expect(await wallet('bare', move(tree.player, 'withdraw', 1))).toMatchObject(forbidden);
      expect(await wallet('sadmin', move(tree.player2, 'deposit', 1))).toMatchObject(notInSubtree);
      expect(await wallet('dl', move(tree.sadmin, 'withdraw', 1))).toMatchObject(notInSubtree);
      expect(await wallet('dl', move(tree.dl, 'deposit', 1))).toMatchObject(notInSubtree);
      expect(await wallet('sadmin', move(tree.dl, 'deposit', 1))).toMatchObject({
        status: 403,
        body: { message: refusalMessages.notDirectChild },
      });
      expect(await wallet('dl', { ...move(tree.player, 'deposit', 1), username: 'Nobody' })).toMatchObject({
        status: 404,
      });
    });

    it('refuses a wrong transaction password', async () => {
      expect(
        await wallet('dl', { ...move(tree.player, 'deposit', 1), transactionPassword: 'Wrong123' }),
      ).toMatchObject({ status: 400, body: { message: refusalMessages.invalidTransactionPassword } });
    });
    it('answers each money refusal with its code and status', async () => {
      const refused = (status: number, code: RefusalCode) => ({ status, body: { error: true, code } });
      expect(await wallet('dl', move(tree.player, 'deposit', 1_000_000))).toMatchObject(
        refused(400, 'insufficient_balance'),
      );
      expect(await wallet('dl', move(tree.player, 'withdraw', 1_000_000))).toMatchObject(
        refused(400, 'insufficient_balance'),
      );
      expect(await wallet('sadmin', move(tree.dl, 'deposit', 1))).toMatchObject(
        refused(403, 'not_direct_child'),
      );
      expect(
        await wallet('dl', { ...move(tree.player, 'deposit', 1), transactionPassword: 'Wrong123' }),
      ).toMatchObject(refused(400, 'transaction_password_incorrect'));
      for (const amount of [0, -5, 1.005, 'ten']) {
        expect(await wallet('dl', { ...move(tree.player, 'deposit', 1), amount })).toMatchObject(
          refused(400, 'amount_invalid'),
        );
      }
      // key-1 moved 10 to the player earlier; 12 under the same key is another move.
      expect(await wallet('dl', move(tree.player, 'deposit', 12, { idempotencyKey: 'key-1' }))).toMatchObject(
        refused(409, 'idempotency_key_reused'),
      );
    });

    it('locks the transaction password after repeated wrong ones (transaction_password_locked)', async () => {
      const wrong = { ...move(tree.dl2, 'deposit', 1), transactionPassword: 'Wrong123' };
      const codes: unknown[] = [];
      for (let attempt = 0; attempt < guessLimits.transactionPassword.maxFailures; attempt += 1) {
        codes.push((await wallet('sadmin2', wrong)).body.code);
      }
      // The failure that reaches the limit is answered as the lock.
      expect(codes).toEqual([
        ...Array.from(
          { length: guessLimits.transactionPassword.maxFailures - 1 },
          () => 'transaction_password_incorrect',
        ),
        'transaction_password_locked',
      ]);
      // Locked now, even with the right password.
      expect(await wallet('sadmin2', move(tree.dl2, 'deposit', 1))).toMatchObject({
        status: 429,
        body: { error: true, code: 'transaction_password_locked' },
      });
    });

    it("takes an operator's parallel transfers with the right password, more of them than the guess limit", async () => {
      const payee = await t.createUser({ role: 'user', parent: tree.dl });
      const before = (await getBalance(t.database.db, payee.id)).balance;
      const count = guessLimits.transactionPassword.maxFailures * 2 + 2;
      const inParallel = async (type: 'deposit' | 'withdraw') => {
        // Distinct moves, each with its own key: without one, identical moves from one session in one
        // minute are one move resent (money/impliedKeys.ts).
        const answers = await Promise.all(
          Array.from({ length: count }, (_, index) =>
            wallet('dl', move(payee, type, 1, { idempotencyKey: `parallel-${type}-${index}` })),
          ),
        );
        return answers.map((answer) => answer.status);
      };
      expect(await inParallel('deposit')).toEqual(Array<number>(count).fill(200));
      expect((await getBalance(t.database.db, payee.id)).balance).toBe(before + toMinor(count));
      // And back, so the balances later tests read are unchanged.
      expect(await inParallel('withdraw')).toEqual(Array<number>(count).fill(200));
      expect((await getBalance(t.database.db, payee.id)).balance).toBe(before);
      expect(await verifyLedger(t.database.db)).toEqual([]);
    });
  });
});

describe('balances', () => {
  it('GET get-user-balance: own balance, or a subtree user for operators', async () => {
    const own = await t.call('GET', '/api/get-user-balance', { token: token('player') });
    expect(own.status).toBe(200);
    expect(v.parse(balanceResponseSchema, own.body).data).toEqual({ balance: 1_020, exposer: 0 });
    const named = await t.call('GET', '/api/get-user-balance', {
      token: token('sadmin'),
      query: { username: tree.player.username },
    });
    expect(named.body.data).toEqual({ balance: 1_020, exposer: 0 });
    const self = await t.call('GET', '/api/get-user-balance', {
      token: token('player'),
      query: { username: tree.player.username },
    });
    expect(self.body.data).toEqual({ balance: 1_020, exposer: 0 });
  });

  it('GET get-user-balance refuses other users to players and foreign users to operators', async () => {
    const query = (username: string) => ({ username });
    expect(
      await t.call('GET', '/api/get-user-balance', {
        token: token('player'),
        query: query(tree.dl.username),
      }),
    ).toMatchObject(notInSubtree);
    expect(
      await t.call('GET', '/api/get-user-balance', {
        token: token('dl'),
        query: query(tree.player2.username),
      }),
    ).toMatchObject(notInSubtree);
    expect(
      await t.call('GET', '/api/get-user-balance', { token: token('dl'), query: query(tree.smdl.username) }),
    ).toMatchObject(notInSubtree);
  });

  it('POST user-account-balance answers for self and the subtree, and validates', async () => {
    const response = await t.call('POST', '/api/user-account-balance', {
      token: token('smdl'),
      body: { username: tree.dl.username },
    });
    expect(v.parse(balanceResponseSchema, response.body).data).toEqual({ balance: 980, exposer: 0 });
    expect(
      await t.call('POST', '/api/user-account-balance', {
        token: token('player'),
        body: { username: tree.player.username },
      }),
    ).toMatchObject({ status: 200, body: { data: { balance: 1_020 } } });
    expect(
      await t.call('POST', '/api/user-account-balance', {
        token: token('player'),
        body: { username: tree.dl.username },
      }),
    ).toMatchObject(notInSubtree);
    expect(
      await t.call('POST', '/api/user-account-balance', {
        token: token('sadmin'),
        body: { username: tree.dl2.username },
      }),
    ).toMatchObject(notInSubtree);
    expect(
      await t.call('POST', '/api/user-account-balance', { token: token('sadmin'), body: {} }),
    ).toMatchObject({
      status: 400,
      body: { message: 'username is required' },
    });
  });
});

describe('POST account-statement-list', () => {
  const wholeRange = { startDate: '2000-01-01', endDate: '2100-01-01' };

  it("shows the player's own statement newest first with a running balance", async () => {
    const response = await t.call('POST', '/api/account-statement-list', {
      token: token('player'),
      body: wholeRange,
    });
    expect(response.status).toBe(200);
    const data = v.parse(accountStatementResponseSchema, response.body).data;
    expect(data).toMatchObject({ page: 1, totalDocs: 3, totalPages: 1 });
    expect(data.items.map((row) => [row.credit, row.debit, row.balance])).toEqual([
      [10, 0, 1_020],
      [10, 0, 1_010],
      [1_000, 0, 1_000],
    ]);
    expect(data.items[2]?.narration).toBe(`Deposit to ${tree.player.username}`);
  });

  it('filters by type, date range and page', async () => {
    const withdrawals = await t.call('POST', '/api/account-statement-list', {
      token: token('smdl'),
      body: { ...wholeRange, type: 'withdrawal' },
    });
    expect((withdrawals.body.data as { totalDocs: number }).totalDocs).toBe(1);
    const past = await t.call('POST', '/api/account-statement-list', {
      token: token('player'),
      body: { startDate: '2000-01-01', endDate: '2000-01-02' },
    });
    expect(past.body.data).toEqual({ items: [], page: 1, totalPages: 0, totalDocs: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const todayOnly = await t.call('POST', '/api/account-statement-list', {
      token: token('player'),
      body: { startDate: today, endDate: today },
    });
    expect((todayOnly.body.data as { totalDocs: number }).totalDocs).toBe(3);
    const page2 = await t.call('POST', '/api/account-statement-list?page=2', {
      token: token('player'),
      body: wholeRange,
    });
    expect(page2.body.data).toMatchObject({ items: [], page: 2, totalDocs: 3 });
  });

  it("shows a subtree user's statement to an operator with privilege 8 only", async () => {
    const body = { ...wholeRange, username: tree.player.username };
    const allowed = await t.call('POST', '/api/account-statement-list', { token: token('smdl'), body });
    expect(allowed).toMatchObject({ status: 200, body: { data: { totalDocs: 3 } } });
    // The bare agent holds no privilege 8: even its own child's statement is refused.
    const bareChild = await t.createUser({ role: 'user', parent: tree.bare });
    expect(
      await t.call('POST', '/api/account-statement-list', {
        token: token('bare'),
        body: { ...wholeRange, username: bareChild.username },
      }),
    ).toMatchObject(forbidden);
    // Its own statement needs no privilege.
    expect(
      await t.call('POST', '/api/account-statement-list', { token: token('bare'), body: wholeRange }),
    ).toMatchObject({ status: 200 });
    expect(
      await t.call('POST', '/api/account-statement-list', {
        token: token('sadmin2'),
        body,
      }),
    ).toMatchObject(notInSubtree);
    expect(
      await t.call('POST', '/api/account-statement-list', {
        token: token('player2'),
        body,
      }),
    ).toMatchObject(notInSubtree);
  });

  it('validates dates, type and page', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['', { startDate: '2024-02-01', endDate: '2024-01-01' }, ruleMessages.dateRangeOrder],
      ['', { startDate: '2024-13-01', endDate: '2024-01-01' }, 'startDate is invalid'],
      ['', { endDate: '2024-01-01' }, 'startDate is required'],
      ['', { ...wholeRange, type: 'bonus' }, 'type is invalid'],
      ['?page=0', wholeRange, 'page is invalid'],
    ];
    for (const [query, body, message] of cases) {
      const response = await t.call('POST', `/api/account-statement-list${query}`, {
        token: token('player'),
        body,
      });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toContain(message);
    }
  });
});

describe('POST general-report', () => {
  it("lists the caller's direct children with their balance (ALL) or credit reference (c2)", async () => {
    const all = await t.call('POST', '/api/general-report', { token: token('smdl'), body: { type: 'ALL' } });
    expect(all.status).toBe(200);
    const items = (all.body.data as { items: { username: string; amount: number; srNo: number }[] }).items;
    expect(items.map((item) => item.username).sort()).toEqual([tree.bare.username, tree.dl.username].sort());
    expect(items.find((item) => item.username === tree.dl.username)?.amount).toBe(980);
    expect(items.map((item) => item.srNo)).toEqual([1, 2]);
    expect(all.body.data).toMatchObject({ page: 1, totalPages: 1, totalDocs: 2 });
    const c2 = await t.call('POST', '/api/general-report', { token: token('smdl'), body: { type: 'c2' } });
    expect((c2.body.data as { items: { amount: number }[] }).items.map((item) => item.amount)).toEqual([
      0, 0,
    ]);
    const page2 = await t.call('POST', '/api/general-report', { token: token('smdl'), body: { page: 2 } });
    expect(page2.body.data).toMatchObject({ items: [], page: 2, totalDocs: 2 });
  });

  it('refuses players and bad input', async () => {
    expect(await t.call('POST', '/api/general-report', { token: token('player'), body: {} })).toMatchObject(
      forbidden,
    );
    const bad = await t.call('POST', '/api/general-report', { token: token('smdl'), body: { type: 'c3' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('type is invalid');
  });
});

describe('POST profit-loss', () => {
  it('answers an empty page when nothing was settled in the period', async () => {
    const response = await t.call('POST', '/api/profit-loss?page=1', {
      token: token('player'),
      body: { startDate: '2024-01-01', endDate: '2024-01-31' },
    });
    expect(response.status).toBe(200);
    expect(v.parse(profitLossResponseSchema, response.body).data).toEqual({
      items: [],
      page: 1,
      totalPages: 0,
      totalDocs: 0,
    });
  });

  it('validates the period', async () => {
    expect(
      await t.call('POST', '/api/profit-loss', {
        token: token('player'),
        body: { startDate: '2024-02-01', endDate: '2024-01-31' },
      }),
    ).toMatchObject({ status: 400, body: { message: ruleMessages.dateRangeOrder } });
    expect(await t.call('POST', '/api/profit-loss', { token: token('player'), body: {} })).toMatchObject({
      status: 400,
      body: { message: 'startDate is required' },
    });
  });
});
