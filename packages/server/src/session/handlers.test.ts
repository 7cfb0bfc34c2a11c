import { privilegeIds, refusalMessages } from '@exchange/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';
import { loginRateLimit } from './handlers.ts';

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let player: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin', username: 'Rootadmin' });
  agent = await t.createUser({ role: 'dl', parent: admin, username: 'Agentone' });
  player = await t.createUser({ role: 'user', parent: agent, username: 'Playerone' });
});
afterAll(() => t.close());

const login = (path: string, username: string, password = testPassword) =>
  t.call('POST', `/api/${path}`, { body: { username, password } });

describe('POST login and login-admin', () => {
  it('signs a player in with tokens, a session and the spec fields', async () => {
    const { status, body } = await login('login', 'Playerone');
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(body.data).toMatchObject({
      _id: player.id,
      username: 'Playerone',
      role: 'user',
      auth_method: 0,
      otpStatusTelegram: 0,
    });
    const data = body.data as { token: string; refreshToken: string; sessionId: string };
    expect(data.token.split('.')).toHaveLength(3);
    expect(data.refreshToken.length).toBeGreaterThan(30);
  });

  it('takes usernames case-insensitively', async () => {
    expect((await login('login', 'playerONE')).status).toBe(200);
  });

  it('signs an operator in on login-admin only', async () => {
    expect((await login('login-admin', 'Agentone')).status).toBe(200);
    const onPlayerSide = await login('login', 'Agentone');
    expect(onPlayerSide).toMatchObject({
      status: 403,
      body: { error: true, message: refusalMessages.playerOnly },
    });
    const playerOnAdminSide = await login('login-admin', 'Playerone');
    expect(playerOnAdminSide.body.message).toBe(refusalMessages.operatorOnly);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await login('login', 'Playerone', 'Wrong1234');
    const unknown = await login('login', 'Nobodyhere', 'Wrong1234');
    expect(wrong).toMatchObject({ status: 401, body: { message: refusalMessages.invalidCredentials } });
    expect(unknown).toMatchObject({ status: 401, body: { message: refusalMessages.invalidCredentials } });
  });

  it('checks the password exactly as typed: in another case or with a space added it is refused (ASVS 6.2.8)', async () => {
    await t.createUser({ role: 'user', parent: agent, username: 'Exactplayer' });
    const typed = [
      testPassword.toLowerCase(),
      testPassword.toUpperCase(),
      `${testPassword} `,
      ` ${testPassword}`,
    ];
    for (const password of typed) {
      const refused = await login('login', 'Exactplayer', password);
      expect([password, refused.status, refused.body.message]).toEqual([
        password,
        401,
        refusalMessages.invalidCredentials,
      ]);
    }
    expect((await login('login', 'Exactplayer')).status).toBe(200);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const missing = await t.call('POST', '/api/login', { body: { username: 'Playerone' } });
    expect(missing).toMatchObject({ status: 400, body: { error: true, message: 'password is required' } });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: true });
  });

  it('refuses a locked user', async () => {
    await t.createUser({ role: 'user', parent: agent, username: 'Lockedone', userLocked: true });
    expect((await login('login', 'Lockedone')).body.message).toBe(refusalMessages.userLocked);
  });

  it('keeps one session per user: a new login ends the old one and tells its device', async () => {
    const first = (await login('login', 'Playerone')).body.data as { token: string; sessionId: string };
    const pushesBefore = t.pushes.length;
    const second = (await login('login', 'Playerone')).body.data as { token: string; sessionId: string };
    // Spec 4: the push names the session that holds the account now; the old device, whose id differs, leaves.
    expect(t.pushes.slice(pushesBefore)).toEqual([
      { userId: player.id, event: 'logout', payload: { sessionId: second.sessionId } },
    ]);
    const old = await t.call('GET', '/api/user-info', { token: first.token });
    expect(old).toMatchObject({ status: 401, body: { message: refusalMessages.sessionEnded } });
    expect((await t.call('GET', '/api/user-info', { token: second.token })).status).toBe(200);
  });

  it('starts the second step for a Telegram user: a temporary token good for nothing else', async () => {
    await t.createUser({ role: 'user', parent: agent, username: 'Telegramone', otpStatusTelegram: 1 });
    const { status, body } = await login('login', 'Telegramone');
    expect(status).toBe(200);
    const data = body.data as { token: string; refreshToken: string; otpStatusTelegram: number };
    expect(data.otpStatusTelegram).toBe(1);
    expect(data.refreshToken).toBe('');
    const info = await t.call('GET', '/api/user-info', { token: data.token });
    expect(info).toMatchObject({ status: 401, body: { message: refusalMessages.secondStepRequired } });
  });
});

describe('tokens', () => {
  it('answers 401 jwt malformed and jwt expired, and No auth token without one', async () => {
    expect((await t.call('GET', '/api/user-info')).body.message).toBe('No auth token');
    expect((await t.call('GET', '/api/user-info', { token: 'not.a.jwt' })).body.message).toBe(
      'jwt malformed',
    );
    const expired = await new SignJWT({ sid: 'x', role: 'user', kind: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(player.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'));
    const answer = await t.call('GET', '/api/user-info', { token: expired });
    expect(answer).toMatchObject({ status: 401, body: { message: 'jwt expired' } });
  });

  it('rotates refresh tokens and ends the session when an old one comes back', async () => {
    const signedIn = (await login('login', 'Playerone')).body.data as { refreshToken: string };
    const rotated = await t.call('POST', '/api/refresh-token', { body: { token: signedIn.refreshToken } });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data as { token: string; refreshToken: string };
    expect(fresh.refreshToken).not.toBe(signedIn.refreshToken);
    expect((await t.call('GET', '/api/user-info', { token: fresh.token })).status).toBe(200);

    const replay = await t.call('POST', '/api/refresh-token', { body: { token: signedIn.refreshToken } });
    expect(replay).toMatchObject({ status: 401, body: { message: refusalMessages.refreshTokenReused } });
    // The theft ends the session for everyone holding its tokens, sockets included, and says why.
    const after = await t.call('GET', '/api/user-info', { token: fresh.token });
    expect(after).toMatchObject({ status: 401, body: { data: { sessionEnded: 'revoked' } } });
    expect(t.endedSessions).toContain((signedIn as { sessionId?: string }).sessionId);
    const unknown = await t.call('POST', '/api/refresh-token', { body: { token: 'made-up' } });
    expect(unknown.body.message).toBe('Token not exist');
  });
});

describe('GET user-info', () => {
  it('describes the signed-in user without tokens', async () => {
    const token = await t.signIn(agent);
    const { body } = await t.call('GET', '/api/user-info', { token });
    expect(body.data).toMatchObject({ _id: agent.id, username: 'Agentone', role: 'dl' });
    expect(body.data).not.toHaveProperty('token');
  });

  it("gives an operator's held privileges (the Super Admin all of them) and a player none", async () => {
    const master = await t.createUser({ role: 'mdl', parent: admin, privileges: [4, 5] });
    const privilegesOf = async (user: TestUser) =>
      (
        (await t.call('GET', '/api/user-info', { token: await t.signIn(user) })).body.data as {
          privileges?: number[];
        }
      ).privileges;
    expect(await privilegesOf(master)).toEqual([4, 5]);
    expect(await privilegesOf(admin)).toEqual(privilegeIds);
    expect(await privilegesOf(player)).toBeUndefined();
  });
});

describe('maintenance', () => {
  it('answers player calls with the maintenance flag while operators keep working', async () => {
    const playerToken = await t.signIn(player);
    const adminToken = await t.signIn(admin);
    await t.database.db.insert(settings).values({ name: 'maintenance', value: true });
    try {
      const playerCall = await t.call('GET', '/api/user-info', { token: playerToken });
      expect(playerCall).toMatchObject({ status: 503, body: { data: { maintenance: true } } });
      expect((await login('login', 'Playerone')).body.data).toEqual({ maintenance: true });
      expect((await t.call('GET', '/api/user-info', { token: adminToken })).status).toBe(200);
    } finally {
      await t.database.db.delete(settings);
    }
  });
});

describe('brute force', () => {
  it('rate limits logins per typed name with a clear 429', async () => {
    const attempts = [];
    for (let i = 0; i <= loginRateLimit.max; i += 1)
      attempts.push(await login('login', 'Ratelimited', 'Wrong1234'));
    expect(attempts.at(-1)).toMatchObject({
      status: 429,
      body: { message: refusalMessages.tooManyRequests },
    });
  });
});

describe('first login', () => {
  it('allows only user-info and the password change until a created user has changed its passwords', async () => {
    const fresh = await t.createUser({
      role: 'user',
      parent: agent,
      username: 'Newplayer',
      mustChangePassword: true,
    });
    const signedIn = await login('login', 'Newplayer');
    const data = signedIn.body.data as { token: string; changePasswordRequired: boolean };
    expect(data.changePasswordRequired).toBe(true);
    expect((await t.call('GET', '/api/user-info', { token: data.token })).status).toBe(200);
    const blocked = await t.call('GET', '/api/get-user-stake', { token: data.token });
    expect(blocked).toMatchObject({
      status: 403,
      body: { message: refusalMessages.firstLoginChangeRequired, data: { changePasswordRequired: true } },
    });
    const changed = await t.call('POST', '/api/add-transaction-password', {
      token: data.token,
      body: { password: 'Fresh1234', passwordConfirmation: 'Fresh1234', transactionPassword: 'Txn12345' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/api/get-user-stake', { token: data.token })).status).toBe(200);
    expect(fresh.mustChangePassword).toBe(true);
  });
});

describe('rate limits of signed-in code calls', () => {
  it('count per user and IP: one user running out leaves another on the same IP untouched', async () => {
    const first = await t.createUser({ role: 'user', parent: agent, username: 'Limitedone' });
    const second = await t.createUser({ role: 'user', parent: agent, username: 'Limitedtwo' });
    const firstToken = await t.signIn(first);
    const tries = [];
    for (let i = 0; i < 11; i += 1) {
      tries.push(
        await t.call('POST', '/api/check-user-password', {
          token: firstToken,
          body: { password: 'Wrong1234' },
        }),
      );
    }
    expect(tries.at(-1)).toMatchObject({ status: 429, body: { message: refusalMessages.tooManyRequests } });
    const other = await t.call('POST', '/api/check-user-password', {
      token: await t.signIn(second),
      body: { password: testPassword },
    });
    expect(other.status).toBe(200);
  });
});
