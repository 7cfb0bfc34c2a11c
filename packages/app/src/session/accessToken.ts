import type { SessionStorage } from './storage.ts';

/** Refresh this long before the access token expires, so a call in flight never carries an expired one. */
export const refreshMarginMs = 60_000;

/** When a JWT expires (its `exp` claim, in ms), or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/**
 * The bearer token for the next call. Access tokens live minutes (ADR 0050): one about to expire is
 * swapped first through refresh-token, once for all calls waiting on it. When the swap fails the old token
 * is sent and the server's 'jwt expired' logs the user out, as spec 8 says.
 */
export function accessTokenSource(options: {
  storage: () => SessionStorage;
  refresh: (refreshToken: string) => Promise<TokenPair>;
  now: () => number;
}): () => Promise<string | null> {
  let pending: Promise<string> | null = null;
  return async () => {
    const storage = options.storage();
    const token = storage.token();
    if (!token) return null;
    const expiry = tokenExpiry(token);
    const refreshToken = storage.refreshToken();
    if (expiry === null || expiry - options.now() > refreshMarginMs || !refreshToken) return token;
    pending ??= options
      .refresh(refreshToken)
      .then(
        (pair) => {
          storage.saveTokens(pair);
          return pair.token;
        },
        () => token,
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
