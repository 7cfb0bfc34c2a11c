import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from './rows.ts';
import { houseAccountId } from '../db/schema.ts';
import { ensureHouseAccount } from '../ledger/index.ts';

/**
 * Many ledger transfers between players and the house in a few statements: what one market's settlement
 * (or its rollback) posts, one transaction per player. The rules are the ledger module's (postTransfer):
 * accounts locked in id order before anything is written, balanced entries with their running balance,
 * cached balances updated with them, a unique idempotency key per transaction. Only the shape differs:
 * arrays bound as single parameters (`unnest`), so 10,000 players are still a handful of round trips.
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

/** A JavaScript array as one bound parameter of the given PostgreSQL array type. */
export function arrayParam(values: readonly unknown[], type: 'uuid' | 'text' | 'bigint'): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * `column in ${setOf(values)}`: membership in a large array as a hashed semi-join. `= any(array)` compares
 * each row with every element in turn, which made settling 100,000 bets of 10,000 players quadratic.
 */
export function setOf(values: readonly unknown[], type: 'uuid' | 'text' | 'bigint'): SQL {
  return sql`(select unnest(${arrayParam(values, type)}))`;
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

/**
 * Statements that close or reopen a market's bets select them by market and status only, then the owners
 * they touched are checked here against the accounts locked before. Filtering by the locked users inside the
 * statement instead let PGlite's planner, without statistics, estimate one bet for the market and rescan
 * the player set for every bet: 100,000 bets of 10,000 players took minutes. Every caller locks exactly
 * the owners of those bets under the market's row lock, so this only fails on a bug, and rolls it all back.
 */
export function assertLocked(locked: { has(userId: string): boolean }, userIds: Iterable<string>): void {
  for (const userId of userIds) {
    if (!locked.has(userId)) throw new Error(`Bets of user ${userId} changed without the account locked`);
  }
}

export interface PlayerMove {
  userId: string;
  /** Minor units to the player: positive from the house, negative to it. Never zero. */
  amount: number;
  idempotencyKey: string;
}

/**
 * Posts one ledger transaction per move between the player and the house, and returns each player's
 * transaction id and the balances after (which `updateAccounts` writes to the cached balances). The
 * accounts must be locked (`lockAccountsOf`).
 */
export async function postHouseMoves(
  tx: Database,
  locked: LockedAccounts,
  moves: readonly PlayerMove[],
  details: { narration: string; createdBy: string | null },
): Promise<{ transactionIds: Map<string, number>; balances: Map<string, number> }> {
  const balances = new Map<string, number>();
  const transactionIds = new Map<string, number>();
  if (moves.length === 0) return { transactionIds, balances };

  const created = await rowsOf<{ id: unknown; idempotency_key: string }>(
    tx,
    sql`insert into ledger_transactions (kind, narration, idempotency_key, created_by)
        select 'settlement', ${details.narration}, key, ${details.createdBy}::uuid
        from unnest(${arrayParam(
          moves.map((move) => move.idempotencyKey),
          'text',
        )}) with ordinality as keys(key, n)
        order by n
        returning id, idempotency_key`,
  );
  const idByKey = new Map(created.map((row) => [row.idempotency_key, Number(row.id)]));

  // Entries in this order get increasing ids, so the house's running balance follows them (verifyLedger
  // replays each account's entries by id).
  const entries = { transactionIds: [] as number[], accountIds: [] as string[], amounts: [] as number[] };
  const balancesAfter: number[] = [];
  let houseBalance = locked.house.balance;
  for (const move of moves) {
    const account = locked.players.get(move.userId);
    const transactionId = idByKey.get(move.idempotencyKey);
    if (!account || transactionId === undefined) throw new Error(`No locked account for ${move.userId}`);
    const playerBalance = account.balance + move.amount;
    houseBalance -= move.amount;
    balances.set(account.accountId, playerBalance);
    transactionIds.set(move.userId, transactionId);
    entries.transactionIds.push(transactionId, transactionId);
    entries.accountIds.push(account.accountId, locked.house.accountId);
    entries.amounts.push(move.amount, -move.amount);
    balancesAfter.push(playerBalance, houseBalance);
  }
  balances.set(locked.house.accountId, houseBalance);

  await tx.execute(sql`
    insert into ledger_entries (id, transaction_id, account_id, amount, balance_after)
    select ids.id, e.transaction_id, e.account_id, e.amount, e.balance_after
    from unnest(
      ${arrayParam(entries.transactionIds, 'bigint')},
      ${arrayParam(entries.accountIds, 'uuid')},
      ${arrayParam(entries.amounts, 'bigint')},
      ${arrayParam(balancesAfter, 'bigint')}
    ) with ordinality as e(transaction_id, account_id, amount, balance_after, n)
    join (
      -- Ids drawn first and paired by rank: the nth entry gets the nth smallest id, whatever order
      -- PostgreSQL evaluates nextval in.
      select id, row_number() over (order by id) as n
      from (select nextval('ledger_entries_id_seq'::regclass) as id
            from generate_series(1, ${balancesAfter.length}::int)) drawn
    ) ids using (n)`);
  return { transactionIds, balances };
}

export interface AccountChange {
  accountId: string;
  /** The cached balance to store (the last entry's balance after), or null to leave it. */
  balance: number | null;
  /** Added to the cached exposure (negative releases). */
  exposureChange: number;
}

/** Writes cached balances and exposure changes of many accounts in one statement. */
export async function updateAccounts(tx: Database, changes: readonly AccountChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update accounts a
    set balance = coalesce(c.balance, a.balance), exposure = a.exposure + c.exposure_change, updated_at = now()
    from unnest(
      ${arrayParam(
        changes.map((change) => change.accountId),
        'uuid',
      )},
      ${arrayParam(
        changes.map((change) => change.balance),
        'bigint',
      )},
      ${arrayParam(
        changes.map((change) => change.exposureChange),
        'bigint',
      )}
    ) as c(id, balance, exposure_change)
    where a.id = c.id`);
}
