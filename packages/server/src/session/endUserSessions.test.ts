import { privilege, privilegeIds, refusalMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../auth/sessions.ts';
import { auditLog, sessions } from '../db/schema.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';
import { endUserSessionsRateLimit } from './handlers.ts';

let t: TestApp;
let agent: TestUser;
let player: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin', privileges: [...privilegeIds] });
  agent = await t.createUser({ role: 'dl', parent: admin, privileges: [privilege.userLock] });
  player = await t.createUser({ role: 'user', parent: agent });
});
afterAll(() => t.close());

const signOut = (token: string, username: string, transactionPassword = testPassword) =>
  t.call('POST', '/api/end-user-sessions', { token, body: { username, transactionPassword } });

describe('POST end-user-sessions', () => {
  it("ends the user's sessions and sockets with the reason, audits it, and keeps the operator's", async () => {
    const operatorToken = await t.signIn(agent);
    const signedIn = await openSession(t.context, player, '10.1.1.1');
    const done = await signOut(operatorToken, player.username);
    expect(done).toMatchObject({ status: 200, body: { error: false } });

    const after = await t.call('GET', '/api/user-info', { token: signedIn.token });
    expect(after).toMatchObject({ status: 401, body: { data: { sessionEnded: 'endedByUpline' } } });
    const refreshed = await t.call('POST', '/api/refresh-token', {
      body: { token: signedIn.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    expect(t.endedSessions).toContain(signedIn.sessionId);
    const [session] = await t.context.db.select().from(sessions).where(eq(sessions.id, signedIn.sessionId));
    expect(session?.endedReason).toBe('endedByUpline');

    const audited = await t.context.db.select().from(auditLog).where(eq(auditLog.targetUserId, player.id));
    expect(audited).toEqual([
      expect.objectContaining({
        actorId: agent.id,
        actingForId: agent.id,
        action: 'endSessions',
        detail: { username: player.username, sessions: 1 },
      }),
    ]);
    expect((await t.call('GET', '/api/user-info', { token: operatorToken })).status).toBe(200);
    // Signed out, not locked out: the user signs in again.
    const again = await t.call('POST', '/api/login', {
      body: { username: player.username, password: testPassword },
    });
    expect(again.status).toBe(200);
  });

  it('refuses a wrong transaction password and ends nothing', async () => {
    const operatorToken = await t.signIn(agent);
    const signedIn = await openSession(t.context, player, '10.1.1.2');
    const wrong = await signOut(operatorToken, player.username, 'Wrong1234');
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'transaction_password_incorrect', message: refusalMessages.invalidTransactionPassword },
    });
    expect((await t.call('GET', '/api/user-info', { token: signedIn.token })).status).toBe(200);
  });

  it('is rate limited per operator like the other calls confirmed with a password', async () => {
    const operator = await t.createUser({ role: 'dl', parent: agent, privileges: [privilege.userLock] });
    const below = await t.createUser({ role: 'user', parent: operator });
    const operatorToken = await t.signIn(operator);
    const statuses: number[] = [];
    for (let i = 0; i <= endUserSessionsRateLimit.max; i += 1) {
      statuses.push((await signOut(operatorToken, below.username)).status);
    }
    expect(statuses).toEqual([...Array<number>(endUserSessionsRateLimit.max).fill(200), 429]);
  });
});
