import { minor } from '@exchange/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { openTestDatabase } from '../testing/database.ts';
import { ensureAccount, getBalance, house, houseAccountId } from './accounts.ts';
import { transfer } from './ledger.ts';
import { withoutLedgerGuards } from '../testing/ledgerGuards.ts';
import { insertUsers } from '../testing/ledgerUsers.ts';
import { verifyLedger } from './verify.ts';

// One database for the file (opening one takes seconds): each test damages the ledger the way a bug or a
// hand edit could, checks that exactly that is reported, and repairs it again. The database refuses such
// damage (guards.test.ts), so it is done with the guards off: what verifyLedger still finds is what a
// database written before the guards, or by someone who turned them off, may hold.
let handle: DatabaseHandle;
let db: Database;
let player: string;
let playerAccountId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  [player = ''] = await insertUsers(db, 1);
  playerAccountId = (await ensureAccount(db, player)).id;
  await transfer(db, {
    fromUserId: house,
    toUserId: player,
    amount: 10_000,
    kind: 'opening',
    narration: 'Opening',
  });
  await transfer(db, {
    fromUserId: player,
    toUserId: house,
    amount: 3_000,
    kind: 'settlement',
    narration: 'Lost',
  });
  await transfer(db, {
    fromUserId: house,
    toUserId: player,
    amount: 500,
    kind: 'settlement',
    narration: 'Won',
  });
});
afterAll(async () => {
  await handle.close();
});

/** Appends a hand-made transaction with the given entries, bypassing `transfer` and the guards. */
function appendRaw(entries: { accountId: string; amount: number; balanceAfter: number }[]): Promise<number> {
  return withoutLedgerGuards(db, async (tx) => {
    const [created] = await tx
      .insert(ledgerTransactions)
      .values({ kind: 'correction', narration: 'Hand-made' })
      .returning({ id: ledgerTransactions.id });
    if (!created) throw new Error('not inserted');
    await tx.insert(ledgerEntries).values(
      entries.map((entry) => ({
        ...entry,
        amount: minor(entry.amount),
        balanceAfter: minor(entry.balanceAfter),
        transactionId: created.id,
      })),
    );
    return created.id;
  });
}

function removeRaw(transactionIds: number[]): Promise<void> {
  return withoutLedgerGuards(db, async (tx) => {
    await tx.delete(ledgerEntries).where(inArray(ledgerEntries.transactionId, transactionIds));
    await tx.delete(ledgerTransactions).where(inArray(ledgerTransactions.id, transactionIds));
  });
}

function setBalanceAfter(entryId: number, balanceAfter: number): Promise<void> {
  return withoutLedgerGuards(db, async (tx) => {
    await tx
      .update(ledgerEntries)
      .set({ balanceAfter: minor(balanceAfter) })
      .where(eq(ledgerEntries.id, entryId));
  });
}

function setCachedBalance(accountId: string, balance: number): Promise<void> {
  return withoutLedgerGuards(db, async (tx) => {
    await tx
      .update(accounts)
      .set({ balance: minor(balance) })
      .where(eq(accounts.id, accountId));
  });
}

describe('verifyLedger', () => {
  it('finds nothing wrong with a ledger written by transfer', async () => {
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('reports a transaction whose entries do not sum to zero', async () => {
    const balance = (await getBalance(db, player)).balance;
    const transactionId = await appendRaw([
      { accountId: playerAccountId, amount: 100, balanceAfter: balance + 100 },
    ]);
    await setCachedBalance(playerAccountId, balance + 100);

    expect(await verifyLedger(db)).toEqual([
      expect.objectContaining({ kind: 'unbalancedTransaction', transactionId, sum: 100, entryCount: 1 }),
      expect.objectContaining({ kind: 'totalNotZero', total: 100 }),
    ]);

    await removeRaw([transactionId]);
    await setCachedBalance(playerAccountId, balance);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('reports a cached balance that differs from the entries', async () => {
    const balance = (await getBalance(db, player)).balance;
    await setCachedBalance(playerAccountId, balance + 5);

    expect(await verifyLedger(db)).toEqual([
      expect.objectContaining({
        kind: 'cachedBalanceMismatch',
        accountId: playerAccountId,
        userId: player,
        cached: balance + 5,
        sumOfEntries: balance,
        lastBalanceAfter: balance,
      }),
      expect.objectContaining({ kind: 'totalNotZero', total: 5 }),
    ]);

    await setCachedBalance(playerAccountId, balance);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('reports an entry whose balance_after is not the running sum', async () => {
    const [middle] = await db
      .select({ id: ledgerEntries.id, balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, playerAccountId))
      .orderBy(ledgerEntries.id)
      .offset(1)
      .limit(1);
    if (!middle) throw new Error('no middle entry');
    await setBalanceAfter(middle.id, middle.balanceAfter + 1);

    expect(await verifyLedger(db)).toEqual([
      expect.objectContaining({
        kind: 'runningBalanceMismatch',
        entryId: middle.id,
        balanceAfter: middle.balanceAfter + 1,
        expected: middle.balanceAfter,
      }),
    ]);

    await setBalanceAfter(middle.id, middle.balanceAfter);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('reports a user account that went below zero in its history, even if it is back above now', async () => {
    const balance = (await getBalance(db, player)).balance;
    const houseBalance = (await getBalance(db, house)).balance;
    const overdraft = balance + 100;
    const out = await appendRaw([
      { accountId: playerAccountId, amount: -overdraft, balanceAfter: -100 },
      { accountId: houseAccountId, amount: overdraft, balanceAfter: houseBalance + overdraft },
    ]);
    const back = await appendRaw([
      { accountId: playerAccountId, amount: overdraft, balanceAfter: balance },
      { accountId: houseAccountId, amount: -overdraft, balanceAfter: houseBalance },
    ]);
    const [entry] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transactionId, out), eq(ledgerEntries.accountId, playerAccountId)));

    expect(await verifyLedger(db)).toEqual([
      expect.objectContaining({
        kind: 'overdrawnEntry',
        entryId: entry?.id,
        accountId: playerAccountId,
        balanceAfter: -100,
      }),
    ]);

    await removeRaw([out, back]);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('cannot get a second account without a user: the schema refuses it', async () => {
    await expect(db.insert(accounts).values({})).rejects.toThrow();
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('describes each problem for a person', async () => {
    const shift = (by: number) =>
      withoutLedgerGuards(db, (tx) =>
        tx.execute(sql`update accounts set balance = balance + ${by}::bigint where id = ${houseAccountId}`),
      );
    await shift(1);
    const problems = await verifyLedger(db);
    await shift(-1);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(
        /^Account 00000000-0000-4000-8000-000000000000 caches -\d+; its entries sum to -\d+/,
      ),
      'All balances sum to 1, not 0',
    ]);
  });
});
