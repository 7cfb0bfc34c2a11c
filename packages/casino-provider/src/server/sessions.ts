import { randomBytes } from 'node:crypto';
import type { GameCode } from '../games/catalog.ts';

export interface PlayerSession {
  readonly id: string;
  /** The operator's launch token: every wallet call of this player carries it. */
  readonly token: string;
  readonly playerId: string;
  readonly currency: string;
  readonly gameCode: GameCode;
  lastUsedMs: number;
  /** A round is under way: one at a time per session, so a double click cannot stake twice. */
  busy: boolean;
}

/** How long a game session lives without a round or a look at the balance. */
export const sessionIdleMs = 2 * 60 * 60 * 1000;

/**
 * The game pages' sessions, made once the operator has authenticated the launch token. The page holds
 * the session id (256 random bits) and sends it as a bearer token; the launch token stays on the server.
 */
export class SessionStore {
  readonly #sessions = new Map<string, PlayerSession>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  create(fields: Omit<PlayerSession, 'id' | 'lastUsedMs' | 'busy'>): PlayerSession {
    this.#sweep();
    const session = { ...fields, id: randomBytes(32).toString('hex'), lastUsedMs: this.#now(), busy: false };
    this.#sessions.set(session.id, session);
    return session;
  }

  get(id: string): PlayerSession | undefined {
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    if (this.#now() - session.lastUsedMs > sessionIdleMs) {
      this.#sessions.delete(id);
      return undefined;
    }
    session.lastUsedMs = this.#now();
    return session;
  }

  end(id: string): void {
    this.#sessions.delete(id);
  }

  #sweep(): void {
    const now = this.#now();
    for (const [id, session] of this.#sessions) {
      if (now - session.lastUsedMs > sessionIdleMs) this.#sessions.delete(id);
    }
  }
}
