import { isAdminPath, type Role } from '@exchange/domain';
import {
  sessionFields as fields,
  sessionStorageKey as key,
  type PanelSide,
  type SessionField,
} from './storageKeys.ts';

/**
 * Spec 6: "Non-user roles use admin storage and /admin paths"; spec 4: "Logout clears the token, refresh token
 * and user type of the admin or player side, depending on whether the page path contains admin."
 */
export type { PanelSide } from './storageKeys.ts';

export function sideOfPath(pathname: string): PanelSide {
  return isAdminPath(pathname) ? 'admin' : 'player';
}

/** What one side keeps between page loads. */
export interface StoredSession {
  readonly token: string;
  readonly refreshToken: string;
  readonly sessionId: string;
  readonly userType: Role;
}

/** One side's tokens in the given storage (the browser's localStorage in the app). */
export interface SessionStorage {
  readonly side: PanelSide;
  token(): string | null;
  refreshToken(): string | null;
  sessionId(): string | null;
  /** Spec 4: "a temporary token is kept and the code-verification step starts". */
  pendingToken(): string | null;
  save(session: StoredSession): void;
  /** After a refresh: the new pair, the rest unchanged. */
  saveTokens(tokens: { token: string; refreshToken: string }): void;
  savePendingToken(token: string): void;
  clearPendingToken(): void;
  clear(): void;
}

export function sessionStorageFor(storage: Storage, side: PanelSide): SessionStorage {
  const read = (field: SessionField) => storage.getItem(key(side, field)) || null;
  return {
    side,
    token: () => read('token'),
    refreshToken: () => read('refreshToken'),
    sessionId: () => read('sessionId'),
    pendingToken: () => read('pendingToken'),
    save(session) {
      storage.removeItem(key(side, 'pendingToken'));
      storage.setItem(key(side, 'token'), session.token);
      storage.setItem(key(side, 'refreshToken'), session.refreshToken);
      storage.setItem(key(side, 'sessionId'), session.sessionId);
      storage.setItem(key(side, 'userType'), session.userType);
    },
    saveTokens(tokens) {
      storage.setItem(key(side, 'token'), tokens.token);
      storage.setItem(key(side, 'refreshToken'), tokens.refreshToken);
    },
    savePendingToken: (token) => storage.setItem(key(side, 'pendingToken'), token),
    clearPendingToken: () => storage.removeItem(key(side, 'pendingToken')),
    clear() {
      for (const field of fields) storage.removeItem(key(side, field));
    },
  };
}
