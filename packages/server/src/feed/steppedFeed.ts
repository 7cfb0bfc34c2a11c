import type { CatalogSink } from './sink.ts';
import { SimulatorFeed, type SimulatorFeedOptions } from './simulatorFeed.ts';
import type { Feed } from './types.ts';

export interface SteppedFeedOptions extends Omit<SimulatorFeedOptions, 'now' | 'schedule'> {
  /** The simulated time of tick 0; each tick stands for `tickMs` after it, however long the test took. */
  startsAt: Date;
}

/**
 * The simulator for tests (FEED=stepped): it announces the starting events on start (tick 0) and then
 * ticks only when `step` is called, so what a test sees depends on the ticks it asked for, never on how
 * long it ran. Its time moves with the ticks too: an upcoming match starts after its number of ticks.
 */
export class SteppedFeed implements Feed {
  readonly #feed: SimulatorFeed;
  /** Steps run one after another, and none before the start's tick is applied. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(sink: CatalogSink, options: SteppedFeedOptions) {
    const startsAt = options.startsAt.getTime();
    this.#feed = new SimulatorFeed(sink, {
      ...options,
      now: () => new Date(startsAt + this.#feed.simulator.tick * options.tickMs),
    });
  }

  /** Ticks run so far (1 once started: tick 0 announced the catalog). */
  get tick(): number {
    return this.#feed.simulator.tick;
  }

  /** The inner feed's own start (its timer) is never called: only `step` ticks after tick 0. */
  async start(): Promise<void> {
    await this.#enqueue(async () => {
      await this.#feed.prepare();
      await this.#feed.tick();
    });
  }

  /** Runs `ticks` ticks, resolving once their messages are applied; gives the ticks run so far. */
  async step(ticks: number): Promise<number> {
    let reached = 0;
    await this.#enqueue(async () => {
      for (let index = 0; index < ticks; index += 1) await this.#feed.tick();
      reached = this.tick;
    });
    return reached;
  }

  async stop(): Promise<void> {
    await this.#queue.catch(() => undefined);
    await this.#feed.stop();
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    const done = this.#queue.catch(() => undefined).then(work);
    this.#queue = done;
    return done;
  }
}
