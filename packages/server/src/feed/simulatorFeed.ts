import type { Feed } from './types.ts';
import type { CatalogSink } from './sink.ts';
import { Simulator, type SimulatorOptions } from './simulator/simulator.ts';

export interface SimulatorFeedOptions extends SimulatorOptions {
  now: () => Date;
  /** Told about a message the sink refused (a simulator bug) or a failed write; the feed goes on. */
  onError: (error: unknown) => void;
  /** Runs `tick` after `ms` (setTimeout by default; tests run it by hand); returns a cancel function. */
  schedule?: (tick: () => void, ms: number) => () => void;
}

const timeout = (tick: () => void, ms: number) => {
  const timer = setTimeout(tick, ms);
  return () => clearTimeout(timer);
};

/** Scores are written to the database about this often (they are also written when a match closes). */
const scoreFlushMs = 5_000;

/**
 * The simulator as the running feed: on start it voids what an earlier run left unfinished (it cannot
 * resume those games), then ticks on a timer, applying each tick's messages through the sink before the
 * next tick is due, so a slow database delays the feed rather than piling ticks up. Tests call `tick()`.
 */
export class SimulatorFeed implements Feed {
  readonly #sink: CatalogSink;
  readonly #options: SimulatorFeedOptions;
  readonly #simulator: Simulator;
  #cancel: (() => void) | undefined;
  #running: Promise<void> = Promise.resolve();
  #stopped = true;

  constructor(sink: CatalogSink, options: SimulatorFeedOptions) {
    this.#sink = sink;
    this.#options = options;
    this.#simulator = new Simulator(options);
  }

  get simulator(): Simulator {
    return this.#simulator;
  }

  /** Restores the stored catalog and voids the matches an earlier run left open. */
  async prepare(): Promise<void> {
    await this.#sink.restore();
    for (const eventId of this.#sink.openEventIds()) await this.#sink.abandon(eventId);
  }

  async start(): Promise<void> {
    await this.prepare();
    this.#stopped = false;
    this.#schedule();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#cancel?.();
    await this.#running;
    await this.#sink.flushScores();
  }

  /** One tick: the simulator's messages applied in order, closed events forgotten, scores saved now and then. */
  async tick(): Promise<void> {
    const { messages, forgotten } = this.#simulator.step(this.#options.now());
    for (const message of messages) {
      try {
        await this.#sink.apply(message);
      } catch (error) {
        this.#options.onError(error);
      }
    }
    for (const eventId of forgotten) this.#sink.forget(eventId);
    const flushEvery = Math.max(1, Math.round(scoreFlushMs / this.#options.tickMs));
    if (this.#simulator.tick % flushEvery === 0) await this.#sink.flushScores();
  }

  #schedule(delay = this.#options.tickMs): void {
    if (this.#stopped) return;
    const schedule = this.#options.schedule ?? timeout;
    this.#cancel = schedule(() => {
      const started = performance.now();
      this.#running = this.tick()
        .catch(this.#options.onError)
        // The next tick is due a tick after this one started, however long this one took.
        .finally(() => this.#schedule(Math.max(0, this.#options.tickMs - (performance.now() - started))));
    }, delay);
  }
}
