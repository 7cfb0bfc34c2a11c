import { afterEach, describe, expect, it } from 'vitest';
import { accessTokenSource, refreshMarginMs, tokenExpiry, type TokenPair } from './accessToken.ts';
import { sessionStorageFor } from './storage.ts';

afterEach(() => localStorage.clear());

/** A JWT-shaped token expiring at `exp` seconds (only the claims matter to the client). */
function jwt(exp: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp })}.signature`;
}

const now = 1_700_000_000_000;
const player = () => sessionStorageFor(localStorage, 'player');

function signIn(token: string) {
  player().save({ token, refreshToken: 'refresh-1', sessionId: 's1', userType: 'user' });
}

describe('tokenExpiry', () => {
  it('reads the exp claim in milliseconds, and null for anything else', () => {
    expect(tokenExpiry(jwt(1_700_000_900))).toBe(1_700_000_900_000);
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});

describe('accessTokenSource', () => {
  it('has no token when signed out', async () => {
    const source = accessTokenSource({ storage: player, refresh: () => Promise.reject(), now: () => now });
    await expect(source()).resolves.toBeNull();
  });

  it('sends a fresh token as it is', async () => {
    const fresh = jwt((now + refreshMarginMs * 5) / 1000);
    signIn(fresh);
    const refreshed: string[] = [];
    const source = accessTokenSource({
      storage: player,
      refresh: async (token) => {
        refreshed.push(token);
        return { token: 'x', refreshToken: 'y' };
      },
      now: () => now,
    });
    await expect(source()).resolves.toBe(fresh);
    expect(refreshed).toEqual([]);
  });

  it('swaps a token about to expire once for every waiting call, and stores the new pair', async () => {
    signIn(jwt((now + 10_000) / 1000));
    const refreshed: string[] = [];
    let finish: (pair: TokenPair) => void = () => undefined;
    const source = accessTokenSource({
      storage: player,
      refresh: (token) => {
        refreshed.push(token);
        return new Promise((resolve) => (finish = resolve));
      },
      now: () => now,
    });
    const calls = [source(), source(), source()];
    finish({ token: 'access-2', refreshToken: 'refresh-2' });
    await expect(Promise.all(calls)).resolves.toEqual(['access-2', 'access-2', 'access-2']);
    expect(refreshed).toEqual(['refresh-1']);
    expect([player().token(), player().refreshToken()]).toEqual(['access-2', 'refresh-2']);
  });

  it('sends the old token when the refresh is refused, so the server ends the session', async () => {
    const expired = jwt((now - 1_000) / 1000);
    signIn(expired);
    const source = accessTokenSource({
      storage: player,
      refresh: () => Promise.reject(new Error('Token not exist')),
      now: () => now,
    });
    await expect(source()).resolves.toBe(expired);
    expect(player().refreshToken()).toBe('refresh-1');
  });
});
