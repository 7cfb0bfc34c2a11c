import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../testing/database.ts';
import { getBalance, house } from './accounts.ts';
import { InsufficientBalanceError } from './errors.ts';
import { transfer, type TransferResult } from './ledger.ts';
import { insertUsers } from '../testing/ledgerUsers.ts';
import { verifyLedger } from './verify.ts';

// On PostgreSQL (TEST_DATABASE_URL) these calls really overlap, up to the pool size, and only the row locks
// keep them apart; on PGlite they queue on its single connection.
let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle.close();
});

async function fund(userId: string, amount: number): Promise<void> {
  await transfer(db, { fromUserId: house, toUserId: userId, amount, kind: 'opening', narration: 'Opening' });
}

function outcomes(results: PromiseSettledResult<TransferResult>[]) {
  const refusals = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  return {
    succeeded: results.filter((result) => result.status === 'fulfilled').length,
    refusals,
  };
}

describe('simultaneous debits of one account', () => {
  it('lets exactly as many of 50 equal debits through as the balance allows', async () => {
    const [payer = '', ...payees] = await insertUsers(db, 6);
    await fund(payer, 10_000);

    // Recipients alternate between players and the house, so the locked pairs differ in order.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        transfer(db, {
          fromUserId: payer,
          toUserId: index % 6 === 5 ? house : (payees[index % 5] ?? house),
          amount: 700,
          kind: 'transfer',
          narration: `Debit ${index}`,
        }),
      ),
    );

    const { succeeded, refusals } = outcomes(results);
    expect(succeeded).toBe(Math.floor(10_000 / 700));
    expect(refusals).toHaveLength(50 - 14);
    for (const refusal of refusals) expect(refusal).toBeInstanceOf(InsufficientBalanceError);
    expect(await getBalance(db, payer)).toEqual({ balance: 200, exposure: 0, available: 200 });
    const received = await Promise.all(payees.map((payee) => getBalance(db, payee)));
    const toHouse = results.filter(
      (result, index) => result.status === 'fulfilled' && index % 6 === 5,
    ).length;
    expect(received.reduce((sum, balance) => sum + balance.balance, 0)).toBe((14 - toHouse) * 700);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('never overdraws with 50 debits of different sizes', async () => {
    const [payer = '', payee = ''] = await insertUsers(db, 2);
    await fund(payer, 20_000);
    const amounts = Array.from({ length: 50 }, (_, index) => 300 + ((index * 7919) % 1_700));

    const results = await Promise.allSettled(
      amounts.map((amount, index) =>
        transfer(db, {
          fromUserId: payer,
          toUserId: payee,
          amount,
          kind: 'transfer',
          narration: `Debit ${index}`,
        }),
      ),
    );

    const sent = amounts
      .filter((_, index) => results[index]?.status === 'fulfilled')
      .reduce((a, b) => a + b, 0);
    const left = (await getBalance(db, payer)).balance;
    expect(left).toBe(20_000 - sent);
    expect(left).toBeGreaterThanOrEqual(0);
    expect((await getBalance(db, payee)).balance).toBe(sent);
    // A debit was refused only because what was left at its turn was too little; balances only fell since.
    amounts.forEach((amount, index) => {
      const result = results[index];
      if (result?.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(InsufficientBalanceError);
        expect(amount).toBeGreaterThan(left);
      }
    });
    expect(outcomes(results).refusals.length).toBeGreaterThan(0);
    expect(await verifyLedger(db)).toEqual([]);
  });
});

describe('opposite transfers at the same time', () => {
  it('complete without deadlock and net out', async () => {
    const [alice = '', bob = ''] = await insertUsers(db, 2);
    await fund(alice, 100_000);
    await fund(bob, 100_000);

    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? transfer(db, {
              fromUserId: alice,
              toUserId: bob,
              amount: 300,
              kind: 'transfer',
              narration: 'A to B',
            })
          : transfer(db, {
              fromUserId: bob,
              toUserId: alice,
              amount: 100,
              kind: 'transfer',
              narration: 'B to A',
            }),
      ),
    );

    expect(results.every((result) => !result.replayed)).toBe(true);
    expect((await getBalance(db, alice)).balance).toBe(100_000 - 20 * 300 + 20 * 100);
    expect((await getBalance(db, bob)).balance).toBe(100_000 + 20 * 300 - 20 * 100);
    expect(await verifyLedger(db)).toEqual([]);
  });
});

describe('first transfers between new users', () => {
  it('create their accounts without deadlock, in opposite directions at once', async () => {
    const pairs = await Promise.all(Array.from({ length: 20 }, () => insertUsers(db, 2)));

    // Neither has an account yet, so each call creates both; both calls are refused (nothing to send).
    const results = await Promise.allSettled(
      pairs.flatMap(([first = '', second = '']) => [
        transfer(db, {
          fromUserId: first,
          toUserId: second,
          amount: 1,
          kind: 'transfer',
          narration: 'There',
        }),
        transfer(db, { fromUserId: second, toUserId: first, amount: 1, kind: 'transfer', narration: 'Back' }),
      ]),
    );

    const { succeeded, refusals } = outcomes(results);
    expect(succeeded).toBe(0);
    for (const refusal of refusals) expect(refusal).toBeInstanceOf(InsufficientBalanceError);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
