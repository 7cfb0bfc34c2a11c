import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayParam } from '../db/arrays.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { ledgerTransactions } from '../db/schema.ts';
import { openTestDatabase } from '../testing/database.ts';
import { getBalance, house } from './accounts.ts';
import { lockAccountsOf, postBatch, updateAccounts } from './batch.ts';
import { InvalidLedgerInputError } from './errors.ts';
import { transfer } from './ledger.ts';
import { insertUsers } from './testUsers.ts';
import { verifyLedger } from './verify.ts';

// The batch form settlement posts through (settlement's own tests cover it end to end): here, its ledger
// rules on their own.
let handle: DatabaseHandle;
let db: Database;
let players: string[];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  players = await insertUsers(db, 3);
  for (const player of players) {
    await transfer(db, {
      fromUserId: house,
      toUserId: player,
      amount: 1_000,
      kind: 'opening',
      narration: 'Opening',
    });
  }
});
afterAll(async () => {
  await handle.close();
});

function post(transfers: { userId: string; amount: number; idempotencyKey: string }[]) {
  return db.transaction(async (tx) => {
    const locked = await lockAccountsOf(tx, sql`select unnest(${arrayParam(players, 'uuid')})`);
    const { transactionIds, balances } = await postBatch(tx, locked, transfers, {
      kind: 'settlement',
      narration: 'Batch',
      createdBy: null,
    });
    await updateAccounts(
      tx,
      [...balances].map(([accountId, balance]) => ({ accountId, balance, exposureChange: 0 })),
    );
    return transactionIds;
  });
}

describe('postBatch', () => {
  it('posts one balanced transaction per transfer, with running balances and cached balances', async () => {
    const [a = '', b = '', c = ''] = players;
    const ids = await post([
      { userId: a, amount: 250, idempotencyKey: 'batch-a' },
      { userId: b, amount: -400, idempotencyKey: 'batch-b' },
      { userId: c, amount: 1, idempotencyKey: 'batch-c' },
    ]);
    expect(ids.size).toBe(3);
    expect(await verifyLedger(db)).toEqual([]);
    expect((await getBalance(db, a)).balance).toBe(1_250);
    expect((await getBalance(db, b)).balance).toBe(600);
    expect((await getBalance(db, house)).balance).toBe(-3_000 + 149);
  });

  it('refuses a zero or fractional amount and a repeated key before writing anything', async () => {
    const [a = '', b = ''] = players;
    const before = await db.$count(ledgerTransactions);
    await expect(post([{ userId: a, amount: 0, idempotencyKey: 'zero' }])).rejects.toThrow(
      InvalidLedgerInputError,
    );
    await expect(post([{ userId: a, amount: 1.5, idempotencyKey: 'half' }])).rejects.toThrow(
      InvalidLedgerInputError,
    );
    await expect(
      post([
        { userId: a, amount: 1, idempotencyKey: 'twice' },
        { userId: b, amount: 1, idempotencyKey: 'twice' },
      ]),
    ).rejects.toThrow(InvalidLedgerInputError);
    expect(await db.$count(ledgerTransactions)).toBe(before);
    expect(
      await db.$count(
        ledgerTransactions,
        inArray(ledgerTransactions.idempotencyKey, ['zero', 'half', 'twice']),
      ),
    ).toBe(0);
  });
});
