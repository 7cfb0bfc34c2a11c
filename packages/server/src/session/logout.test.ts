import { refusalMessages } from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, sessions } from '../db/schema.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';

let t: TestApp;
let agent: TestUser;
let player: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin });
  player = await t.createUser({ role: 'user', parent: agent });
});
afterAll(() => t.close());

/** A real sign-in through the login route: the tokens a browser would hold. */
async function signIn(user: TestUser) {
  const path = user.role === 'user' ? 'login' : 'login-admin';
  const { body } = await t.call('POST', `/api/${path}`, {
    body: { username: user.username, password: testPassword },
  });
  return body.data as { token: string; refreshToken: string; sessionId: string };
}

describe('POST logout', () => {
  it('ends the session: its access and refresh tokens are refused and its sockets are told to close', async () => {
    const session = await signIn(player);
    const logout = await t.call('POST', '/api/logout', { token: session.token });
    expect(logout).toMatchObject({ status: 200, body: { error: false } });

    const after = await t.call('GET', '/api/user-info', { token: session.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({
      message: refusalMessages.sessionEnded,
      data: { sessionEnded: 'logout' },
    });
    const refresh = await t.call('POST', '/api/refresh-token', { body: { token: session.refreshToken } });
    expect(refresh.status).toBe(401);
    expect(t.endedSessions).toContain(session.sessionId);

    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, session.sessionId));
    expect(row).toMatchObject({ endedReason: 'logout' });
    expect(row?.revokedAt).not.toBeNull();
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, player.id), eq(activityLogs.type, 'logout')));
    expect(logs).toHaveLength(1);
  });

  it('a second logout with the same token is refused and logs nothing more', async () => {
    const session = await signIn(agent);
    expect((await t.call('POST', '/api/logout', { token: session.token })).status).toBe(200);
    expect((await t.call('POST', '/api/logout', { token: session.token })).status).toBe(401);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, agent.id), eq(activityLogs.type, 'logout')));
    expect(logs).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await t.call('POST', '/api/logout')).status).toBe(401);
  });
});

describe('the refusal of an ended session says why', () => {
  it('a sign-in elsewhere: the first device is told it signed in on another device', async () => {
    const first = await signIn(player);
    const second = await signIn(player);
    const refused = await t.call('GET', '/api/user-info', { token: first.token });
    expect(refused.status).toBe(401);
    expect(refused.body.data).toEqual({ sessionEnded: 'login' });
    expect(t.endedSessions).toContain(first.sessionId);
    expect((await t.call('GET', '/api/user-info', { token: second.token })).status).toBe(200);
    // The first device's refresh token died with its session.
    const refresh = await t.call('POST', '/api/refresh-token', { body: { token: first.refreshToken } });
    expect(refresh.status).toBe(401);
  });
});

describe('a lock', () => {
  it("closes the sockets of the locked user's subtree and of no one else", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const dl = await t.createUser({ role: 'dl', parent: admin });
    const below = await t.createUser({ role: 'user', parent: dl });
    const operator = await signIn(admin);
    const playerSession = await signIn(below);
    const agentSession = await signIn(dl);
    const lock = await t.call('POST', '/api/update-user-status', {
      token: operator.token,
      body: { username: dl.username, userLock: true, transactionPassword: testPassword },
    });
    expect(lock.status).toBe(200);
    expect(t.endedSessions).toEqual(
      expect.arrayContaining([playerSession.sessionId, agentSession.sessionId]),
    );
    expect(t.endedSessions).not.toContain(operator.sessionId);
    expect((await t.call('GET', '/api/user-info', { token: playerSession.token })).body.message).toBe(
      refusalMessages.userLocked,
    );
  });
});
