import { privilege, privilegeIds, refusalMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema.ts';
import { testPassword, type TestUser } from '../testing/app.ts';
import { resetTelegramNotice } from './reset.ts';
import { boxes, createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';
import { totpCode } from './totp.ts';

const clock = new Date('2026-03-01T10:00:00Z');
let t: SecondStepTestApp;
let agent: TestUser;
let agentToken: string;

beforeAll(async () => {
  t = await createSecondStepTestApp({ now: () => clock });
  const admin = await t.createUser({ role: 'admin', privileges: [...privilegeIds] });
  agent = await t.createUser({ role: 'dl', parent: admin, privileges: [privilege.userPasswordChange] });
  agentToken = await t.signIn(agent);
});
afterAll(() => t.close());

const reset = (username: string, transactionPassword = testPassword) =>
  t.call('POST', '/api/reset-second-step', {
    token: agentToken,
    body: { username, transactionPassword },
  });

const login = (user: TestUser) =>
  t.call('POST', '/api/login', { body: { username: user.username, password: testPassword } });

async function rowOf(user: TestUser) {
  const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
  return row;
}

describe('POST reset-second-step', () => {
  it('switches off a lost authenticator app: the user is signed out with the reason, signs in with its password, and the act is audited', async () => {
    const player = await t.createUser({ role: 'user', parent: agent });
    const token = await t.signIn(player);
    const enrolled = await t.call('POST', '/api/totp-enrol', { token, body: { password: testPassword } });
    const { secret } = enrolled.body.data as { secret: string };
    await t.call('POST', '/api/totp-verify', { token, body: boxes(totpCode(secret, clock)) });
    expect((await login(player)).body.message).toBe(refusalMessages.secondStepRequired);

    expect(await reset(player.username)).toMatchObject({ status: 200, body: { error: false } });
    const told = await t.call('GET', '/api/user-info', { token });
    expect(told).toMatchObject({ status: 401, body: { data: { sessionEnded: 'secondStepReset' } } });
    expect(await rowOf(player)).toMatchObject({ authMethod: 0, totpSecret: null, otpStatusTelegram: 0 });
    const again = await login(player);
    expect(again).toMatchObject({ status: 200, body: { message: 'Login successful' } });

    const audited = await t.context.db.select().from(auditLog).where(eq(auditLog.targetUserId, player.id));
    expect(audited).toEqual([
      expect.objectContaining({
        actorId: agent.id,
        action: 'resetSecondStep',
        detail: { username: player.username, method: 'authenticator' },
      }),
    ]);
  });

  it('switches off Telegram codes too, and tells the linked chat', async () => {
    const player = await t.createUser({ role: 'user', parent: agent, otpStatusTelegram: 1 });
    await t.context.db.update(users).set({ telegramChatId: '9001' }).where(eq(users.id, player.id));
    expect((await reset(player.username)).status).toBe(200);
    expect(await rowOf(player)).toMatchObject({ authMethod: 0, otpStatusTelegram: 0, telegramChatId: null });
    expect(t.outbox.recent(1)[0]).toMatchObject({ chatId: '9001', text: resetTelegramNotice });
    expect((await login(player)).status).toBe(200);
  });

  it('refuses a wrong transaction password, and a user without a second step, changing nothing', async () => {
    const player = await t.createUser({ role: 'user', parent: agent, otpStatusTelegram: 1 });
    const wrong = await reset(player.username, 'Wrong1234');
    expect(wrong).toMatchObject({ status: 400, body: { code: 'transaction_password_incorrect' } });
    expect(await rowOf(player)).toMatchObject({ otpStatusTelegram: 1 });

    const plain = await t.createUser({ role: 'user', parent: agent });
    expect(await reset(plain.username)).toMatchObject({ status: 400, body: { code: 'nothing_to_change' } });
  });
});
