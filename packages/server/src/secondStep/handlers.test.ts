import {
  guessLimits,
  messages,
  refusalMessages,
  ruleMessages,
  verifyOtpResponseSchema,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, otpCodes, sessions, telegramLinks, users } from '../db/schema.ts';
import { testPassword, type TestUser } from '../testing/app.ts';
import { codeTtlMs, maxWrongTries } from './codes.ts';
import { boxes, createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';

let clock = new Date('2026-03-01T10:00:00Z');
let t: SecondStepTestApp;

beforeAll(async () => {
  t = await createSecondStepTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** A player with the Telegram step on, linked to chat `chat-<username>`. */
async function telegramPlayer(): Promise<TestUser> {
  const user = await t.createUser({ role: 'user', otpStatusTelegram: 1 });
  await t.context.db
    .update(users)
    .set({ telegramChatId: `chat-${user.username}` })
    .where(eq(users.id, user.id));
  return { ...user, telegramChatId: `chat-${user.username}` };
}

/** Password login of a Telegram user: the temporary token; the code is now in the outbox. */
async function startLogin(user: TestUser): Promise<string> {
  const login = await t.call('POST', '/api/login', {
    body: { username: user.username, password: testPassword },
  });
  expect(login.body.message).toBe(refusalMessages.secondStepRequired);
  return (login.body.data as { token: string }).token;
}

const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('login with the Telegram second step', () => {
  it('sends a 6-digit code to the linked chat and verify-otp opens the session', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    expect(t.outbox.recent(1)[0]?.chatId).toBe(`chat-${user.username}`);
    const verified = await t.call('POST', '/api/verify-otp', {
      token,
      body: { ...boxes(t.lastCode()), token },
    });
    expect(verified.status).toBe(200);
    const data = v.parse(verifyOtpResponseSchema, verified.body).data;
    expect(data.user?.username).toBe(user.username);
    expect(data.user?.refreshToken).not.toBe('');
    const info = await t.call('GET', '/api/user-info', { token: data.user?.token ?? '' });
    expect(info.status).toBe(200);
    const logins = await t.context.db.select().from(activityLogs).where(eq(activityLogs.userId, user.id));
    expect(logins.map((row) => row.type)).toEqual(['login']);
  });

  it('stores the code hashed', async () => {
    const user = await telegramPlayer();
    await startLogin(user);
    const [stored] = await t.context.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{16}\$[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(t.lastCode());
    expect(stored?.expiresAt.getTime()).toBe(clock.getTime() + codeTtlMs);
  });

  it('refuses a wrong code with a clear message, and the code still works after it', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    const code = t.lastCode();
    const wrong = await t.call('POST', '/api/verify-otp', {
      token,
      body: { ...boxes(wrongCodeOf(code)), token },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(refusalMessages.codeWrong);
    expect(wrong.body.data).toEqual({ message: refusalMessages.codeWrong });
    const right = await t.call('POST', '/api/verify-otp', { token, body: { ...boxes(code), token } });
    expect(right.status).toBe(200);
  });

  it('kills the code after its wrong tries, even for the right code', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    const code = t.lastCode();
    const statuses: number[] = [];
    for (let i = 0; i < maxWrongTries; i += 1) {
      statuses.push(
        (await t.call('POST', '/api/verify-otp', { token, body: { ...boxes(wrongCodeOf(code)), token } }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array<number>(maxWrongTries - 1).fill(400), 429]);
    const right = await t.call('POST', '/api/verify-otp', { token, body: { ...boxes(code), token } });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(refusalMessages.codeTooManyTries);
  });

  it('caps wrong codes per account: new codes do not buy more tries, and the lock runs out', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    const verify = (code: string) =>
      t.call('POST', '/api/verify-otp', { token, body: { ...boxes(code), token } });
    const resend = () => t.call('POST', '/api/resend-telegram-otp', { token, body: { token } });
    const statuses: number[] = [];
    // Each new code allows maxWrongTries wrong tries; the account allows guessLimits.code.maxFailures in all.
    for (let i = 0; i < guessLimits.code.maxFailures; i += 1) {
      if (i % maxWrongTries === 0) expect((await resend()).status).toBe(200);
      statuses.push((await verify(wrongCodeOf(t.lastCode()))).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await resend()).status).toBe(200);
    const locked = await verify(t.lastCode());
    expect(locked).toMatchObject({ status: 429, body: { message: refusalMessages.codeLocked } });
    expect(locked.body.data).toEqual({ message: refusalMessages.codeLocked });
    const started = clock;
    clock = new Date(started.getTime() + guessLimits.code.lockMinutes * 60_000 + 1000);
    try {
      expect((await resend()).status).toBe(200);
      expect((await verify(t.lastCode())).status).toBe(200);
    } finally {
      clock = started;
    }
  });

  it('refuses an expired code', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    const code = t.lastCode();
    const started = clock;
    clock = new Date(started.getTime() + codeTtlMs + 1000);
    try {
      const late = await t.call('POST', '/api/verify-otp', { token, body: { ...boxes(code), token } });
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(refusalMessages.codeExpired);
    } finally {
      clock = started;
    }
  });

  it('uses a code once', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    const code = t.lastCode();
    expect((await t.call('POST', '/api/verify-otp', { token, body: { ...boxes(code), token } })).status).toBe(
      200,
    );
    // The session is no longer pending, so its temporary token has done its work.
    const again = await t.call('POST', '/api/verify-otp', { token, body: { ...boxes(code), token } });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(refusalMessages.sessionEnded);
    const resend = await t.call('POST', '/api/resend-telegram-otp', { token, body: { token } });
    expect(resend.status).toBe(401);
  });

  it('validates the six boxes', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    const missing = await t.call('POST', '/api/verify-otp', { token, body: { ...boxes('12345'), token } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ruleMessages.otpDigit);
    const letter = await t.call('POST', '/api/verify-otp', { token, body: { ...boxes('12345a'), token } });
    expect(letter.body.message).toBe(ruleMessages.otpDigit);
  });

  it('takes only the temporary token, and the temporary token nothing else', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    const access = await t.signIn(await telegramPlayer());
    const withAccess = await t.call('POST', '/api/verify-otp', {
      token: access,
      body: { ...boxes('123456'), token: access },
    });
    expect(withAccess.status).toBe(401);
    expect(
      (await t.call('POST', '/api/verify-otp', { body: { ...boxes('123456'), token } })).body.message,
    ).toBe(messages.noAuthToken);
    const info = await t.call('GET', '/api/user-info', { token });
    expect(info.status).toBe(401);
    expect(info.body.message).toBe(refusalMessages.secondStepRequired);
  });

  it('rate limits verify-otp per account, from one address or many', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    const body = { ...boxes('000000'), token };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await t.call('POST', '/api/verify-otp', { token, body, ip: `192.0.2.${i}` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('resend-telegram-otp', () => {
  it('sends a new code and the old one stops working', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    const resent = await t.call('POST', '/api/resend-telegram-otp', { token, body: { token } });
    expect(resent.status).toBe(200);
    const second = t.lastCode();
    const codes = await t.context.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, user.id))
      .orderBy(otpCodes.createdAt);
    expect(codes.map((code) => code.consumedAt !== null)).toEqual([true, false]);
    expect(
      (await t.call('POST', '/api/verify-otp', { token, body: { ...boxes(second), token } })).status,
    ).toBe(200);
  });

  it('needs the token field and the temporary token', async () => {
    const user = await telegramPlayer();
    const token = await startLogin(user);
    expect((await t.call('POST', '/api/resend-telegram-otp', { token, body: {} })).status).toBe(400);
    const access = await t.signIn(user);
    expect(
      (await t.call('POST', '/api/resend-telegram-otp', { token: access, body: { token } })).status,
    ).toBe(401);
  });

  it('sends to an unlinked demo user through the outbox under a label', async () => {
    const user = await t.createUser({ role: 'user', otpStatusTelegram: 1 });
    await startLogin(user);
    expect(t.outbox.recent(1)[0]?.chatId).toBe(`unlinked:${user.username}`);
  });
});

describe('signed-in Telegram settings', () => {
  it('disables the Telegram step with a code sent after login', async () => {
    const user = await telegramPlayer();
    const token = await t.signIn(user);
    expect((await t.call('POST', '/api/resend-telegram-otp-after-login', { token })).status).toBe(200);
    const code = t.lastCode();
    const wrong = await t.call('POST', '/api/disable-telegram-otp', {
      token,
      body: { ...boxes(wrongCodeOf(code)), token },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(refusalMessages.codeWrong);
    const done = await t.call('POST', '/api/disable-telegram-otp', {
      token,
      body: { ...boxes(code), token },
    });
    expect(done.status).toBe(200);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ otpStatusTelegram: 0, authMethod: 0, telegramChatId: null });
  });

  it('refuses both calls when Telegram is off, and a login code cannot disable', async () => {
    const plain = await t.signIn(await t.createUser({ role: 'user' }));
    const resend = await t.call('POST', '/api/resend-telegram-otp-after-login', { token: plain });
    expect(resend.status).toBe(400);
    expect(resend.body.message).toBe(refusalMessages.telegramNotEnabled);
    const disable = await t.call('POST', '/api/disable-telegram-otp', {
      token: plain,
      body: { ...boxes('123456'), token: plain },
    });
    expect(disable.body.message).toBe(refusalMessages.telegramNotEnabled);

    const user = await telegramPlayer();
    await startLogin(user);
    const loginCode = t.lastCode();
    const token = await t.signIn(user);
    const crossed = await t.call('POST', '/api/disable-telegram-otp', {
      token,
      body: { ...boxes(loginCode), token },
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe(refusalMessages.codeMissing);
  });

  it('check-user-password returns a connection id only for the right password', async () => {
    const user = await t.createUser({ role: 'dl' });
    const token = await t.signIn(user);
    const empty = await t.call('POST', '/api/check-user-password', { token, body: { password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.loginPasswordRequired);
    const wrong = await t.call('POST', '/api/check-user-password', {
      token,
      body: { password: 'Wrong1234' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(refusalMessages.passwordIncorrect);
    const right = await t.call('POST', '/api/check-user-password', {
      token,
      body: { password: testPassword },
    });
    expect(right.status).toBe(200);
    const { gkey } = right.body.data as { gkey: string };
    const [link] = await t.context.db.select().from(telegramLinks).where(eq(telegramLinks.gkey, gkey));
    expect(link?.userId).toBe(user.id);
    expect(
      (await t.call('POST', '/api/check-user-password', { body: { password: testPassword } })).status,
    ).toBe(401);
  });

  it('makes each connection id of 128 random bits, none repeated', async () => {
    const token = await t.signIn(await t.createUser({ role: 'user' }));
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const checked = await t.call('POST', '/api/check-user-password', {
        token,
        body: { password: testPassword },
      });
      const { gkey } = checked.body.data as { gkey: string };
      expect(gkey).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(gkey, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      seen.add(gkey);
    }
    expect(seen.size).toBe(3);
  });

  it('keeps the pending session pending until the code is right', async () => {
    const user = await telegramPlayer();
    await startLogin(user);
    const pending = await t.context.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(pending.map((row) => row.pendingSecondStep)).toEqual([true]);
  });
});

describe('GET dev/outbox', () => {
  it('shows the last messages, newest first, without a token', async () => {
    const user = await telegramPlayer();
    await startLogin(user);
    const outbox = await t.call('GET', '/api/dev/outbox');
    expect(outbox.status).toBe(200);
    const [newest] = outbox.body.data as { chatId: string; text: string }[];
    expect(newest?.chatId).toBe(`chat-${user.username}`);
    expect(newest?.text).toContain(t.lastCode());
  });
});
