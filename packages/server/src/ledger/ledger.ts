import { isMinor, minor, ruleMessages, type Minor } from '@exchange/domain';
import type { Database } from '../db/client.ts';
import { house, resolveAccountIds, type AccountOwner } from './accounts.ts';
import { InvalidLedgerInputError } from './errors.ts';
import { ledgerTransactionKinds, type LedgerTransactionKind } from './kinds.ts';
import { post, validateDetails, type PostOptions } from './post.ts';

export { ledgerTransactionKinds, type LedgerTransactionKind };

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
  // Before the accounts are resolved (which may create them): a refused transfer creates nothing.
  validateDetails(input);
  return minor(amount);
}

/**
 * Moves `amount` from one account to another inside the caller's transaction `tx`, so the move commits or
 * rolls back with the caller's own writes: the ledger's one call (`post`) with two entries, the sender a
 * payer (its available balance, balance minus exposure, must cover the amount; the house may go negative).
 * Every refusal is thrown before anything is written; only accounts may have been created by then.
 */
export async function postTransfer(
  tx: Database,
  input: TransferInput,
  options: Pick<PostOptions, 'rule' | 'gone'> = {},
): Promise<TransferResult> {
  const amount = validate(input);
  const ids = await resolveAccountIds(tx, [input.fromUserId, input.toUserId]);
  const fromAccountId = ids.get(input.fromUserId);
  const toAccountId = ids.get(input.toUserId);
  if (!fromAccountId || !toAccountId) throw new Error('Accounts were not resolved');
  const posted = await post(
    tx,
    {
      kind: input.kind,
      narration: input.narration,
      idempotencyKey: input.idempotencyKey,
      createdBy: input.createdBy,
      entries: [
        { accountId: fromAccountId, amount: -amount },
        { accountId: toAccountId, amount },
      ],
    },
    { payers: input.fromUserId === house ? [] : [fromAccountId], rule: options.rule, gone: options.gone },
  );
  return { transactionId: posted.transactionId, replayed: posted.replayed };
}

/** `postTransfer` in a database transaction of its own. */
export function transfer(db: Database, input: TransferInput): Promise<TransferResult> {
  return db.transaction((tx) => postTransfer(tx, input));
}
