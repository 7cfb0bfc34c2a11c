import { refusalMessages } from '@exchange/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdleLimitMs, sessionLifetimeMs } from '../auth/sessionLimits.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';

let clock = new Date('2026-05-01T08:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const minutes = (count: number) => count * 60_000;

let t: TestApp;
let player: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  player = await t.createUser({ role: 'user' });
});
afterAll(() => t.close());

interface Tokens {
  token: string;
  refreshToken: string;
}

async function signIn(): Promise<Tokens> {
  const login = await t.call('POST', '/api/login', {
    body: { username: player.username, password: testPassword },
  });
  expect(login.status).toBe(200);
  return login.body.data as Tokens;
}

let calls = 0;
/** Each refresh from its own address: the route's rate limit counts per address, and this test is quick. */
async function refresh(tokens: Tokens) {
  calls += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/refresh-token',
    remoteAddress: `10.20.0.${calls}`,
    payload: { token: tokens.refreshToken },
  });
  return {
    status: response.statusCode,
    body: response.json<{ message: string; data: unknown }>(),
  };
}

describe('the idle limit', () => {
  it('refuses a refresh after 30 minutes without one, and takes one just before', async () => {
    expect(sessionIdleLimitMs).toBe(minutes(30));
    const first = await signIn();
    advance(sessionIdleLimitMs - 1000);
    const kept = await refresh(first);
    expect(kept.status).toBe(200);
    // Each refresh starts the idle time again: the new token has its own 30 minutes.
    advance(sessionIdleLimitMs);
    const idle = await refresh(kept.body.data as Tokens);
    expect(idle).toMatchObject({ status: 401, body: { message: refusalMessages.refreshTokenInvalid } });
  });
});

describe('the absolute limit', () => {
  it('ends a session 12 hours after sign-in however often it is refreshed', async () => {
    expect(sessionLifetimeMs).toBe(minutes(12 * 60));
    let tokens = await signIn();
    // As an open page does: a refresh every 20 minutes, well inside the idle limit, for 11 h 40.
    for (let elapsed = 0; elapsed < minutes(11 * 60 + 40); elapsed += minutes(20)) {
      advance(minutes(20));
      const refreshed = await refresh(tokens);
      expect(refreshed.status, `after ${elapsed + minutes(20)} ms`).toBe(200);
      tokens = refreshed.body.data as Tokens;
    }
    // A refresh a minute before the end still works, but its access token lasts only that minute.
    advance(minutes(19));
    const last = await refresh(tokens);
    expect(last.status).toBe(200);
    tokens = last.body.data as Tokens;
    const { iat, exp } = decodeJwt(tokens.token);
    expect((exp ?? 0) - (iat ?? 0)).toBe(60);

    advance(minutes(1));
    const ended = await refresh(tokens);
    expect(ended).toMatchObject({ status: 401, body: { message: refusalMessages.refreshTokenInvalid } });
  });
});
