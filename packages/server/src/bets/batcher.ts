import type { Database } from '../db/client.ts';
import type { LiveBoard } from '../exchange/board.ts';
import { CommitOutcomeUnknown, pipelinedTransaction } from '../db/pipelinedTransaction.ts';
import { clientGoneRefusal, refuseIfClientGone, type ClientGone } from '../clientGone.ts';
import type { Placement, PlacementInput } from './placement.ts';
import { placeBatch } from './placementBatch.ts';

export interface BatchOptions {
  /** The most bets one transaction places. */
  maxSize: number;
  /** Batches in flight at once: PGlite runs one transaction at a time; PostgreSQL several. */
  concurrency: number;
}

/**
 * The defaults: one batch at a time on PGlite (one connection), four on PostgreSQL: fewer in flight left
 * the cores waiting on round trips, more made batches too small (measured at 64 clients,
 * docs/adr/0013-batched-placement.md).
 */
export function defaultBatchOptions(db: Database): BatchOptions {
  const client = (db as unknown as { $client?: object }).$client;
  const embedded = client !== undefined && 'waitReady' in client;
  return { maxSize: 256, concurrency: embedded ? 1 : 4 };
}

interface Waiting {
  input: PlacementInput;
  /** Whether the bet's client has gone (its request's, asked when its batch starts). */
  gone: ClientGone;
  resolve: (placement: Placement) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects the bets that arrive while the batches in flight run (or in the same turn of the event loop)
 * and places them together, in arrival order, one transaction per batch (placementBatch.ts). Nothing
 * waits for a timer: a lone bet goes at once, and bets batch up only as far as the database is busy.
 * Each bet is answered when its batch has committed. A batch that fails for a database reason before its
 * commit wrote nothing; its bets are then placed one by one, each a batch of one in its own transaction. A failed commit is answered as the failure it is: whether it took is unknown, and a
 * retry with the bet's idempotency key finds out.
 */
export class PlacementBatcher {
  readonly #db: Database;
  readonly #board: LiveBoard;
  readonly #options: BatchOptions;
  #pending: Waiting[] = [];
  #running = 0;
  #scheduled = false;

  constructor(db: Database, board: LiveBoard, options: BatchOptions) {
    this.#db = db;
    this.#board = board;
    this.#options = options;
  }

  place(input: PlacementInput, gone: ClientGone): Promise<Placement> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ input, gone, resolve, reject });
      this.#schedule();
    });
  }

  /** Bets waiting for a batch (not those in one). */
  waiting(): number {
    return this.#pending.length;
  }

  #schedule(): void {
    if (this.#scheduled || this.#running >= this.#options.concurrency || this.#pending.length === 0) return;
    this.#scheduled = true;
    // The next turn, so requests parsed in this one join.
    setImmediate(() => {
      this.#scheduled = false;
      this.#drain();
    });
  }

  #drain(): void {
    while (this.#running < this.#options.concurrency && this.#pending.length > 0) {
      const batch = this.#pending.splice(0, this.#options.maxSize);
      this.#running += 1;
      void this.#run(batch).finally(() => {
        this.#running -= 1;
        this.#schedule();
      });
    }
  }

  async #run(batch: readonly Waiting[]): Promise<void> {
    // Asked once per bet: a client that goes between two asks would leave its bet neither refused nor placed.
    const live = batch.filter((bet) => {
      const gone = bet.gone();
      if (gone) bet.reject(clientGoneRefusal());
      return !gone;
    });
    if (live.length === 0) return;
    let outcomes;
    try {
      outcomes = await pipelinedTransaction(this.#db, (tx, commitAfter) =>
        placeBatch(
          tx,
          this.#board,
          live.map((bet) => bet.input),
          commitAfter,
        ),
      );
    } catch (error) {
      if (error instanceof CommitOutcomeUnknown) {
        for (const bet of live) bet.reject(error.cause);
        return;
      }
      // Rolled back whole: each bet again, alone and in order, so one bad bet fails only itself.
      for (const bet of live) await this.#placeAlone(bet);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const bet = live[index];
      if (!bet) return;
      if ('placement' in outcome) bet.resolve(outcome.placement);
      else bet.reject(outcome.refusal);
    });
  }

  async #placeAlone(bet: Waiting): Promise<void> {
    try {
      refuseIfClientGone(bet.gone);
      // A batch of one: the same reads, checks and write as any batch.
      const [outcome] = await this.#db.transaction((tx) => placeBatch(tx, this.#board, [bet.input]));
      if (!outcome) throw new Error('The bet has no outcome');
      if ('placement' in outcome) bet.resolve(outcome.placement);
      else bet.reject(outcome.refusal);
    } catch (error) {
      bet.reject(error);
    }
  }
}
