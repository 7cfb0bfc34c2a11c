import { privilegeIds, refusalMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { testPassword, type TestUser } from '../testing/app.ts';
import { boxes, createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';
import { totpCode } from './totp.ts';

const clock = new Date('2026-03-01T10:00:00Z');
let t: SecondStepTestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createSecondStepTestApp({ now: () => clock, env: { OPERATOR_SECOND_STEP: 'required' } });
  admin = await t.createUser({ role: 'admin', privileges: [...privilegeIds] });
});
afterAll(() => t.close());

async function signIn(path: 'login' | 'login-admin', user: TestUser) {
  const login = await t.call('POST', `/api/${path}`, {
    body: { username: user.username, password: testPassword },
  });
  return login as { status: number; body: { message: string; data: { token: string } } };
}

const userList = (token: string) => t.call('GET', '/api/get-user-list', { token });

describe('a second step required of operators (OPERATOR_SECOND_STEP=required)', () => {
  it('lets an operator without one sign in, but answers nothing else until it has set one up', async () => {
    const agent = await t.createUser({ role: 'dl', parent: admin, privileges: [...privilegeIds] });
    const login = await signIn('login-admin', agent);
    expect(login.status).toBe(200);
    const { token } = login.body.data;

    const info = await t.call('GET', '/api/user-info', { token });
    expect(info).toMatchObject({ status: 200, body: { data: { secondStepEnrolmentRequired: true } } });
    const refused = await userList(token);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: 'second_step_enrolment_required',
        message: refusalMessages.secondStepEnrolmentRequired,
        data: { secondStepEnrolmentRequired: true },
      },
    });
    expect((await t.call('GET', '/api/get-user-balance', { token })).status).toBe(403);

    // Setting up the authenticator app is allowed, and then everything is.
    const enrolled = await t.call('POST', '/api/totp-enrol', { token, body: { password: testPassword } });
    expect(enrolled.status).toBe(200);
    const { secret } = enrolled.body.data as { secret: string };
    const on = await t.call('POST', '/api/totp-verify', { token, body: boxes(totpCode(secret, clock)) });
    expect(on.status).toBe(200);
    expect((await userList(token)).status).toBe(200);
    const after = await t.call('GET', '/api/user-info', { token });
    expect(after.body.data).toMatchObject({ secondStepEnrolmentRequired: false, auth_method: 2 });
  });

  it('lets an operator with Telegram on work after its code, and asks nothing more of players', async () => {
    const agent = await t.createUser({
      role: 'dl',
      parent: admin,
      privileges: [...privilegeIds],
      otpStatusTelegram: 1,
    });
    await t.context.db.update(users).set({ telegramChatId: '8001' }).where(eq(users.id, agent.id));
    const login = await signIn('login-admin', agent);
    expect(login.body.message).toBe(refusalMessages.secondStepRequired);
    const pending = login.body.data.token;
    const verified = await t.call('POST', '/api/verify-otp', {
      token: pending,
      body: { ...boxes(t.lastCode()), token: pending },
    });
    const { token } = (verified.body.data as { user: { token: string } }).user;
    expect((await userList(token)).status).toBe(200);

    const player = await t.createUser({ role: 'user', parent: agent });
    const playerLogin = await signIn('login', player);
    expect(playerLogin.status).toBe(200);
    const stakes = await t.call('GET', '/api/get-user-stake', { token: playerLogin.body.data.token });
    expect(stakes.status).toBe(200);
  });
});
