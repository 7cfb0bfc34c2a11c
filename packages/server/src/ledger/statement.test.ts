import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { ledgerEntries } from '../db/schema.ts';
import { openTestDatabase } from '../testing/database.ts';
import { house } from './accounts.ts';
import { InvalidLedgerInputError, UnknownUserError } from './errors.ts';
import { transfer } from './ledger.ts';
import { accountStatement } from './statement.ts';
import { withoutLedgerGuards } from '../testing/ledgerGuards.ts';
import { insertUsers } from '../testing/ledgerUsers.ts';

let handle: DatabaseHandle;
let db: Database;
let player: string;
let agent: string;
const transactionIds: number[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  [player = '', agent = ''] = await insertUsers(db, 2);
  const moves = [
    { fromUserId: house, toUserId: agent, amount: 100_000, kind: 'opening', narration: 'Opening balance' },
    { fromUserId: agent, toUserId: player, amount: 5_000, kind: 'deposit', narration: 'Deposit by Agent' },
    {
      fromUserId: player,
      toUserId: house,
      amount: 1_250,
      kind: 'settlement',
      narration: 'India v Australia / Match Odds',
    },
    {
      fromUserId: house,
      toUserId: player,
      amount: 4_000,
      kind: 'settlement',
      narration: 'Teen Patti 20-20 / Round 12',
    },
    {
      fromUserId: player,
      toUserId: agent,
      amount: 2_000,
      kind: 'withdrawal',
      narration: 'Withdraw by Agent',
    },
  ] as const;
  for (const move of moves) transactionIds.push((await transfer(db, move)).transactionId);
  // Pinned dates (one day apart) so the date filter's boundaries can be tested exactly.
  // The ledger is append-only in the database, so the dates are pinned with its guards off.
  await withoutLedgerGuards(db, async (tx) => {
    for (const [day, transactionId] of transactionIds.entries()) {
      await tx
        .update(ledgerEntries)
        .set({ createdAt: new Date(Date.UTC(2025, 0, day + 1, 12)) })
        .where(eq(ledgerEntries.transactionId, transactionId));
    }
  });
});
afterAll(async () => {
  await handle.close();
});

describe('accountStatement', () => {
  it('lists the account entries newest first with credit, debit and the running balance', async () => {
    const statement = await accountStatement(db, player, { page: 1, pageSize: 10 });
    expect(statement).toMatchObject({ page: 1, totalDocs: 4, totalPages: 1 });
    expect(
      statement.items.map(({ kind, narration, credit, debit, balance }) => ({
        kind,
        narration,
        credit,
        debit,
        balance,
      })),
    ).toEqual([
      { kind: 'withdrawal', narration: 'Withdraw by Agent', credit: 0, debit: 2_000, balance: 5_750 },
      {
        kind: 'settlement',
        narration: 'Teen Patti 20-20 / Round 12',
        credit: 4_000,
        debit: 0,
        balance: 7_750,
      },
      {
        kind: 'settlement',
        narration: 'India v Australia / Match Odds',
        credit: 0,
        debit: 1_250,
        balance: 3_750,
      },
      { kind: 'deposit', narration: 'Deposit by Agent', credit: 5_000, debit: 0, balance: 5_000 },
    ]);
    expect(statement.items.map((row) => row.transactionId)).toEqual(transactionIds.slice(1).reverse());
    expect(statement.items[0]?.createdAt).toEqual(new Date(Date.UTC(2025, 0, 5, 12)));
  });

  it('keeps each running balance equal to the previous one plus the credit minus the debit', async () => {
    const { items } = await accountStatement(db, agent, { page: 1, pageSize: 50 });
    const oldestFirst = [...items].reverse();
    let running = 0;
    for (const row of oldestFirst) {
      running += row.credit - row.debit;
      expect(row.balance).toBe(running);
    }
    expect(running).toBe(100_000 - 5_000 + 2_000);
  });

  it('pages through the rows', async () => {
    const first = await accountStatement(db, player, { page: 1, pageSize: 3 });
    const second = await accountStatement(db, player, { page: 2, pageSize: 3 });
    const beyond = await accountStatement(db, player, { page: 3, pageSize: 3 });
    expect(first).toMatchObject({ totalDocs: 4, totalPages: 2 });
    expect(first.items.map((row) => row.balance)).toEqual([5_750, 7_750, 3_750]);
    expect(second).toMatchObject({ page: 2, totalDocs: 4, totalPages: 2 });
    expect(second.items.map((row) => row.balance)).toEqual([5_000]);
    expect(beyond).toMatchObject({ items: [], totalDocs: 4, totalPages: 2 });
  });

  it('filters by date range: from inclusive, to exclusive', async () => {
    const statement = await accountStatement(db, player, {
      from: new Date(Date.UTC(2025, 0, 3, 12)),
      to: new Date(Date.UTC(2025, 0, 5, 12)),
      page: 1,
      pageSize: 10,
    });
    expect(statement.totalDocs).toBe(2);
    expect(statement.items.map((row) => row.narration)).toEqual([
      'Teen Patti 20-20 / Round 12',
      'India v Australia / Match Odds',
    ]);
    const onlyFrom = await accountStatement(db, player, {
      from: new Date(Date.UTC(2025, 0, 5)),
      page: 1,
      pageSize: 10,
    });
    expect(onlyFrom.items.map((row) => row.kind)).toEqual(['withdrawal']);
  });

  it('filters by transaction kind', async () => {
    const statement = await accountStatement(db, player, { kinds: ['settlement'], page: 1, pageSize: 10 });
    expect(statement.totalDocs).toBe(2);
    expect(statement.items.every((row) => row.kind === 'settlement')).toBe(true);
  });

  it('shows the house side of the same transactions', async () => {
    const statement = await accountStatement(db, house, { page: 1, pageSize: 10 });
    expect(statement.items.map(({ credit, debit, balance }) => ({ credit, debit, balance }))).toEqual([
      { credit: 0, debit: 4_000, balance: -102_750 },
      { credit: 1_250, debit: 0, balance: -98_750 },
      { credit: 0, debit: 100_000, balance: -100_000 },
    ]);
  });

  it('is empty for a user with no money movements', async () => {
    const [newcomer = ''] = await insertUsers(db, 1);
    expect(await accountStatement(db, newcomer, { page: 1, pageSize: 10 })).toEqual({
      items: [],
      page: 1,
      totalDocs: 0,
      totalPages: 0,
    });
  });

  it('refuses bad paging, reversed dates and malformed ids', async () => {
    await expect(accountStatement(db, player, { page: 0, pageSize: 10 })).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    await expect(accountStatement(db, player, { page: 1.5, pageSize: 10 })).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    await expect(accountStatement(db, player, { page: 1, pageSize: 0 })).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    await expect(
      accountStatement(db, player, {
        from: new Date(Date.UTC(2025, 1, 2)),
        to: new Date(Date.UTC(2025, 1, 1)),
        page: 1,
        pageSize: 10,
      }),
    ).rejects.toThrow('Start date must not be after end date');
    await expect(accountStatement(db, 'nobody', { page: 1, pageSize: 10 })).rejects.toBeInstanceOf(
      UnknownUserError,
    );
  });
});
