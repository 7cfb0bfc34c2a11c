import { guessLimits, messages, refusalMessages, ruleMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { testPassword, type TestUser } from '../testing/app.ts';
import { boxes, createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';
import { totpCode } from './totp.ts';
import { openTotpSeed } from './totpSeeds.ts';

let clock = new Date('2026-03-01T10:00:00Z');
/** The authenticator's next 30-second step: a code is taken once, so each use needs a new one. */
const nextStep = () => {
  clock = new Date(clock.getTime() + 30_000);
};
let t: SecondStepTestApp;

beforeAll(async () => {
  t = await createSecondStepTestApp({ now: () => clock });
});
afterAll(() => t.close());

interface Enrolment {
  otpauthUrl: string;
  qrCode: string;
  secret: string;
}

async function enrol(user: TestUser): Promise<{ token: string; secret: string }> {
  const token = await t.signIn(user);
  const enrolled = await t.call('POST', '/api/totp-enrol', { token, body: { password: testPassword } });
  expect(enrolled.status).toBe(200);
  return { token, secret: (enrolled.body.data as Enrolment).secret };
}

async function activeUser(): Promise<{ user: TestUser; token: string; secret: string }> {
  const user = await t.createUser({ role: 'user' });
  const { token, secret } = await enrol(user);
  const verified = await t.call('POST', '/api/totp-verify', { token, body: boxes(totpCode(secret, clock)) });
  expect(verified.status).toBe(200);
  nextStep();
  return { user, token, secret };
}

async function startLogin(user: TestUser): Promise<string> {
  const login = await t.call('POST', '/api/login', {
    body: { username: user.username, password: testPassword },
  });
  expect(login.body.message).toBe(refusalMessages.secondStepRequired);
  return (login.body.data as { token: string }).token;
}

describe('POST totp-enrol', () => {
  it('returns the otpauth URL and its QR code, and stores the secret sealed without switching it on', async () => {
    const user = await t.createUser({ role: 'dl' });
    const token = await t.signIn(user);
    const enrolled = await t.call('POST', '/api/totp-enrol', { token, body: { password: testPassword } });
    const data = enrolled.body.data as Enrolment;
    expect(data.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Exchange:${user.username}\\?`));
    expect(data.otpauthUrl).toContain(`secret=${data.secret}`);
    expect(data.qrCode).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.authMethod).toBe(0);
    expect(openTotpSeed(t.context.totpKey, user.id, row?.totpSecret ?? '')).toBe(data.secret);
  });

  it('needs the login password', async () => {
    const token = await t.signIn(await t.createUser({ role: 'user' }));
    const empty = await t.call('POST', '/api/totp-enrol', { token, body: {} });
    expect(empty.body.message).toBe(messages.loginPasswordRequired);
    const wrong = await t.call('POST', '/api/totp-enrol', { token, body: { password: 'Wrong1234' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(refusalMessages.passwordIncorrect);
    expect((await t.call('POST', '/api/totp-enrol', { body: { password: testPassword } })).status).toBe(401);
  });

  it('refuses while another method is on', async () => {
    const token = await t.signIn(await t.createUser({ role: 'user', otpStatusTelegram: 1 }));
    const refused = await t.call('POST', '/api/totp-enrol', { token, body: { password: testPassword } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(refusalMessages.secondStepAlreadyOn);
  });
});

describe('POST totp-verify', () => {
  it('switches the app on with a right code only', async () => {
    const user = await t.createUser({ role: 'user' });
    const { token, secret } = await enrol(user);
    const code = totpCode(secret, clock);
    const wrong = await t.call('POST', '/api/totp-verify', {
      token,
      body: boxes(String((Number(code) + 1) % 1_000_000).padStart(6, '0')),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(refusalMessages.codeWrong);
    const bad = await t.call('POST', '/api/totp-verify', { token, body: boxes('12a456') });
    expect(bad.body.message).toBe(ruleMessages.otpDigit);
    expect((await t.call('POST', '/api/totp-verify', { token, body: boxes(code) })).status).toBe(200);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.authMethod).toBe(2);
  });

  it('refuses before enrolment', async () => {
    const token = await t.signIn(await t.createUser({ role: 'user' }));
    const refused = await t.call('POST', '/api/totp-verify', { token, body: boxes('123456') });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(refusalMessages.authenticatorNotEnrolled);
  });
});

describe('login with the authenticator app', () => {
  it('asks for the app code through verify-otp and sends nothing to Telegram', async () => {
    const { user, secret } = await activeUser();
    const sent = t.outbox.recent(100).length;
    const login = await t.call('POST', '/api/login', {
      body: { username: user.username, password: testPassword },
    });
    expect(login.body.message).toBe(refusalMessages.secondStepRequired);
    expect(t.outbox.recent(100)).toHaveLength(sent);
    const { token } = login.body.data as { token: string };
    const wrong = await t.call('POST', '/api/verify-otp', { token, body: { ...boxes('000000'), token } });
    expect(wrong.body.message).toBe(refusalMessages.codeWrong);
    const resend = await t.call('POST', '/api/resend-telegram-otp', { token, body: { token } });
    expect(resend.body.message).toBe(refusalMessages.telegramNotEnabled);
    const right = await t.call('POST', '/api/verify-otp', {
      token,
      body: { ...boxes(totpCode(secret, clock)), token },
    });
    expect(right.status).toBe(200);
    expect((right.body.data as { user: { auth_method: number } }).user.auth_method).toBe(2);
  });
});

describe('a used authenticator code', () => {
  it('is refused when it comes again, also in the next step, and the next code works', async () => {
    const { user, secret } = await activeUser();
    const code = totpCode(secret, clock);
    const verify = (token: string, typed: string) =>
      t.call('POST', '/api/verify-otp', { token, body: { ...boxes(typed), token } });
    expect((await verify(await startLogin(user), code)).status).toBe(200);
    const token = await startLogin(user);
    const again = await verify(token, code);
    expect(again).toMatchObject({ status: 400, body: { message: refusalMessages.codeUsed } });
    nextStep();
    // One step later the old code still lies in the clock-drift window: still refused as used.
    expect((await verify(token, code)).body.message).toBe(refusalMessages.codeUsed);
    expect((await verify(token, totpCode(secret, clock))).status).toBe(200);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpLastStep).toBe(Math.floor(clock.getTime() / 30_000));
  });
});

describe('the time window of an authenticator code', () => {
  it('refuses a code two steps old or ahead, and takes one a step old (±30 s for a phone clock)', async () => {
    const { user, secret } = await activeUser();
    nextStep();
    nextStep();
    const token = await startLogin(user);
    const verify = (at: number) =>
      t.call('POST', '/api/verify-otp', {
        token,
        body: { ...boxes(totpCode(secret, new Date(clock.getTime() + at))), token },
      });
    expect((await verify(-60_000)).body.message).toBe(refusalMessages.codeWrong);
    expect((await verify(60_000)).body.message).toBe(refusalMessages.codeWrong);
    expect((await verify(-30_000)).status).toBe(200);
  });
});

describe('wrong authenticator codes', () => {
  it('lock the code step after the limit: the right code is then refused until the lock runs out', async () => {
    const { user, secret } = await activeUser();
    const token = await startLogin(user);
    const verify = (typed: string) =>
      t.call('POST', '/api/verify-otp', { token, body: { ...boxes(typed), token } });
    const wrong = String((Number(totpCode(secret, clock)) + 500_000) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < guessLimits.code.maxFailures; i += 1) statuses.push((await verify(wrong)).status);
    expect(statuses).toEqual([...Array<number>(guessLimits.code.maxFailures - 1).fill(400), 429]);
    const right = await verify(totpCode(secret, clock));
    expect(right).toMatchObject({ status: 429, body: { message: refusalMessages.codeLocked } });
    clock = new Date(clock.getTime() + guessLimits.code.lockMinutes * 60_000);
    expect((await verify(totpCode(secret, clock))).status).toBe(200);
  });
});

describe('POST totp-disable', () => {
  it('switches the app off with a right code and forgets the secret', async () => {
    const { user, token, secret } = await activeUser();
    const wrong = await t.call('POST', '/api/totp-disable', { token, body: boxes('000000') });
    expect(wrong.body.message).toBe(refusalMessages.codeWrong);
    expect(
      (await t.call('POST', '/api/totp-disable', { token, body: boxes(totpCode(secret, clock)) })).status,
    ).toBe(200);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ authMethod: 0, totpSecret: null });
  });

  it('refuses when the app is not on', async () => {
    const token = await t.signIn(await t.createUser({ role: 'user' }));
    const refused = await t.call('POST', '/api/totp-disable', { token, body: boxes('123456') });
    expect(refused.body.message).toBe(refusalMessages.authenticatorNotEnrolled);
  });
});
