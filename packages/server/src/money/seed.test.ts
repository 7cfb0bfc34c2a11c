import { toMinor } from '@exchange/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import {
  getBalance,
  house,
  houseAccountId,
  IdempotencyKeyReusedError,
  verifyLedger,
} from '../ledger/index.ts';
import { seedDemo } from '../seed/demo.ts';
import { openTestDatabase } from '../testing/database.ts';
import { demoOpeningBalances, seedDemoBalances } from './seed.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
});
afterAll(() => database.close());

async function balanceOf(username: string): Promise<number> {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`missing ${username}`);
  return (await getBalance(database.db, user.id)).balance;
}

/** What the demo's lottery (seed/lottery.ts) moved on an account: tickets, prizes (minor units). */
async function lotteryMoved(account: SQL): Promise<number> {
  const [moved] = await rowsOf<{ net: unknown }>(
    database.db,
    sql`select coalesce(sum(e.amount), 0) as net from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id and t.kind = 'lottery'
      where e.account_id = (${account})`,
  );
  return Number(moved?.net ?? 0);
}

/** A player's balance less what the demo's lottery moved: its opening balance. */
async function openingOf(username: string): Promise<number> {
  const account = sql`select a.id from accounts a join users u on u.id = a.user_id where u.username = ${username}`;
  return (await balanceOf(username)) - (await lotteryMoved(account));
}

describe('seedDemoBalances', () => {
  it('funds the demo chain top down through the ledger, once however often it runs', async () => {
    await seedDemoBalances(database.db);
    await seedDemoBalances(database.db);
    expect(await balanceOf('Superadmin')).toBe(0);
    expect(await balanceOf('Whitelabel')).toBe(toMinor(1_00_00_000 - 50_00_000));
    expect(await balanceOf('Supermaster')).toBe(toMinor(50_00_000 - 20_00_000));
    expect(await balanceOf('Master')).toBe(toMinor(20_00_000 - 5_00_000));
    expect(await balanceOf('Agent')).toBe(toMinor(5_00_000 - 20_000));
    expect(await openingOf('Player')).toBe(toMinor(10_000));
    expect(await openingOf('Playertwo')).toBe(toMinor(10_000));
    const issued = demoOpeningBalances[0]?.amount ?? 0;
    const houseLottery = await lotteryMoved(sql`${houseAccountId}::uuid`);
    expect((await getBalance(database.db, house)).balance - houseLottery).toBe(-toMinor(issued));
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  it('refuses a plan naming a missing user or changing an amount already seeded', async () => {
    await expect(seedDemoBalances(database.db, [{ username: 'Nobody', amount: 1 }])).rejects.toThrow(
      'Demo user Nobody does not exist',
    );
    // A changed amount for a user already funded is a different transfer under the same key: refused.
    await expect(seedDemoBalances(database.db, [{ username: 'Player', amount: 1 }])).rejects.toThrow(
      IdempotencyKeyReusedError,
    );
    expect(await openingOf('Player')).toBe(toMinor(10_000));
    expect(await verifyLedger(database.db)).toEqual([]);
  });
});
