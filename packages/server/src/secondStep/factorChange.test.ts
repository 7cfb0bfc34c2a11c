import { refusalMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { testPassword, type TestUser } from '../testing/app.ts';
import { boxes, createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';
import { totpCode } from './totp.ts';

let clock = new Date('2026-03-01T10:00:00Z');
/** The authenticator's next 30-second step: a code is taken once. */
const nextStep = () => {
  clock = new Date(clock.getTime() + 30_000);
};
let t: SecondStepTestApp;

beforeAll(async () => {
  t = await createSecondStepTestApp({ now: () => clock });
});
afterAll(() => t.close());

/**
 * A second open session of the account, as one that got in before a change would be. Sign-in keeps one
 * session per account, so it is made here directly.
 */
async function anotherOpenSession(user: TestUser): Promise<{ sessionId: string; token: string }> {
  const [session] = await t.context.db
    .insert(sessions)
    .values({ userId: user.id, ip: '10.9.9.9', createdAt: clock })
    .returning({ id: sessions.id });
  if (!session) throw new Error('no session');
  const token = await t.context.tokens.sign({
    userId: user.id,
    sessionId: session.id,
    role: user.role,
    kind: 'access',
  });
  return { sessionId: session.id, token };
}

/** Password login of a user with a second step: the code step's temporary token and its session. */
async function startLogin(user: TestUser): Promise<{ sessionId: string; token: string }> {
  const login = await t.call('POST', '/api/login', {
    body: { username: user.username, password: testPassword },
  });
  expect(login.body.message).toBe(refusalMessages.secondStepRequired);
  return login.body.data as { sessionId: string; token: string };
}

async function telegramPlayer(): Promise<TestUser> {
  const user = await t.createUser({ role: 'user', otpStatusTelegram: 1 });
  await t.context.db.update(users).set({ telegramChatId: '7001' }).where(eq(users.id, user.id));
  return user;
}

/** What the other session now hears, and the reason stored for it. */
async function expectEnded(other: { sessionId: string; token: string }, path: string) {
  const refused = await t.call(path === 'user-info' ? 'GET' : 'POST', `/api/${path}`, {
    token: other.token,
    ...(path === 'verify-otp' && { body: { ...boxes('123456'), token: other.token } }),
  });
  expect(refused).toMatchObject({ status: 401, body: { data: { sessionEnded: 'secondStepChanged' } } });
  expect(t.endedSessions).toContain(other.sessionId);
  const [row] = await t.context.db.select().from(sessions).where(eq(sessions.id, other.sessionId));
  expect(row?.endedReason).toBe('secondStepChanged');
}

describe('a changed second step', () => {
  it("switching the authenticator app on ends the account's other sessions and keeps this one", async () => {
    const user = await t.createUser({ role: 'user' });
    const token = await t.signIn(user);
    const other = await anotherOpenSession(user);
    const enrolled = await t.call('POST', '/api/totp-enrol', { token, body: { password: testPassword } });
    const { secret } = enrolled.body.data as { secret: string };
    const on = await t.call('POST', '/api/totp-verify', { token, body: boxes(totpCode(secret, clock)) });
    expect(on.status).toBe(200);
    await expectEnded(other, 'user-info');
    expect((await t.call('GET', '/api/user-info', { token })).status).toBe(200);
  });

  it('switching the authenticator app off ends a code step begun with it, and keeps this one', async () => {
    const user = await t.createUser({ role: 'user' });
    const token = await t.signIn(user);
    const enrolled = await t.call('POST', '/api/totp-enrol', { token, body: { password: testPassword } });
    const { secret } = enrolled.body.data as { secret: string };
    await t.call('POST', '/api/totp-verify', { token, body: boxes(totpCode(secret, clock)) });
    nextStep();
    const waiting = await startLogin(user);
    const off = await t.call('POST', '/api/totp-disable', { token, body: boxes(totpCode(secret, clock)) });
    expect(off.status).toBe(200);
    await expectEnded(waiting, 'verify-otp');
    expect((await t.call('GET', '/api/user-info', { token })).status).toBe(200);
  });

  it('switching the Telegram code off ends a code step begun with it, and keeps this one', async () => {
    const user = await telegramPlayer();
    const token = await t.signIn(user);
    const waiting = await startLogin(user);
    await t.call('POST', '/api/resend-telegram-otp-after-login', { token });
    const off = await t.call('POST', '/api/disable-telegram-otp', {
      token,
      body: { ...boxes(t.lastCode()), token },
    });
    expect(off.status).toBe(200);
    await expectEnded(waiting, 'verify-otp');
    expect((await t.call('GET', '/api/user-info', { token })).status).toBe(200);
  });

  it('linking another Telegram chat ends the code steps waiting for the old one, and keeps this one', async () => {
    const user = await telegramPlayer();
    const token = await t.signIn(user);
    const waiting = await startLogin(user);
    const checked = await t.call('POST', '/api/check-user-password', {
      token,
      body: { password: testPassword },
    });
    const { gkey } = checked.body.data as { gkey: string };
    const linked = await t.call('POST', '/api/telegram/webhook', {
      body: { update_id: 1, message: { message_id: 1, chat: { id: 7002 }, text: `/connect ${gkey}` } },
    });
    expect(linked.status).toBe(200);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.telegramChatId).toBe('7002');
    await expectEnded(waiting, 'verify-otp');
    expect((await t.call('GET', '/api/user-info', { token })).status).toBe(200);
  });
});
