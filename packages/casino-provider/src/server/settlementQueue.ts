import type { CreditRequest, RollbackRequest, WalletAnswer } from '@exchange/wallet-protocol';
import { WalletUnreachableError, type WalletClient } from '../protocol/walletClient.ts';

export type Settlement =
  { kind: 'credit'; call: CreditRequest } | { kind: 'rollback'; call: RollbackRequest };

export interface SettlementQueueOptions {
  intervalMs?: number;
  onAnswer?: (settlement: Settlement, answer: WalletAnswer) => void;
}

/**
 * Credits and rollbacks the operator did not answer, even after the client's retries: each is sent again
 * later, with its very same body and transactionId, until the operator answers (the operator's
 * idempotency makes a repeat harmless). A round is never left open on the operator's books because its
 * answer was lost. Held in memory: a provider restart loses what is still waiting (docs/features/casino-provider.md).
 */
export class SettlementQueue {
  readonly #wallet: WalletClient;
  readonly #pending = new Map<string, Settlement>();
  readonly #options: SettlementQueueOptions;
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;

  constructor(wallet: WalletClient, options: SettlementQueueOptions = {}) {
    this.#wallet = wallet;
    this.#options = options;
  }

  get size(): number {
    return this.#pending.size;
  }

  add(settlement: Settlement): void {
    this.#pending.set(settlement.call.transactionId, settlement);
  }

  /** Sends every waiting settlement once; what the operator answers (any status) leaves the queue. */
  flush(): Promise<void> {
    this.#flushing ??= this.#sendAll().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  async #sendAll(): Promise<void> {
    for (const [id, settlement] of [...this.#pending]) {
      try {
        const answer =
          settlement.kind === 'credit'
            ? await this.#wallet.credit(settlement.call)
            : await this.#wallet.rollback(settlement.call);
        this.#pending.delete(id);
        this.#options.onAnswer?.(settlement, answer);
      } catch (error) {
        if (!(error instanceof WalletUnreachableError)) throw error;
      }
    }
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), this.#options.intervalMs ?? 30_000);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
