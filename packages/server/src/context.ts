import type { KeyObject } from 'node:crypto';
import type { ServerEventName, ServerPayload } from '@exchange/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './auth/tokens.ts';
import type { LiveBoard } from './exchange/board.ts';

/**
 * Pushes the users socket's declared events (contract/sockets.ts) to a user's private room (socket.io in
 * the server, a recorder in tests that checks each payload with its schema).
 */
export interface Notifier {
  toUser<E extends ServerEventName<'users'>>(
    userId: string,
    event: E,
    payload: ServerPayload<'users', E>,
  ): void;
  /**
   * Whether a push to the user would reach anyone now: a caller whose payload costs work to build asks
   * first (a placebet's two pushes were built for players with no socket open: 3% of the server's CPU).
   */
  listens(userId: string): boolean;
  /** Disconnects every socket opened with these sessions' tokens: an ended session hears nothing more. */
  endSessions(sessionIds: readonly string[]): void;
}

/**
 * What every route and service gets: the database, token signing, configuration, the socket pusher and the
 * key of the authenticator seeds.
 */
export interface AppContext {
  db: Database;
  tokens: TokenService;
  config: Config;
  notify: Notifier;
  /** The latest prices, statuses and scores the odds feed publishes. */
  board: LiveBoard;
  now(): Date;
  /** Seals and opens authenticator seeds at rest (secondStep/totpSeeds.ts); never leaves the process. */
  totpKey: KeyObject;
}
