import { toMinor } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { getBalance, house, IdempotencyKeyReusedError, verifyLedger } from '../ledger/index.ts';
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

describe('seedDemoBalances', () => {
  it('funds the demo chain top down through the ledger, once however often it runs', async () => {
    await seedDemoBalances(database.db);
    await seedDemoBalances(database.db);
    expect(await balanceOf('Superadmin')).toBe(0);
    expect(await balanceOf('Whitelabel')).toBe(toMinor(1_00_00_000 - 50_00_000));
    expect(await balanceOf('Supermaster')).toBe(toMinor(50_00_000 - 20_00_000));
    expect(await balanceOf('Master')).toBe(toMinor(20_00_000 - 5_00_000));
    expect(await balanceOf('Agent')).toBe(toMinor(5_00_000 - 20_000));
    expect(await balanceOf('Player')).toBe(toMinor(10_000));
    expect(await balanceOf('Playertwo')).toBe(toMinor(10_000));
    const issued = demoOpeningBalances[0]?.amount ?? 0;
    expect((await getBalance(database.db, house)).balance).toBe(-toMinor(issued));
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
    expect(await balanceOf('Player')).toBe(toMinor(10_000));
    expect(await verifyLedger(database.db)).toEqual([]);
  });
});
