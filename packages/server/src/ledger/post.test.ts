import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayParam } from '../db/arrays.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { openTestDatabase } from '../testing/database.ts';
import { ensureAccount, getBalance, house, houseAccountId } from './accounts.ts';
import { IdempotencyKeyReusedError, InsufficientBalanceError, InvalidLedgerInputError } from './errors.ts';
import { transfer } from './ledger.ts';
import { againstHouse, lockAccountsOf } from './players.ts';
import { post, type LedgerEntryInput } from './post.ts';
import { insertUsers, reserveExposure } from '../testing/ledgerUsers.ts';
import { verifyLedger } from './verify.ts';

// The ledger's one call on its own (settlement's, the cashier's and the wallet's tests cover its callers).
let handle: DatabaseHandle;
let db: Database;
let players: string[];
let accountIds: string[];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  players = await insertUsers(db, 3);
  accountIds = [];
  for (const player of players) {
    await transfer(db, {
      fromUserId: house,
      toUserId: player,
      amount: 1_000,
      kind: 'opening',
      narration: 'Opening',
    });
    accountIds.push((await ensureAccount(db, player)).id);
  }
});
afterAll(async () => {
  await handle.close();
});

const settlement = (entries: LedgerEntryInput[], idempotencyKey?: string) => ({
  kind: 'settlement' as const,
  narration: 'Market / result',
  idempotencyKey,
  entries,
});

async function ledgerSize() {
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactions);
  const [entries] = await db.select({ n: count() }).from(ledgerEntries);
  return { transactions: transactions?.n ?? 0, entries: entries?.n ?? 0 };
}

describe('post', () => {
  it('posts a market of players against the house as one transaction, one house entry for their sum', async () => {
    const [a = '', b = '', c = ''] = players;
    const houseBefore = (await getBalance(db, house)).balance;
    const posted = await db.transaction(async (tx) => {
      const locked = await lockAccountsOf(tx, sql`select unnest(${arrayParam(players, 'uuid')})`);
      const entries = againstHouse(locked, [
        { userId: a, amount: 250 },
        { userId: b, amount: -400 },
        { userId: c, amount: 0 },
      ]);
      if (!entries) throw new Error('no entries');
      // The accounts this transaction locked to read under: not locked and read again, and kept current.
      const result = await post(tx, settlement(entries, 'market-1'), { locked });
      expect(locked.players.get(a)?.balance).toBe(1_250);
      expect(locked.house.balance).toBe(houseBefore + 150);
      return result;
    });
    expect(posted.replayed).toBe(false);
    const entries = await db
      .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posted.transactionId));
    expect(entries).toHaveLength(3);
    expect(entries).toContainEqual({ accountId: houseAccountId, amount: 150 });
    expect((await getBalance(db, a)).balance).toBe(1_250);
    expect((await getBalance(db, b)).balance).toBe(600);
    expect((await getBalance(db, c)).balance).toBe(1_000);
    expect((await getBalance(db, house)).balance).toBe(houseBefore + 150);
    expect(posted.accounts.get(houseAccountId)?.balance).toBe(houseBefore + 150);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('answers a key again with the first transaction and moves nothing; refuses the key on another move', async () => {
    const [a = '', b = ''] = accountIds;
    const first = await db.transaction((tx) =>
      post(
        tx,
        settlement(
          [
            { accountId: a, amount: 5 },
            { accountId: b, amount: -5 },
          ],
          'market-2',
        ),
      ),
    );
    const before = await ledgerSize();
    const again = await db.transaction((tx) =>
      post(
        tx,
        settlement(
          [
            { accountId: b, amount: -5 },
            { accountId: a, amount: 5 },
          ],
          'market-2',
        ),
      ),
    );
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    await expect(
      db.transaction((tx) =>
        post(
          tx,
          settlement(
            [
              { accountId: a, amount: 6 },
              { accountId: b, amount: -6 },
            ],
            'market-2',
          ),
        ),
      ),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await ledgerSize()).toEqual(before);
  });

  it('lets a payer spend only its available balance (balance minus exposure)', async () => {
    const [payer = '', payee = ''] = await insertUsers(db, 2);
    await transfer(db, {
      fromUserId: house,
      toUserId: payer,
      amount: 1_000,
      kind: 'opening',
      narration: 'Opening',
    });
    await reserveExposure(db, payer, 700);
    const payerAccount = (await ensureAccount(db, payer)).id;
    const payeeAccount = (await ensureAccount(db, payee)).id;
    const pay = (amount: number) =>
      db.transaction((tx) =>
        post(
          tx,
          {
            kind: 'transfer',
            narration: 'Pay',
            entries: [
              { accountId: payerAccount, amount: -amount },
              { accountId: payeeAccount, amount },
            ],
          },
          { payers: [payerAccount] },
        ),
      );
    await expect(pay(301)).rejects.toMatchObject({ available: 300, requested: 301 });
    await expect(pay(301)).rejects.toBeInstanceOf(InsufficientBalanceError);
    await pay(300);
    expect(await getBalance(db, payer)).toEqual({ balance: 700, exposure: 700, available: 0 });
  });

  it('refuses, writing nothing, what breaks the rules', async () => {
    const [a = '', b = '', c = ''] = accountIds;
    const before = await ledgerSize();
    const refused = [
      [
        { accountId: a, amount: 0 },
        { accountId: b, amount: 0 },
      ],
      [
        { accountId: a, amount: 1.5 },
        { accountId: b, amount: -1.5 },
      ],
      [
        { accountId: a, amount: 1 },
        { accountId: b, amount: -2 },
      ],
      [{ accountId: a, amount: 1 }],
      [
        { accountId: a, amount: 1 },
        { accountId: a, amount: -1 },
      ],
      [
        { accountId: a, amount: 1 },
        { accountId: b, amount: 1 },
        { accountId: c, amount: -1 },
      ],
      [
        { accountId: 'not-an-account', amount: 1 },
        { accountId: b, amount: -1 },
      ],
    ];
    for (const entries of refused) {
      await expect(db.transaction((tx) => post(tx, settlement(entries)))).rejects.toBeInstanceOf(
        InvalidLedgerInputError,
      );
    }
    await expect(
      db.transaction((tx) =>
        post(tx, {
          ...settlement([
            { accountId: a, amount: 1 },
            { accountId: b, amount: -1 },
          ]),
          narration: ' ',
        }),
      ),
    ).rejects.toBeInstanceOf(InvalidLedgerInputError);
    expect(await ledgerSize()).toEqual(before);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
