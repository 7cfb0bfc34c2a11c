import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { houseAccountId } from '../db/schema.ts';
import { ensureHouseAccount } from './accounts.ts';
import type { LedgerEntryInput } from './post.ts';

/**
 * A market's players and the house (a settlement, a casino round, their rollback): their accounts locked
 * before the bets are read and closed, and the entries of their net moves, which the ledger's one call
 * (`post`) then posts as one transaction (docs/adr/0017-one-ledger-call.md).
 */

export interface LockedAccount {
  accountId: string;
  userId: string | null;
  balance: number;
  exposure: number;
}

export interface LockedAccounts {
  house: LockedAccount;
  /** By user id. */
  players: Map<string, LockedAccount>;
}

/**
 * Locks the house account and the accounts of the users `userIds` selects (a subquery returning one
 * column of user ids), in account id order like every other money operation, so a settlement and a bet of
 * one of its players queue instead of deadlocking.
 */
export async function lockAccountsOf(tx: Database, userIds: SQL): Promise<LockedAccounts> {
  await ensureHouseAccount(tx);
  const result = await rowsOf<{ id: string; user_id: string | null; balance: unknown; exposure: unknown }>(
    tx,
    sql`select id, user_id, balance, exposure from accounts
        where id = ${houseAccountId} or user_id in (${userIds})
        order by id for update`,
  );
  let house: LockedAccount | undefined;
  const players = new Map<string, LockedAccount>();
  for (const row of result) {
    const account = {
      accountId: row.id,
      userId: row.user_id,
      balance: Number(row.balance),
      exposure: Number(row.exposure),
    };
    if (row.user_id === null) house = account;
    else players.set(row.user_id, account);
  }
  if (!house) throw new Error('The house account was not locked');
  return { house, players };
}

export interface HouseMove {
  userId: string;
  /** Minor units to the player: positive from the house, negative to it. Zero moves nothing. */
  amount: number;
}

/**
 * The entries of many players' moves against the house in one ledger transaction (a market's settlement, a
 * casino round's, their rollback): one entry per player that moves, and one house entry for their sum (none
 * when they cancel out). Null when nobody moves. The players must be among the locked.
 */
export function againstHouse(locked: LockedAccounts, moves: readonly HouseMove[]): LedgerEntryInput[] | null {
  const entries: LedgerEntryInput[] = [];
  let total = 0;
  for (const move of moves) {
    if (move.amount === 0) continue;
    const account = locked.players.get(move.userId);
    if (!account) throw new Error(`No locked account for ${move.userId}`);
    entries.push({ accountId: account.accountId, amount: move.amount });
    total += move.amount;
  }
  if (entries.length === 0) return null;
  if (total !== 0) entries.push({ accountId: locked.house.accountId, amount: -total });
  return entries;
}
