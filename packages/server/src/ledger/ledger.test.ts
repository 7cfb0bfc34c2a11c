import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { openTestDatabase } from '../testing/database.ts';
import { ensureAccount, ensureHouseAccount, getBalance, house, houseAccountId } from './accounts.ts';
import {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidLedgerInputError,
  UnknownUserError,
} from './errors.ts';
import { postTransfer, transfer, type TransferInput } from './ledger.ts';
import { insertUsers, reserveExposure } from '../testing/ledgerUsers.ts';
import { verifyLedger } from './verify.ts';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle.close();
});

async function playersWith(...balances: number[]): Promise<string[]> {
  const ids = await insertUsers(db, balances.length);
  for (const [index, id] of ids.entries()) {
    const amount = balances[index] ?? 0;
    if (amount > 0)
      await transfer(db, { fromUserId: house, toUserId: id, amount, kind: 'opening', narration: 'Opening' });
  }
  return ids;
}

async function ledgerSize() {
  const [transactions, entries] = await Promise.all([
    db.$count(ledgerTransactions),
    db.$count(ledgerEntries),
  ]);
  return { transactions, entries };
}

function move(
  fromUserId: string,
  toUserId: string,
  amount: number,
  extra: Partial<TransferInput> = {},
): TransferInput {
  return { fromUserId, toUserId, amount, kind: 'transfer', narration: 'Chips', ...extra };
}

describe('transfer', () => {
  it('moves money from the house to a player and back', async () => {
    const [player = ''] = await insertUsers(db, 1);
    const houseBefore = await getBalance(db, house);

    const deposit = await transfer(
      db,
      move(house, player, 10_000, { kind: 'deposit', narration: 'Deposit' }),
    );
    expect(deposit.replayed).toBe(false);
    expect(await getBalance(db, player)).toEqual({ balance: 10_000, exposure: 0, available: 10_000 });
    expect((await getBalance(db, house)).balance).toBe(houseBefore.balance - 10_000);

    await transfer(db, move(player, house, 2_500, { kind: 'withdrawal', narration: 'Withdraw' }));
    expect((await getBalance(db, player)).balance).toBe(7_500);
    expect((await getBalance(db, house)).balance).toBe(houseBefore.balance - 7_500);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('moves money between two players both ways, with balanced entries', async () => {
    const [alice = '', bob = ''] = await playersWith(5_000, 1_000);

    const first = await transfer(db, move(alice, bob, 1_200));
    await transfer(db, move(bob, alice, 2_000));

    expect((await getBalance(db, alice)).balance).toBe(5_800);
    expect((await getBalance(db, bob)).balance).toBe(200);
    const entries = await db
      .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, first.transactionId))
      .orderBy(ledgerEntries.amount);
    expect(entries).toEqual([
      { amount: -1_200, balanceAfter: 3_800 },
      { amount: 1_200, balanceAfter: 2_200 },
    ]);
  });

  it('records kind, narration and who asked', async () => {
    const [operator = '', player = ''] = await playersWith(1_000, 0);
    const { transactionId } = await transfer(
      db,
      move(operator, player, 300, { kind: 'deposit', narration: 'Deposit by Agent', createdBy: operator }),
    );
    const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId));
    expect(row).toMatchObject({
      kind: 'deposit',
      narration: 'Deposit by Agent',
      createdBy: operator,
      idempotencyKey: null,
    });
  });

  it('refuses a transfer above the available balance and changes nothing', async () => {
    const [alice = '', bob = ''] = await playersWith(1_000, 50);
    const before = await ledgerSize();

    const refused = transfer(db, move(alice, bob, 1_001));
    await expect(refused).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(refused).rejects.toMatchObject({
      code: 'insufficient_balance',
      message: 'Insufficient balance',
      available: 1_000,
      requested: 1_001,
    });

    expect((await getBalance(db, alice)).balance).toBe(1_000);
    expect((await getBalance(db, bob)).balance).toBe(50);
    expect(await ledgerSize()).toEqual(before);
    // The whole balance may go.
    await transfer(db, move(alice, bob, 1_000));
    expect((await getBalance(db, alice)).balance).toBe(0);
  });

  it('lets the house go negative but no player', async () => {
    const [player = ''] = await insertUsers(db, 1);
    await expect(transfer(db, move(player, house, 1))).rejects.toBeInstanceOf(InsufficientBalanceError);
    await transfer(db, move(house, player, 1));
    expect((await getBalance(db, house)).balance).toBeLessThan(0);
  });

  it('keeps the exposure reserved: only balance minus exposure can be sent', async () => {
    const [player = '', other = ''] = await playersWith(1_000, 0);
    // Bets reserve exposure with their market rows; here one such row is written directly.
    await reserveExposure(db, player, 600);
    expect(await getBalance(db, player)).toEqual({ balance: 1_000, exposure: 600, available: 400 });

    await expect(transfer(db, move(player, other, 401))).rejects.toMatchObject({
      available: 400,
      requested: 401,
    });
    expect((await getBalance(db, player)).balance).toBe(1_000);
    await transfer(db, move(player, other, 400));
    expect(await getBalance(db, player)).toEqual({ balance: 600, exposure: 600, available: 0 });
    await expect(transfer(db, move(player, other, 1))).rejects.toBeInstanceOf(InsufficientBalanceError);
  });

  it('creates accounts on demand, including the one house account', async () => {
    const [player = ''] = await insertUsers(db, 1);
    expect(await getBalance(db, player)).toEqual({ balance: 0, exposure: 0, available: 0 });
    expect(await db.$count(accounts, eq(accounts.userId, player))).toBe(0);

    const created = await Promise.all([
      ensureAccount(db, player),
      ensureAccount(db, player),
      ensureHouseAccount(db),
      ensureHouseAccount(db),
    ]);
    expect(created[0]).toEqual(created[1]);
    expect(created[2]?.id).toBe(houseAccountId);
    expect(await db.$count(accounts, eq(accounts.userId, player))).toBe(1);
    expect(await db.$count(accounts, isNull(accounts.userId))).toBe(1);
  });

  it('refuses users that do not exist', async () => {
    const [player = ''] = await insertUsers(db, 1);
    const stranger = '3b241101-e2bb-4255-8caf-4136c566a962';
    await expect(transfer(db, move(house, stranger, 100))).rejects.toBeInstanceOf(UnknownUserError);
    await expect(transfer(db, move(house, 'not-a-uuid', 100))).rejects.toBeInstanceOf(UnknownUserError);
    await expect(getBalance(db, 'not-a-uuid')).rejects.toBeInstanceOf(UnknownUserError);
    await expect(ensureAccount(db, stranger)).rejects.toMatchObject({ code: 'user_not_found' });
    expect(await db.$count(accounts, eq(accounts.userId, stranger))).toBe(0);
    expect((await getBalance(db, player)).balance).toBe(0);
  });

  it('moves nothing when the caller rolls its own transaction back', async () => {
    const [alice = '', bob = ''] = await playersWith(700, 0);
    const before = await ledgerSize();
    await expect(
      db.transaction(async (tx) => {
        await postTransfer(tx, move(alice, bob, 700, { kind: 'settlement', narration: 'Settled' }));
        throw new Error('settlement failed later');
      }),
    ).rejects.toThrow('settlement failed later');
    expect((await getBalance(db, alice)).balance).toBe(700);
    expect((await getBalance(db, bob)).balance).toBe(0);
    expect(await ledgerSize()).toEqual(before);
  });

  it('lets a caller catch a refusal and carry on in the same transaction', async () => {
    const [alice = '', bob = ''] = await playersWith(100, 0);
    await db.transaction(async (tx) => {
      await expect(postTransfer(tx, move(alice, bob, 101))).rejects.toBeInstanceOf(InsufficientBalanceError);
      await postTransfer(tx, move(alice, bob, 100));
    });
    expect((await getBalance(db, bob)).balance).toBe(100);
  });
});

describe('transfer validation', () => {
  const invalidAmounts: [string, number, string][] = [
    ['zero', 0, 'Amount must be above 0'],
    ['negative', -5, 'Amount must be above 0'],
    ['a fraction of a minor unit', 12.5, 'Amount must be a whole number of minor units'],
    ['not a number', Number.NaN, 'Amount is required'],
    ['infinite', Number.POSITIVE_INFINITY, 'Amount must be a whole number of minor units'],
    ['beyond exact integers', 2 ** 53, 'Amount must be a whole number of minor units'],
  ];
  it.each(invalidAmounts)('refuses an amount that is %s and writes nothing', async (_, amount, message) => {
    const [alice = '', bob = ''] = await playersWith(1_000, 0);
    const before = await ledgerSize();
    const refused = transfer(db, move(alice, bob, amount));
    await expect(refused).rejects.toBeInstanceOf(InvalidLedgerInputError);
    await expect(refused).rejects.toMatchObject({ code: 'amount_invalid', message });
    expect(await ledgerSize()).toEqual(before);
    expect((await getBalance(db, alice)).balance).toBe(1_000);
  });

  it('refuses a transfer to the same account, an empty narration, an unknown kind and an empty key', async () => {
    const [alice = '', bob = ''] = await playersWith(1_000, 0);
    await expect(transfer(db, move(alice, alice, 10))).rejects.toThrow('Cannot transfer to the same account');
    await expect(transfer(db, move(house, house, 10))).rejects.toThrow('Cannot transfer to the same account');
    await expect(transfer(db, move(alice, bob, 10, { narration: '  ' }))).rejects.toThrow(
      'Narration is required',
    );
    await expect(
      transfer(db, { ...move(alice, bob, 10), kind: 'gift' as TransferInput['kind'] }),
    ).rejects.toThrow('Unknown transaction kind: gift');
    await expect(transfer(db, move(alice, bob, 10, { idempotencyKey: '' }))).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    await expect(transfer(db, move(alice, bob, 10, { createdBy: 'someone' }))).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    expect((await getBalance(db, alice)).balance).toBe(1_000);
  });
});

describe('idempotency', () => {
  it('moves money once for the same key sent twice', async () => {
    const [alice = '', bob = ''] = await playersWith(1_000, 0);
    const request = move(alice, bob, 300, { idempotencyKey: `pay-${alice}` });

    const first = await transfer(db, request);
    const again = await transfer(db, request);

    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(first.replayed).toBe(false);
    expect((await getBalance(db, alice)).balance).toBe(700);
    expect((await getBalance(db, bob)).balance).toBe(300);
    expect(await db.$count(ledgerTransactions, eq(ledgerTransactions.idempotencyKey, `pay-${alice}`))).toBe(
      1,
    );
  });

  it('answers a retry with the earlier transaction even when the balance no longer allows it', async () => {
    const [alice = '', bob = ''] = await playersWith(500, 0);
    const request = move(alice, bob, 500, { idempotencyKey: `all-${alice}` });
    const first = await transfer(db, request);
    await expect(transfer(db, request)).resolves.toEqual({
      transactionId: first.transactionId,
      replayed: true,
    });
    expect((await getBalance(db, bob)).balance).toBe(500);
  });

  it('refuses a key reused for a different transfer', async () => {
    const [alice = '', bob = '', carol = ''] = await playersWith(1_000, 0, 0);
    const key = `reuse-${alice}`;
    await transfer(db, move(alice, bob, 100, { idempotencyKey: key }));
    await expect(transfer(db, move(alice, bob, 101, { idempotencyKey: key }))).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    await expect(transfer(db, move(alice, carol, 100, { idempotencyKey: key }))).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    await expect(
      transfer(db, move(alice, bob, 100, { idempotencyKey: key, kind: 'deposit' })),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect((await getBalance(db, alice)).balance).toBe(900);
  });

  it('does not let a refused attempt use up its key', async () => {
    const [alice = '', bob = ''] = await playersWith(100, 0);
    const request = move(alice, bob, 150, { idempotencyKey: `later-${alice}` });
    await expect(transfer(db, request)).rejects.toBeInstanceOf(InsufficientBalanceError);
    await transfer(db, move(house, alice, 50));
    await expect(transfer(db, request)).resolves.toMatchObject({ replayed: false });
    expect((await getBalance(db, bob)).balance).toBe(150);
  });

  it('moves money once when calls with one key run at the same time', async () => {
    const [alice = '', bob = ''] = await playersWith(1_000, 0);
    const request = move(alice, bob, 250, { idempotencyKey: `race-${alice}` });

    const results = await Promise.all(Array.from({ length: 10 }, () => transfer(db, request)));

    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect((await getBalance(db, alice)).balance).toBe(750);
    expect((await getBalance(db, bob)).balance).toBe(250);
  });

  it('moves money once when one key races on transfers between different accounts', async () => {
    // Different accounts take different row locks, so only the unique key can stop the second move.
    const [alice = '', bob = '', carol = '', dave = ''] = await playersWith(1_000, 0, 1_000, 0);
    const key = `cross-${alice}`;
    const results = await Promise.allSettled([
      transfer(db, move(alice, bob, 100, { idempotencyKey: key })),
      transfer(db, move(carol, dave, 100, { idempotencyKey: key })),
    ]);
    const moved = results.filter((result) => result.status === 'fulfilled' && !result.value.replayed);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(moved).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.status === 'rejected' && refused[0].reason).toBeInstanceOf(IdempotencyKeyReusedError);
    const received = await Promise.all([getBalance(db, bob), getBalance(db, dave)]);
    expect(received.map((balance) => balance.balance).sort((a, b) => a - b)).toEqual([0, 100]);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
