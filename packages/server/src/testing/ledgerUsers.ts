import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ensureAccount, house } from '../ledger/accounts.ts';
import { transfer } from '../ledger/ledger.ts';

/** Players straight into the users table: the ledger needs only that they exist. */
export async function insertUsers(db: Database, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.insert(users).values(
    ids.map((id) => ({
      id,
      username: `Player_${id}`,
      fullname: 'Ledger test player',
      role: 'user' as const,
      path: id,
      passwordHash: 'not-a-real-hash',
    })),
  );
  return ids;
}

/**
 * Reserves `amount` of a user's balance as exposure, as a bet does: a market exposure row on a market of
 * its own (the account's exposure is the sum of these rows, kept by the database: migration 0014).
 */
export async function reserveExposure(db: Database, userId: string, amount: number): Promise<void> {
  const marketId = `test-exposure-${userId}`;
  await db.execute(sql`with match as (
      insert into matches (id, sport_id, name, open_date)
      values (floor(random() * 1e15)::bigint, 4, 'Ledger test match', now()) returning id
    )
    insert into markets (id, match_id, kind, name) select ${marketId}, id, 'matchOdds', 'Match Odds' from match`);
  await db.execute(sql`insert into market_exposures (user_id, market_id, exposure)
    values (${userId}, ${marketId}, ${amount}::bigint)`);
}

/** A player given `amount` from the house: its id, its account's and the opening transaction's. */
export async function fundedPlayer(
  db: Database,
  amount: number,
): Promise<{ player: string; accountId: string; transactionId: number }> {
  const [player = ''] = await insertUsers(db, 1);
  const accountId = (await ensureAccount(db, player)).id;
  const { transactionId } = await transfer(db, {
    fromUserId: house,
    toUserId: player,
    amount,
    kind: 'opening',
    narration: 'Opening',
  });
  return { player, accountId, transactionId };
}
