import { callerWithEveryPrivilege, goneAfter, outcome } from '../testing/clientGone.ts';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBalance, verifyLedger } from '../ledger/index.ts';
import { createTestApp } from '../testing/app.ts';
import { decideRequest } from './decisions.ts';
import { requestById } from './queries.ts';
import {
  cashierTree,
  idOf,
  requestDeposit,
  requestWithdrawal,
  testRejectionReason,
  type CashierTree,
} from '../testing/cashier.ts';

/**
 * Issue 38: under load, cashier decisions whose operator had timed out were still made (on PGlite 31
 * requests decided, 2 decisions ever confirmed). A decision whose client has gone at any of its checks
 * (after the password, at each ledger move's locks, before the commit) decides nothing and moves nothing.
 */
const t = await createTestApp();
afterAll(() => t.close());
let tree: CashierTree;
beforeEach(async () => {
  tree = await cashierTree(t);
});
afterEach(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
});

const balances = async () =>
  Promise.all(
    [tree.player, tree.agent].map(async (user) => (await getBalance(t.database.db, user.id)).balance),
  );

const decision = (id: string, status: 'approved' | 'rejected') => ({
  id,
  status,
  remark: '',
  reason: status === 'rejected' ? testRejectionReason : '',
  transactionPassword: 'Secret123',
});

describe('a cashier decision for a client that has gone (issue 38)', () => {
  // An approved withdrawal asks four times: after the password, at each of its two moves, before the commit.
  it.each([0, 1, 2, 3])(
    'an approved withdrawal whose client left after %i checks decides nothing and moves nothing',
    async (checks) => {
      const id = idOf(await requestWithdrawal(t, tree.token(tree.player), 4000));
      const before = await balances();
      const decided = decideRequest(
        t.context,
        callerWithEveryPrivilege(tree.agent),
        decision(id, 'approved'),
        goneAfter(checks),
      );
      expect(await outcome(decided)).toBe('server_busy');
      expect((await requestById(t.database.db, id))?.status).toBe('pending');
      expect(await balances()).toEqual(before);

      // The operator's retry decides it, once.
      const retried = await decideRequest(
        t.context,
        callerWithEveryPrivilege(tree.agent),
        decision(id, 'approved'),
      );
      expect(retried.status).toBe('approved');
      expect(await balances()).toEqual([before[0], (before[1] ?? 0) + 400_000]);
    },
  );

  it('a rejection, which moves no money, is not recorded either when the client left before the commit', async () => {
    const id = idOf(await requestDeposit(t, tree.token(tree.player), 2500));
    const decided = decideRequest(
      t.context,
      callerWithEveryPrivilege(tree.agent),
      decision(id, 'rejected'),
      goneAfter(1),
    );
    expect(await outcome(decided)).toBe('server_busy');
    expect((await requestById(t.database.db, id))?.status).toBe('pending');
  });
});
