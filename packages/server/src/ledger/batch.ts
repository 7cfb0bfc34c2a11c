import { isMinor } from '@exchange/domain';
import { sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../db/arrays.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { houseAccountId } from '../db/schema.ts';
import { ensureHouseAccount, isUuid } from './accounts.ts';
import { InvalidLedgerInputError } from './errors.ts';
import { ledgerTransactionKinds, type LedgerTransactionKind } from './ledger.ts';

/**
 * The ledger's batch form: many transfers between players and the house in a few statements, what one
 * market's settlement (or its rollback) posts, one ledger transaction per player. The rules are
 * postTransfer's: accounts locked in id order before anything is written, balanced entries with their
 * running balance, cached balances updated with them, a unique idempotency key per transaction. Only the
 * shape differs: arrays bound as single parameters (`unnest`), so 10,000 players are still a handful of
 * round trips. The database checks each transaction's balance again at commit (migration 0006).
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

export interface HouseTransfer {
  userId: string;
  /** Minor units to the player: positive from the house, negative to it. Never zero. */
  amount: number;
  /** Unique: a key used before fails the whole batch (the caller's own lock makes a batch run once). */
  idempotencyKey: string;
}

export interface BatchDetails {
  kind: LedgerTransactionKind;
  narration: string;
  createdBy: string | null;
}

/** Refuses, before anything is written, a batch that breaks the ledger's input rules. */
function validate(locked: LockedAccounts, transfers: readonly HouseTransfer[], details: BatchDetails): void {
  if (!(ledgerTransactionKinds as readonly string[]).includes(details.kind)) {
    throw new InvalidLedgerInputError(`Unknown transaction kind: ${String(details.kind)}`);
  }
  if (details.narration.trim() === '') throw new InvalidLedgerInputError('Narration is required');
  if (details.createdBy !== null && !isUuid(details.createdBy)) {
    throw new InvalidLedgerInputError(`Not a user id: ${details.createdBy}`);
  }
  const keys = new Set<string>();
  for (const transfer of transfers) {
    if (!isMinor(transfer.amount) || transfer.amount === 0) {
      throw new InvalidLedgerInputError(`Not a non-zero whole number of minor units: ${transfer.amount}`);
    }
    if (transfer.idempotencyKey === '' || keys.has(transfer.idempotencyKey)) {
      throw new InvalidLedgerInputError(`Empty or repeated idempotency key: ${transfer.idempotencyKey}`);
    }
    keys.add(transfer.idempotencyKey);
    if (!locked.players.has(transfer.userId)) throw new Error(`No locked account for ${transfer.userId}`);
  }
}

/**
 * Posts one ledger transaction per transfer between the player and the house, and returns each player's
 * transaction id and the balances after, by account id (which `updateAccounts` writes to the cached
 * balances, with the exposure changes of the same accounts in the same statement). The accounts must be
 * locked (`lockAccountsOf`) and the balances after are computed from the locked ones.
 */
export async function postBatch(
  tx: Database,
  locked: LockedAccounts,
  transfers: readonly HouseTransfer[],
  details: BatchDetails,
): Promise<{ transactionIds: Map<string, number>; balances: Map<string, number> }> {
  const balances = new Map<string, number>();
  const transactionIds = new Map<string, number>();
  if (transfers.length === 0) return { transactionIds, balances };
  validate(locked, transfers, details);

  const created = await rowsOf<{ id: unknown; idempotency_key: string }>(
    tx,
    sql`insert into ledger_transactions (kind, narration, idempotency_key, created_by)
        select ${details.kind}, ${details.narration}, key, ${details.createdBy}::uuid
        from unnest(${arrayParam(
          transfers.map((transfer) => transfer.idempotencyKey),
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
  for (const transfer of transfers) {
    const account = locked.players.get(transfer.userId);
    const transactionId = idByKey.get(transfer.idempotencyKey);
    if (!account || transactionId === undefined) throw new Error(`No locked account for ${transfer.userId}`);
    const playerBalance = account.balance + transfer.amount;
    houseBalance -= transfer.amount;
    balances.set(account.accountId, playerBalance);
    transactionIds.set(transfer.userId, transactionId);
    entries.transactionIds.push(transactionId, transactionId);
    entries.accountIds.push(account.accountId, locked.house.accountId);
    entries.amounts.push(transfer.amount, -transfer.amount);
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
  /** The cached balance to store (the last entry's balance after, from `postBatch`), or null to leave it. */
  balance: number | null;
  /** Added to the cached exposure (negative releases). */
  exposureChange: number;
}

/**
 * Writes cached balances and exposure changes of many locked accounts in one statement: the balances
 * `postBatch` returned, and the exposure the caller released or reserved with them.
 */
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
