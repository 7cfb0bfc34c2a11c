import { addMinor, isMinor, minor, ruleMessages, subtractMinor, type Minor } from '@exchange/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../db/schema.ts';
import { house, isUuid, lockAccounts, resolveAccountIds, type AccountOwner } from './accounts.ts';
import { IdempotencyKeyReusedError, InsufficientBalanceError, InvalidLedgerInputError } from './errors.ts';

export const ledgerTransactionKinds = ledgerTransactions.kind.enumValues;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

export interface TransferInput {
  /** A user id, or `house`. */
  fromUserId: AccountOwner;
  /** A user id, or `house`. */
  toUserId: AccountOwner;
  /** Positive whole number of minor units (paisa). */
  amount: number;
  kind: LedgerTransactionKind;
  narration: string;
  /** A retried request carrying the same key moves nothing and gets the first transaction's id back. */
  idempotencyKey?: string | undefined;
  /** The user who asked for the move (an operator, or the player), for the audit trail. */
  createdBy?: string | undefined;
}

export interface TransferResult {
  transactionId: number;
  /** True when the idempotency key was seen before and nothing moved this time. */
  replayed: boolean;
}

function validate(input: TransferInput): Minor {
  const { amount } = input;
  if (typeof amount !== 'number' || Number.isNaN(amount))
    throw new InvalidLedgerInputError(ruleMessages.amountRequired);
  if (amount <= 0) throw new InvalidLedgerInputError(ruleMessages.amountAboveZero);
  if (!isMinor(amount)) throw new InvalidLedgerInputError('Amount must be a whole number of minor units');
  if (input.fromUserId === input.toUserId)
    throw new InvalidLedgerInputError('Cannot transfer to the same account');
  if (!(ledgerTransactionKinds as readonly string[]).includes(input.kind)) {
    throw new InvalidLedgerInputError(`Unknown transaction kind: ${String(input.kind)}`);
  }
  if (typeof input.narration !== 'string' || input.narration.trim() === '') {
    throw new InvalidLedgerInputError('Narration is required');
  }
  if (input.idempotencyKey === '') throw new InvalidLedgerInputError('Idempotency key must not be empty');
  if (input.createdBy !== undefined && !isUuid(input.createdBy)) {
    throw new InvalidLedgerInputError(`Not a user id: ${input.createdBy}`);
  }
  return minor(amount);
}

/**
 * The earlier transaction of an idempotency key, checked to be the same move: same kind, same amount
 * out of the same account into the same account.
 */
async function earlierTransaction(
  tx: Database,
  idempotencyKey: string,
  move: { kind: LedgerTransactionKind; fromAccountId: string; toAccountId: string; amount: Minor },
): Promise<number | null> {
  const [earlier] = await tx
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  if (!earlier) return null;
  const entries = await tx
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, earlier.id));
  const same =
    earlier.kind === move.kind &&
    entries.length === 2 &&
    entries.some((entry) => entry.accountId === move.fromAccountId && entry.amount === -move.amount) &&
    entries.some((entry) => entry.accountId === move.toAccountId && entry.amount === move.amount);
  if (!same) throw new IdempotencyKeyReusedError(idempotencyKey);
  return earlier.id;
}

/**
 * Moves `amount` from one account to another inside the caller's transaction `tx`, so the move commits or
 * rolls back with the caller's own writes (a bet settlement, say). Every refusal is thrown before anything
 * is written; only accounts may have been created by then.
 *
 * Steps: lock both accounts (in id order: see `lockAccounts`), answer a known idempotency key with the
 * earlier transaction, check the sender's available balance (balance minus exposure; the house may go
 * negative), then append one transaction with two entries that sum to zero and update the cached balances.
 */
export async function postTransfer(tx: Database, input: TransferInput): Promise<TransferResult> {
  const amount = validate(input);
  const ids = await resolveAccountIds(tx, [input.fromUserId, input.toUserId]);
  const fromAccountId = ids.get(input.fromUserId);
  const toAccountId = ids.get(input.toUserId);
  if (!fromAccountId || !toAccountId) throw new Error('Accounts were not resolved');
  const locked = await lockAccounts(tx, [fromAccountId, toAccountId]);
  const from = locked.get(fromAccountId);
  const to = locked.get(toAccountId);
  if (!from || !to) throw new Error('Accounts were not locked');

  const move = { kind: input.kind, fromAccountId, toAccountId, amount };
  const key = input.idempotencyKey;
  if (key !== undefined) {
    // Read after the locks: a retry of a transfer still in flight waits for it and then sees it here.
    const earlierId = await earlierTransaction(tx, key, move);
    if (earlierId !== null) return { transactionId: earlierId, replayed: true };
  }

  if (input.fromUserId !== house) {
    const available = subtractMinor(from.balance, from.exposure);
    if (available < amount) throw new InsufficientBalanceError(available, amount);
  }
  const fromBalanceAfter = subtractMinor(from.balance, amount);
  const toBalanceAfter = addMinor(to.balance, amount);

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind: input.kind, narration: input.narration, idempotencyKey: key, createdBy: input.createdBy })
    // The same key on a transfer between other accounts is not serialised by our locks: the unique index
    // is. The insert waits for the other transaction and, once it has committed, inserts nothing.
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const earlierId = key === undefined ? null : await earlierTransaction(tx, key, move);
    if (earlierId === null) throw new Error('Idempotency conflict without an earlier transaction');
    return { transactionId: earlierId, replayed: true };
  }

  await tx.insert(ledgerEntries).values([
    { transactionId: created.id, accountId: fromAccountId, amount: -amount, balanceAfter: fromBalanceAfter },
    { transactionId: created.id, accountId: toAccountId, amount, balanceAfter: toBalanceAfter },
  ]);
  // One statement for both cached balances; the values are the ones just written as balance_after.
  await tx
    .update(accounts)
    .set({
      balance: sql`case when ${accounts.id} = ${fromAccountId} then ${fromBalanceAfter}::bigint else ${toBalanceAfter}::bigint end`,
    })
    .where(inArray(accounts.id, [fromAccountId, toAccountId]));
  return { transactionId: created.id, replayed: false };
}

/** `postTransfer` in a database transaction of its own. */
export function transfer(db: Database, input: TransferInput): Promise<TransferResult> {
  return db.transaction((tx) => postTransfer(tx, input));
}
