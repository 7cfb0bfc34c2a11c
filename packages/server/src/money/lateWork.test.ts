import { privilegeIds } from '@exchange/domain';
import type { Caller } from '../caller.ts';
import { callerWithEveryPrivilege, goneAfter, outcome } from '../testing/clientGone.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../ledger/index.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';
import { moveChips } from './service.ts';

/**
 * Issue 38: a transfer whose client has gone (or whose deadline passed) while it waited for its password
 * check or for the ledger's locks is refused with 503 and moves nothing, so a client that resends it after
 * its time-out never moves the money twice.
 */
let t: TestApp;
let operator: TestUser;
let player: TestUser;
/** The app's clock: the real one, moved by `shift` ms (the ledger stamps rows with the database's clock). */
let shift = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + shift) });
  // A root operator: its deposits come from the house.
  operator = await t.createUser({ role: 'dl', privileges: [...privilegeIds] });
  player = await t.createUser({ role: 'user', parent: operator });
});
afterAll(() => t.close());

const deposit = (amount: number) => ({
  username: player.username,
  type: 'deposit' as const,
  amount,
  remark: '',
  transactionPassword: testPassword,
});

describe('a transfer for a client that has gone (issue 38)', () => {
  it('moves nothing when the client left during the password check', async () => {
    const before = await getBalance(t.database.db, player.id);
    const moved = moveChips(
      t.context,
      callerWithEveryPrivilege(operator),
      deposit(10),
      'left-early',
      goneAfter(0),
    );
    expect(await outcome(moved)).toBe('server_busy');
    expect(await getBalance(t.database.db, player.id)).toEqual(before);
  });

  it('moves nothing when the client left while the move waited for the locks, and a resend moves it once', async () => {
    const before = await getBalance(t.database.db, player.id);
    const moved = moveChips(
      t.context,
      callerWithEveryPrivilege(operator),
      deposit(10),
      'left-at-locks',
      goneAfter(1),
    );
    expect(await outcome(moved)).toBe('server_busy');
    expect(await getBalance(t.database.db, player.id)).toEqual(before);

    const resent = await moveChips(
      t.context,
      callerWithEveryPrivilege(operator),
      deposit(10),
      'left-at-locks',
    );
    expect(resent.data.replayed).toBe(false);
    const again = await moveChips(
      t.context,
      callerWithEveryPrivilege(operator),
      deposit(10),
      'left-at-locks',
    );
    expect(again.data.replayed).toBe(true);
    expect((await getBalance(t.database.db, player.id)).balance).toBe(before.balance + 1000);
  });
});

describe('a resend without an idempotency key (issue 38)', () => {
  const balance = async () => (await getBalance(t.database.db, player.id)).balance;
  let caller: Caller;
  beforeAll(() => {
    caller = callerWithEveryPrivilege(operator);
  });

  it('is the same move when the same session sends the same move within a minute', async () => {
    shift = 0;
    const before = await balance();
    const first = await moveChips(t.context, caller, deposit(3), undefined);
    const resent = await moveChips(t.context, caller, deposit(3), undefined);
    expect([first.data.replayed, resent.data.replayed]).toEqual([false, true]);
    expect(resent.data.transactionId).toBe(first.data.transactionId);
    expect(await balance()).toBe(before + 300);
  });

  it('is still the same move when the resend comes after the minute turned', async () => {
    // One second before the nearest whole minute, then two seconds later. The nearest, not the next: the
    // rows are stamped by the database's clock, which this shift does not move, and a shift of almost a
    // minute (the test run in a minute's first second) put the first move's row outside the resend's
    // minute by that clock, so the resend moved the money again.
    shift = Math.round(Date.now() / 60_000) * 60_000 - 1000 - Date.now();
    const before = await balance();
    const first = await moveChips(t.context, caller, deposit(4), undefined);
    shift += 2000;
    const resent = await moveChips(t.context, caller, deposit(4), undefined);
    expect(resent.data.replayed).toBe(true);
    expect(await balance()).toBe(before + 400);
    expect(resent.data.transactionId).toBe(first.data.transactionId);
    shift = 0;
  });

  it('is a new move from another session, with another amount, or with a key of its own', async () => {
    shift = 0;
    const before = await balance();
    await moveChips(t.context, caller, deposit(5), undefined);
    const otherSession = await moveChips(
      t.context,
      callerWithEveryPrivilege(operator),
      deposit(5),
      undefined,
    );
    const otherAmount = await moveChips(t.context, caller, deposit(6), undefined);
    const ownKey = await moveChips(t.context, caller, deposit(5), 'deliberate-second');
    expect([otherSession, otherAmount, ownKey].map((moved) => moved.data.replayed)).toEqual([
      false,
      false,
      false,
    ]);
    expect(await balance()).toBe(before + 500 + 500 + 600 + 500);
  });
});
