import { randomUUID } from 'node:crypto';
import { formatCents } from '../protocol/amounts.ts';
import type { RollbackRequest, WalletStatus } from '@exchange/wallet-protocol';
import { WalletUnreachableError, type WalletClient } from '../protocol/walletClient.ts';
import type { SettlementQueue } from './settlementQueue.ts';

export interface RoundRequest<T> {
  token: string;
  gameCode: string;
  stakeCents: number;
  /** Draws the outcome once the stake is taken; called once at most. */
  decide: () => { outcome: T; winCents: number };
}

export type RoundResult<T> =
  /** The stake was taken and the win (maybe 0) paid: the round is closed on the operator. */
  | { kind: 'settled'; roundId: string; outcome: T; winCents: number; balance: string | undefined }
  /** The operator refused the stake: no round, nothing moved. */
  | { kind: 'refused'; status: WalletStatus }
  /** The stake was given back (rolled back), or will be once the operator answers. */
  | { kind: 'cancelled'; roundId: string; balance: string | undefined }
  /** The outcome is drawn and its credit waits in the queue: the operator did not answer it yet. */
  | { kind: 'pending'; roundId: string; outcome: T; winCents: number };

export interface RoundDeps {
  wallet: WalletClient;
  queue: SettlementQueue;
  newId?: () => string;
  onError?: (error: unknown, roundId: string) => void;
}

/**
 * One round through the seamless wallet: debit the stake, draw, credit the win (0 on a loss, so the
 * operator closes the round). The client retries a call the operator did not answer with the same
 * transactionId. A debit left without an answer, an outcome that could not be drawn, or a credit the
 * operator refused, roll the debit back; a credit or rollback still unanswered goes to the queue, which
 * sends it again until it is answered.
 */
export async function playRound<T>(deps: RoundDeps, request: RoundRequest<T>): Promise<RoundResult<T>> {
  const { wallet, queue, newId = randomUUID } = deps;
  const roundId = newId();
  const debitTransactionId = newId();
  const base = { token: request.token, roundId, gameCode: request.gameCode };

  async function cancel(): Promise<RoundResult<T>> {
    const call: RollbackRequest = { ...base, transactionId: newId(), debitTransactionId };
    try {
      const answer = await wallet.rollback(call);
      // DEBIT_NOT_FOUND: the debit never arrived, so the stake is the player's as after a rollback.
      const returned = answer.status === 'OK' || answer.status === 'DEBIT_NOT_FOUND';
      return { kind: 'cancelled', roundId, balance: returned ? answer.balance : undefined };
    } catch (error) {
      if (!(error instanceof WalletUnreachableError)) throw error;
      queue.add({ kind: 'rollback', call });
      return { kind: 'cancelled', roundId, balance: undefined };
    }
  }

  try {
    const debit = await wallet.debit({
      ...base,
      transactionId: debitTransactionId,
      amount: formatCents(request.stakeCents),
    });
    if (debit.status !== 'OK') return { kind: 'refused', status: debit.status };
  } catch (error) {
    if (!(error instanceof WalletUnreachableError)) throw error;
    // The debit may or may not have been applied: a rollback settles it either way (an unknown debit is
    // recorded by the operator so that a late copy of it is refused).
    return cancel();
  }

  let decided: { outcome: T; winCents: number };
  try {
    decided = request.decide();
  } catch (error) {
    deps.onError?.(error, roundId);
    return cancel();
  }

  const credit = {
    ...base,
    transactionId: newId(),
    debitTransactionId,
    amount: formatCents(decided.winCents),
  };
  try {
    const answer = await wallet.credit(credit);
    if (answer.status !== 'OK') return cancel();
    return { kind: 'settled', roundId, ...decided, balance: answer.balance };
  } catch (error) {
    if (!(error instanceof WalletUnreachableError)) throw error;
    queue.add({ kind: 'credit', call: credit });
    return { kind: 'pending', roundId, ...decided };
  }
}
