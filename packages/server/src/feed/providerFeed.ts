import * as v from 'valibot';
import { feedMessageSchema } from './messages.ts';
import type { CatalogSink } from './sink.ts';
import { FeedRejection, type Feed } from './types.ts';

export interface ProviderFeedOptions {
  now: () => Date;
  /** Told when saving scores fails; the feed goes on. */
  onError: (error: unknown) => void;
  /** How long a closed match stays on the board before it is forgotten. */
  retainClosedMs?: number;
  /** How often scores are written to the database. */
  scoreFlushMs?: number;
}

/** What became of a batch of provider messages. */
export interface ProviderReceipt {
  applied: number;
  /** Each refused message with its position in the batch and why (bad shape, or the sink refused it). */
  rejected: { index: number; reason: string }[];
}

/**
 * Where a real odds provider plugs in. The provider's connection (a websocket, a queue consumer) hands
 * each message or batch, already translated into our message shapes, to `receive`: every message is
 * validated with the feed schemas, then applied through the same sink as the simulator. A bad message is
 * refused and reported; the rest of the batch still applies.
 */
export class ProviderFeed implements Feed {
  readonly #sink: CatalogSink;
  readonly #options: Required<ProviderFeedOptions>;
  #timer: NodeJS.Timeout | undefined;

  constructor(sink: CatalogSink, options: ProviderFeedOptions) {
    this.#sink = sink;
    this.#options = { retainClosedMs: 10 * 60_000, scoreFlushMs: 5_000, ...options };
  }

  /** Picks up the catalog an earlier run stored (the provider resumes its matches), then saves scores regularly. */
  async start(): Promise<void> {
    await this.#sink.restore();
    this.#timer = setInterval(
      () => void this.housekeeping().catch(this.#options.onError),
      this.#options.scoreFlushMs,
    );
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#sink.flushScores();
  }

  /** Saves the latest scores and forgets matches closed long enough ago. */
  async housekeeping(): Promise<void> {
    await this.#sink.flushScores();
    this.#sink.pruneClosed(new Date(this.#options.now().getTime() - this.#options.retainClosedMs));
  }

  async receive(input: unknown): Promise<ProviderReceipt> {
    const batch: unknown[] = Array.isArray(input) ? input : [input];
    const receipt: ProviderReceipt = { applied: 0, rejected: [] };
    for (const [index, raw] of batch.entries()) {
      const parsed = v.safeParse(feedMessageSchema, raw);
      if (!parsed.success) {
        const [issue] = parsed.issues;
        const path = issue ? v.getDotPath(issue) : null;
        receipt.rejected.push({ index, reason: `${path ?? 'message'}: ${issue?.message ?? 'invalid'}` });
        continue;
      }
      try {
        await this.#sink.apply(parsed.output);
        receipt.applied += 1;
      } catch (error) {
        if (!(error instanceof FeedRejection)) throw error;
        receipt.rejected.push({ index, reason: error.message });
      }
    }
    return receipt;
  }
}
