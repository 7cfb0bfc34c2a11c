import type { FeedMessage } from './messages.ts';

/** Where a feed's messages go: the catalog in the database and the live state on the board. */
export interface FeedSink {
  /** Applies one message; messages are applied in the order they were given, one at a time. */
  apply(message: FeedMessage): Promise<void>;
}

/** A source of feed messages that runs beside the API (the simulator, a provider's connection). */
export interface Feed {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A message the sink cannot apply (an unknown market, a price off the ladder): the feed's mistake. */
export class FeedRejection extends Error {}
