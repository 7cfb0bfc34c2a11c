import { minor } from '@exchange/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { openTestDatabase } from '../testing/database.ts';
import { houseAccountId } from './accounts.ts';
import { databaseRefusal, withoutLedgerGuards } from '../testing/ledgerGuards.ts';
import { fundedPlayer } from '../testing/ledgerUsers.ts';
import { verifyLedger } from './verify.ts';

// The database itself (migration 0006_ledger_guards), on PGlite and on PostgreSQL (TEST_DATABASE_URL):
// ledger rows are never updated or deleted, and a ledger transaction commits balanced or not at all.
let handle: DatabaseHandle;
let db: Database;
let playerAccountId: string;
let transactionId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  ({ accountId: playerAccountId, transactionId } = await fundedPlayer(db, 10_000));
});
afterAll(async () => {
  await handle.close();
});

const refusal = databaseRefusal;

const appendOnly = '23001'; // restrict_violation
const unbalanced = '23514'; // check_violation

async function ledgerSize(): Promise<{ transactions: number; entries: number }> {
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactions);
  const [entries] = await db.select({ n: count() }).from(ledgerEntries);
  return { transactions: transactions?.n ?? 0, entries: entries?.n ?? 0 };
}

/**
 * An entry written by hand as the ledger writes one: its balance after, and the account's cached balance
 * with it (migration 0014 guards those; here the balance check of migration 0006 is under test).
 */
async function handEntry(tx: Database, entry: { transactionId: number; accountId: string; amount: number }) {
  const [account] = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, entry.accountId))
    .for('update');
  const balanceAfter = minor((account?.balance ?? 0) + entry.amount);
  await tx.insert(ledgerEntries).values({ ...entry, amount: minor(entry.amount), balanceAfter });
  await tx.update(accounts).set({ balance: balanceAfter }).where(eq(accounts.id, entry.accountId));
}

/** A hand-made transaction in one database transaction, its entries written one statement each. */
function post(entries: { accountId: string; amount: number }[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ledgerTransactions)
      .values({ kind: 'correction', narration: 'By hand' })
      .returning({ id: ledgerTransactions.id });
    if (!created) throw new Error('not inserted');
    for (const entry of entries) await handEntry(tx, { ...entry, transactionId: created.id });
    return created.id;
  });
}

describe('the database guards the ledger', () => {
  it('refuses an UPDATE of a ledger entry or transaction', async () => {
    expect(
      await refusal(
        db
          .update(ledgerEntries)
          .set({ amount: minor(1) })
          .where(eq(ledgerEntries.transactionId, transactionId)),
      ),
    ).toEqual({ code: appendOnly, message: 'The ledger is append-only: UPDATE on ledger_entries refused' });
    expect(
      await refusal(
        db
          .update(ledgerTransactions)
          .set({ narration: 'Changed' })
          .where(eq(ledgerTransactions.id, transactionId)),
      ),
    ).toEqual({
      code: appendOnly,
      message: 'The ledger is append-only: UPDATE on ledger_transactions refused',
    });
    const amounts = await db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId))
      .orderBy(ledgerEntries.amount);
    expect(amounts).toEqual([{ amount: -10_000 }, { amount: 10_000 }]);
  });

  it('refuses a DELETE or TRUNCATE of ledger rows', async () => {
    const before = await ledgerSize();
    expect(
      await refusal(db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId))),
    ).toEqual({ code: appendOnly, message: 'The ledger is append-only: DELETE on ledger_entries refused' });
    expect(await refusal(db.delete(ledgerTransactions))).toEqual({
      code: appendOnly,
      message: 'The ledger is append-only: DELETE on ledger_transactions refused',
    });
    expect(await refusal(db.execute(sql`truncate ledger_entries`))).toMatchObject({ code: appendOnly });
    expect(await ledgerSize()).toEqual(before);
  });

  it('refuses to commit a transaction whose entries do not sum to zero', async () => {
    const before = await ledgerSize();
    const answer = await refusal(
      post([
        { accountId: playerAccountId, amount: 500 },
        { accountId: houseAccountId, amount: -400 },
      ]),
    );
    expect(answer).toEqual({
      code: unbalanced,
      message: expect.stringMatching(/^Ledger transaction \d+ does not balance: 2 entries summing to 100$/),
    });
    expect(await ledgerSize()).toEqual(before);
  });

  it('refuses an entry of nothing, and a transaction with a single entry, or with none', async () => {
    const before = await ledgerSize();
    expect(await refusal(post([{ accountId: playerAccountId, amount: 0 }]))).toEqual({
      code: unbalanced,
      message: expect.stringContaining('ledger_entries_amount_not_zero'),
    });
    expect((await refusal(post([{ accountId: playerAccountId, amount: 700 }]))).message).toMatch(
      /does not balance: 1 entries summing to 700$/,
    );
    expect(await refusal(post([]))).toEqual({
      code: unbalanced,
      message: expect.stringMatching(/does not balance: 0 entries summing to 0$/),
    });
    expect(await ledgerSize()).toEqual(before);
  });

  it('refuses an entry added later to a balanced transaction', async () => {
    const answer = await refusal(
      db
        .insert(ledgerEntries)
        .values({ transactionId, accountId: playerAccountId, amount: minor(1), balanceAfter: minor(0) }),
    );
    expect(answer).toMatchObject({ code: unbalanced });
    expect(answer.message).toBe(
      `Ledger transaction ${transactionId} does not balance: 3 entries summing to 1`,
    );
  });

  it('checks at commit: a balanced transaction may be written over several statements', async () => {
    const before = await ledgerSize();
    await post([
      { accountId: playerAccountId, amount: 300 },
      { accountId: playerAccountId, amount: -100 },
      { accountId: houseAccountId, amount: -200 },
    ]);
    expect(await ledgerSize()).toEqual({
      transactions: before.transactions + 1,
      entries: before.entries + 3,
    });
  });

  it('checks every transaction of a commit, not only the first', async () => {
    const before = await ledgerSize();
    const answer = await refusal(
      db.transaction(async (tx) => {
        const created = await tx
          .insert(ledgerTransactions)
          .values([1, 2, 3].map((n) => ({ kind: 'correction' as const, narration: `Batch ${n}` })))
          .returning({ id: ledgerTransactions.id });
        const amounts = [
          [500, -500],
          [500, -499],
          [1, -1],
        ];
        for (const [index, row] of created.entries()) {
          for (const [side, amount] of (amounts[index] ?? []).entries()) {
            const accountId = side === 0 ? playerAccountId : houseAccountId;
            await handEntry(tx, { transactionId: row.id, accountId, amount });
          }
        }
        // A fourth without entries, written after the others.
        await tx.insert(ledgerTransactions).values({ kind: 'correction', narration: 'Batch 4' });
      }),
    );
    expect(answer).toMatchObject({ code: unbalanced });
    expect(answer.message).toMatch(/^Ledger transaction \d+ does not balance: 2 entries summing to 1$/);
    expect(await ledgerSize()).toEqual(before);
  });

  it('refuses an entry added to an older transaction beside a new balanced one', async () => {
    const answer = await refusal(
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'correction', narration: 'New' })
          .returning({ id: ledgerTransactions.id });
        if (!created) throw new Error('not inserted');
        await handEntry(tx, { transactionId: created.id, accountId: playerAccountId, amount: 5 });
        await handEntry(tx, { transactionId: created.id, accountId: houseAccountId, amount: -5 });
        await handEntry(tx, { transactionId, accountId: playerAccountId, amount: 7 });
      }),
    );
    expect(answer.message).toBe(
      `Ledger transaction ${transactionId} does not balance: 3 entries summing to 7`,
    );
  });

  it('checks again what is written after a check (SET CONSTRAINTS ... IMMEDIATE)', async () => {
    const answer = await refusal(
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'correction', narration: 'Checked early' })
          .returning({ id: ledgerTransactions.id });
        if (!created) throw new Error('not inserted');
        await handEntry(tx, { transactionId: created.id, accountId: playerAccountId, amount: 5 });
        await handEntry(tx, { transactionId: created.id, accountId: houseAccountId, amount: -5 });
        await tx.execute(sql`set constraints all immediate`);
        await handEntry(tx, { transactionId: created.id, accountId: playerAccountId, amount: 3 });
      }),
    );
    expect(answer.message).toMatch(/^Ledger transaction \d+ does not balance: 3 entries summing to 3$/);
  });

  it("lets a test's deliberate damage through with the guards off, and only inside it", async () => {
    const before = await ledgerSize();
    const id = await withoutLedgerGuards(db, async (tx) => {
      const [created] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'correction', narration: 'Damage' })
        .returning({ id: ledgerTransactions.id });
      if (!created) throw new Error('not inserted');
      await tx.insert(ledgerEntries).values({
        transactionId: created.id,
        accountId: playerAccountId,
        amount: minor(5),
        balanceAfter: minor(0),
      });
      return created.id;
    });
    expect(await verifyLedger(db)).toContainEqual(
      expect.objectContaining({ kind: 'unbalancedTransaction', transactionId: id, sum: 5, entryCount: 1 }),
    );
    expect(await refusal(db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, id)))).toMatchObject({
      code: appendOnly,
    });
    await withoutLedgerGuards(db, async (tx) => {
      await tx.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, id));
      await tx.delete(ledgerTransactions).where(eq(ledgerTransactions.id, id));
    });
    expect(await ledgerSize()).toEqual(before);
  });
});
