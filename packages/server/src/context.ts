import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './auth/tokens.ts';
import type { LiveBoard } from './exchange/board.ts';

/** Pushes events to a user's private socket room (socket.io in the server, a recorder in tests). */
export interface Notifier {
  toUser(userId: string, event: string, payload: unknown): void;
  /** Disconnects every socket opened with these sessions' tokens: an ended session hears nothing more. */
  endSessions(sessionIds: readonly string[]): void;
}

/** What every route and service gets: the database, token signing, configuration and the socket pusher. */
export interface AppContext {
  db: Database;
  tokens: TokenService;
  config: Config;
  notify: Notifier;
  /** The latest prices, statuses and scores the odds feed publishes. */
  board: LiveBoard;
  now(): Date;
}
