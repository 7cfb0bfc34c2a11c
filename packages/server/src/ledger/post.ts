import { isMinor, minor, type Minor } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { arrayParam } from '../db/arrays.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { isUuid } from './accounts.ts';
import type { LockedAccount, LockedAccounts } from './players.ts';
import {
  ClientGoneError,
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidLedgerInputError,
} from './errors.ts';
import { ledgerTransactionKinds, type LedgerTransactionKind } from './kinds.ts';

/**
 * The ledger's one writer (issue 36): every move of money, from a transfer between two accounts to a
 * market's settlement across 10,000 players, is one call of `post`, which locks, checks, appends and writes
 * the cached balances in one function, so no caller can do half of it. Nothing else in the server writes
 * `ledger_transactions`, `ledger_entries` or `accounts.balance` (ledger/writers.test.ts fails on a new
 * writer); the database refuses a cached balance that disagrees with the entries, an entry of nothing and
 * an unbalanced transaction (migrations 0006 and 0014). Exposure is not posted: the database keeps each
 * account's exposure as the sum of its market rows (migration 0014).
 */

export interface LedgerEntryInput {
  accountId: string;
  /** Minor units: positive credits the account, negative debits it. Never zero. */
  amount: number;
}

export interface LedgerTransactionInput {
  kind: LedgerTransactionKind;
  narration: string;
  /** A retried call with the same key moves nothing and gets the first transaction's id back. */
  idempotencyKey?: string | undefined;
  /** The user who asked for the move (an operator, or the player), for the audit trail. */
  createdBy?: string | null | undefined;
  /** At least two, summing to zero, each account once. */
  entries: readonly LedgerEntryInput[];
}

export interface PostOptions {
  /**
   * Accounts that may pay only out of their available balance (balance minus exposure): the sender of a
   * transfer. Others may go as low as the database allows (a settled loss was reserved as exposure; the
   * house may go negative).
   */
  payers?: readonly string[] | undefined;
  /**
   * The accounts as the caller locked them earlier in this transaction (`lockAccountsOf`, to read its bets
   * under the lock): their balances are current, since only `post` changes a balance and it updates them
   * here, so they are not locked and read again (a second lock of 10,000 rows cost a settlement 76 ms).
   * Every account of the entries must be among them.
   */
  locked?: LockedAccounts | undefined;
  /**
   * The caller's own rule for the move (a player's deposit limits, say), checked under the accounts' locks
   * once a known idempotency key has been answered: a retry gets what the first call got, whatever the
   * rule says by then. It refuses by throwing, before anything is written.
   */
  rule?: ((tx: Database) => Promise<void>) | undefined;
  /**
   * Whether the client this move is for has gone (issue 38): asked once the locks are held and the checks
   * passed, just before anything is written; a move nobody waits for any more is refused and writes nothing.
   */
  gone?: (() => boolean) | undefined;
}

export interface PostedAccount {
  balance: Minor;
  exposure: Minor;
}

export interface Posted {
  transactionId: number;
  /** True when the idempotency key was seen before and nothing moved this time. */
  replayed: boolean;
  /** Every account of the entries as it stands after the call, by account id. */
  accounts: Map<string, PostedAccount>;
}

/** Refuses a transaction's kind, narration, key or author that breaks the ledger's rules (transfers ask first). */
export function validateDetails(input: Omit<LedgerTransactionInput, 'entries'>): void {
  if (!(ledgerTransactionKinds as readonly string[]).includes(input.kind)) {
    throw new InvalidLedgerInputError(`Unknown transaction kind: ${String(input.kind)}`);
  }
  if (typeof input.narration !== 'string' || input.narration.trim() === '') {
    throw new InvalidLedgerInputError('Narration is required');
  }
  if (input.idempotencyKey === '') throw new InvalidLedgerInputError('Idempotency key must not be empty');
  if (input.createdBy !== undefined && input.createdBy !== null && !isUuid(input.createdBy)) {
    throw new InvalidLedgerInputError(`Not a user id: ${input.createdBy}`);
  }
}

/** Refuses, before anything is read or written, a transaction that breaks the ledger's input rules. */
function validate(input: LedgerTransactionInput): void {
  validateDetails(input);
  if (input.entries.length < 2) throw new InvalidLedgerInputError('A transaction needs two entries or more');
  const accounts = new Set<string>();
  let total = 0;
  for (const entry of input.entries) {
    if (!isMinor(entry.amount) || entry.amount === 0) {
      throw new InvalidLedgerInputError(`Not a non-zero whole number of minor units: ${entry.amount}`);
    }
    if (!isUuid(entry.accountId)) throw new InvalidLedgerInputError(`Not an account id: ${entry.accountId}`);
    if (accounts.has(entry.accountId))
      throw new InvalidLedgerInputError('Cannot transfer to the same account');
    accounts.add(entry.accountId);
    total += entry.amount;
  }
  if (total !== 0) throw new InvalidLedgerInputError(`The entries sum to ${total}, not zero`);
}

interface LockedRow {
  id: string;
  balance: unknown;
  exposure: unknown;
}

/**
 * Locks the accounts (FOR UPDATE) in id order, the one order every money operation keeps, so two calls
 * over the same accounts queue instead of deadlocking. A caller that locked them before (to read under the
 * lock) holds them already: taking a lock its own transaction holds is free of waiting.
 */
async function lock(tx: Database, accountIds: readonly string[]): Promise<Map<string, PostedAccount>> {
  const rows = await rowsOf<LockedRow>(
    tx,
    sql`select id, balance, exposure from accounts where id = any(${arrayParam(accountIds, 'uuid')})
        order by id for update`,
  );
  const locked = new Map(
    rows.map((row) => [
      row.id,
      { balance: minor(Number(row.balance)), exposure: minor(Number(row.exposure)) },
    ]),
  );
  for (const accountId of accountIds) {
    if (!locked.has(accountId)) throw new Error(`No account ${accountId}`);
  }
  return locked;
}

/** The balances of accounts the caller holds locked (PostOptions.locked). */
function held(locked: LockedAccounts, accountIds: readonly string[]): Map<string, PostedAccount> {
  const byId = new Map<string, LockedAccount>([[locked.house.accountId, locked.house]]);
  for (const account of locked.players.values()) byId.set(account.accountId, account);
  return new Map(
    accountIds.map((accountId) => {
      const account = byId.get(accountId);
      if (!account) throw new Error(`Account ${accountId} was not locked`);
      return [accountId, { balance: minor(account.balance), exposure: minor(account.exposure) }];
    }),
  );
}

/** After a post, the caller's locked accounts carry the balances it wrote. */
function keepHeld(locked: LockedAccounts, after: ReadonlyMap<string, PostedAccount>): void {
  for (const account of [locked.house, ...locked.players.values()]) {
    const posted = after.get(account.accountId);
    if (posted) account.balance = posted.balance;
  }
}

/**
 * The earlier transaction of an idempotency key, checked to be the same move (the same kind, each account
 * the same amount); refused if the key was used for another.
 */
async function earlierTransaction(tx: Database, input: LedgerTransactionInput): Promise<number | null> {
  const key = input.idempotencyKey;
  if (key === undefined) return null;
  const rows = await rowsOf<{ id: unknown; kind: string; account_id: string; amount: unknown }>(
    tx,
    sql`select t.id, t.kind, e.account_id, e.amount from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id where t.idempotency_key = ${key}`,
  );
  const first = rows[0];
  if (!first) return null;
  const amounts = new Map(rows.map((row) => [row.account_id, Number(row.amount)]));
  const same =
    first.kind === input.kind &&
    rows.length === input.entries.length &&
    input.entries.every((entry) => amounts.get(entry.accountId) === entry.amount);
  if (!same) throw new IdempotencyKeyReusedError(key);
  return Number(first.id);
}

/** A payer's available balance must cover what it pays. */
function checkPayers(
  input: LedgerTransactionInput,
  locked: ReadonlyMap<string, PostedAccount>,
  payers: readonly string[],
): void {
  for (const entry of input.entries) {
    if (entry.amount >= 0 || !payers.includes(entry.accountId)) continue;
    const account = locked.get(entry.accountId);
    if (!account) throw new Error(`No account ${entry.accountId}`);
    const available = minor(account.balance - account.exposure);
    if (available < -entry.amount) throw new InsufficientBalanceError(available, minor(-entry.amount));
  }
}

/**
 * Posts one ledger transaction inside the caller's database transaction `tx`, so it commits or rolls back
 * with the caller's own writes (a market's bets closed, say). Every refusal is thrown before anything is
 * written.
 *
 * Steps: lock every account of the entries (id order), answer a known idempotency key with the earlier
 * transaction, check the payers' available balances and the caller's rule, append the transaction and its entries with each
 * account's balance after, and write those balances to the accounts, in that order (the database checks the
 * balances against the last entries at the end of that statement, and again at commit).
 */
export async function post(
  tx: Database,
  input: LedgerTransactionInput,
  options: PostOptions = {},
): Promise<Posted> {
  validate(input);
  const accountIds = input.entries.map((entry) => entry.accountId);
  const locked = options.locked ? held(options.locked, accountIds) : await lock(tx, accountIds);
  // Read after the locks: a retry of a call still in flight waits for it and then sees it here.
  const earlierId = await earlierTransaction(tx, input);
  if (earlierId !== null) return { transactionId: earlierId, replayed: true, accounts: locked };
  checkPayers(input, locked, options.payers ?? []);
  await options.rule?.(tx);
  if (options.gone?.()) throw new ClientGoneError();

  const [created] = await rowsOf<{ id: unknown }>(
    tx,
    sql`insert into ledger_transactions (kind, narration, idempotency_key, created_by)
        values (${input.kind}, ${input.narration}, ${input.idempotencyKey ?? null}, ${input.createdBy ?? null}::uuid)
        -- The same key on a move between other accounts is not serialised by our locks: the unique index
        -- is. The insert waits for the other transaction and, once it has committed, inserts nothing.
        on conflict (idempotency_key) do nothing
        returning id`,
  );
  if (!created) {
    const earlier = await earlierTransaction(tx, input);
    if (earlier === null) throw new Error('Idempotency conflict without an earlier transaction');
    return { transactionId: earlier, replayed: true, accounts: locked };
  }
  const transactionId = Number(created.id);

  const after = new Map<string, PostedAccount>();
  const balances = input.entries.map((entry) => {
    const account = locked.get(entry.accountId);
    if (!account) throw new Error(`No account ${entry.accountId}`);
    const balance = minor(account.balance + entry.amount);
    after.set(entry.accountId, { balance, exposure: account.exposure });
    return balance;
  });
  // One statement: the database checks the balances against the entries as it ends (migration 0014).
  await tx.execute(sql`
    with entries as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select ${transactionId}::bigint, e.account_id, e.amount, e.balance_after
      from unnest(
        ${arrayParam(accountIds, 'uuid')},
        ${arrayParam(
          input.entries.map((entry) => entry.amount),
          'bigint',
        )},
        ${arrayParam(balances, 'bigint')}
      ) as e(account_id, amount, balance_after)
    )
    update accounts a set balance = c.balance, updated_at = now()
    from unnest(${arrayParam(accountIds, 'uuid')}, ${arrayParam(balances, 'bigint')}) as c(id, balance)
    where a.id = c.id`);
  if (options.locked) keepHeld(options.locked, after);
  return { transactionId, replayed: false, accounts: after };
}
