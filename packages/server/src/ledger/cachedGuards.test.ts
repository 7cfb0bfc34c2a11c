import { minor } from '@exchange/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { openTestDatabase } from '../testing/database.ts';
import { getBalance, houseAccountId } from './accounts.ts';
import { databaseRefusal } from '../testing/ledgerGuards.ts';
import { fundedPlayer, insertUsers, reserveExposure } from '../testing/ledgerUsers.ts';
import { verifyLedger } from './verify.ts';

// The database guards the balance and exposure players see (migration 0014), on PGlite and on PostgreSQL
// (TEST_DATABASE_URL): a cached balance is its last entry's balance after, an exposure the sum of the
// account's market rows, whoever writes.
let handle: DatabaseHandle;
let db: Database;
let player: string;
let accountId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  ({ player, accountId } = await fundedPlayer(db, 10_000));
});
afterAll(async () => {
  await handle.close();
});

const refusal = databaseRefusal;
const checkViolation = '23514';

describe('the database guards the cached balance and exposure', () => {
  it('refuses a direct UPDATE of a balance, and leaves it as it was', async () => {
    const answer = await refusal(
      db.execute(sql`update accounts set balance = balance + 500 where id = ${accountId}`),
    );
    expect(answer).toEqual({
      code: checkViolation,
      message: `Account ${accountId} balance 10500 disagrees with its ledger (10000)`,
    });
    expect((await getBalance(db, player)).balance).toBe(10_000);
  });

  it('refuses a balanced transaction whose writer forgot the cached balances, at commit', async () => {
    const answer = await refusal(
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'correction', narration: 'Half written' })
          .returning({ id: ledgerTransactions.id });
        if (!created) throw new Error('not inserted');
        await tx.insert(ledgerEntries).values([
          { transactionId: created.id, accountId, amount: minor(300), balanceAfter: minor(10_300) },
          {
            transactionId: created.id,
            accountId: houseAccountId,
            amount: minor(-300),
            balanceAfter: minor(-10_300),
          },
        ]);
      }),
    );
    expect(answer.code).toBe(checkViolation);
    expect(answer.message).toMatch(/^Account [0-9a-f-]+ balance -?\d+ is not its last entry's balance after/);
    expect((await getBalance(db, player)).balance).toBe(10_000);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses a new account that starts with money', async () => {
    const [other = ''] = await insertUsers(db, 1);
    const answer = await refusal(db.insert(accounts).values({ userId: other, balance: minor(100) }));
    expect(answer).toEqual({
      code: checkViolation,
      message: expect.stringMatching(/was created with balance 100/),
    });
  });

  it('keeps the exposure the sum of the market rows, and refuses any other', async () => {
    const exposure = async () => (await getBalance(db, player)).exposure;
    await reserveExposure(db, player, 700);
    expect(await exposure()).toBe(700);
    const marketId = `test-exposure-${player}`;
    await db.execute(sql`update market_exposures set exposure = 250 where user_id = ${player}`);
    expect(await exposure()).toBe(250);
    // Rows written and removed by one statement: the sum as the statement leaves them.
    await db.execute(sql`with gone as (delete from market_exposures where user_id = ${player})
      insert into market_exposures (user_id, market_id, exposure) values (${player}, ${marketId}, 40)
      on conflict (user_id, market_id) do update set exposure = excluded.exposure`);
    expect(await exposure()).toBe(40);

    const answer = await refusal(db.execute(sql`update accounts set exposure = 0 where id = ${accountId}`));
    expect(answer).toEqual({
      code: checkViolation,
      message: `Account ${accountId} exposure 0 disagrees with its markets (40)`,
    });
    await db.execute(sql`delete from market_exposures where user_id = ${player}`);
    expect(await exposure()).toBe(0);
    expect(await db.$count(accounts, eq(accounts.id, accountId))).toBe(1);
  });
});
