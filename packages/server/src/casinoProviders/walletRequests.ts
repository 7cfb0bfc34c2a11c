import { maxRequestAmount } from '@exchange/domain';
import * as v from 'valibot';

/** The protocol's amounts: a decimal string with at most two decimals. */
const amountText = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}(\.\d{1,2})?$/, 'amount must be a decimal string with at most 2 decimals'),
  v.check((amount) => Number(amount) <= maxRequestAmount, 'amount is too large'),
);
const idText = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));
const token = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));

export const tokenCallSchema = v.object({ token });

export const debitSchema = v.object({
  token,
  transactionId: idText,
  roundId: idText,
  gameCode: idText,
  amount: v.pipe(
    amountText,
    v.check((amount) => Number(amount) > 0, 'amount must be above 0'),
  ),
});
export const creditSchema = v.object({
  token,
  transactionId: idText,
  debitTransactionId: idText,
  roundId: idText,
  gameCode: idText,
  amount: amountText,
});
export const rollbackSchema = v.object({
  token,
  transactionId: idText,
  debitTransactionId: idText,
  roundId: idText,
  gameCode: idText,
});

export type DebitCall = v.InferOutput<typeof debitSchema>;
export type CreditCall = v.InferOutput<typeof creditSchema>;
export type RollbackCall = v.InferOutput<typeof rollbackSchema>;
export type MoveCall =
  ({ kind: 'debit' } & DebitCall) | ({ kind: 'credit' } & CreditCall) | ({ kind: 'rollback' } & RollbackCall);
