import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramLinks, users } from '../db/schema.ts';
import { createTestApp, testPassword } from '../testing/app.ts';
import { Outbox } from './outbox.ts';
import { setTelegramClient } from './telegram.ts';
import { boxes, createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';
import { connectedReply, startReply, unknownIdReply } from './webhook.ts';

let clock = new Date('2026-03-01T10:00:00Z');
let t: SecondStepTestApp;
const secret = 'webhook-secret';
const headers = { 'x-telegram-bot-api-secret-token': secret };

beforeAll(async () => {
  t = await createSecondStepTestApp({ now: () => clock, webhookSecret: secret });
});
afterAll(() => t.close());

const update = (chatId: number, text: string) => ({
  update_id: 1,
  message: { message_id: 1, chat: { id: chatId }, text },
});

async function gkeyFor(token: string): Promise<string> {
  const checked = await t.call('POST', '/api/check-user-password', {
    token,
    body: { password: testPassword },
  });
  return (checked.body.data as { gkey: string }).gkey;
}

describe('POST telegram/webhook', () => {
  it('answers /start with the instructions', async () => {
    const answer = await t.call('POST', '/api/telegram/webhook', { headers, body: update(501, '/start') });
    expect(answer.status).toBe(200);
    expect(t.outbox.recent(1)[0]).toMatchObject({ chatId: '501', text: startReply });
  });

  it('links the chat on /connect <gkey>; the next login asks for a code sent there', async () => {
    const user = await t.createUser({ role: 'user' });
    const gkey = await gkeyFor(await t.signIn(user));
    await t.call('POST', '/api/telegram/webhook', { headers, body: update(502, `/connect ${gkey}`) });
    expect(t.outbox.recent(1)[0]).toMatchObject({ chatId: '502', text: connectedReply });
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ telegramChatId: '502', otpStatusTelegram: 1, authMethod: 1 });
    expect(await t.context.db.select().from(telegramLinks).where(eq(telegramLinks.gkey, gkey))).toEqual([]);

    const login = await t.call('POST', '/api/login', {
      body: { username: user.username, password: testPassword },
    });
    const { token, otpStatusTelegram } = login.body.data as { token: string; otpStatusTelegram: number };
    expect(otpStatusTelegram).toBe(1);
    expect(t.outbox.recent(1)[0]?.chatId).toBe('502');
    expect(
      (await t.call('POST', '/api/verify-otp', { token, body: { ...boxes(t.lastCode()), token } })).status,
    ).toBe(200);
  });

  it('refuses an unknown, used or expired connection id', async () => {
    const user = await t.createUser({ role: 'user' });
    const token = await t.signIn(user);
    await t.call('POST', '/api/telegram/webhook', { headers, body: update(503, '/connect nope') });
    expect(t.outbox.recent(1)[0]).toMatchObject({ chatId: '503', text: unknownIdReply });
    await t.call('POST', '/api/telegram/webhook', { headers, body: update(503, '/connect') });
    expect(t.outbox.recent(1)[0]?.text).toBe(unknownIdReply);

    const gkey = await gkeyFor(token);
    const started = clock;
    clock = new Date(started.getTime() + 11 * 60 * 1000);
    try {
      await t.call('POST', '/api/telegram/webhook', { headers, body: update(504, `/connect ${gkey}`) });
    } finally {
      clock = started;
    }
    expect(t.outbox.recent(1)[0]?.text).toBe(unknownIdReply);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ telegramChatId: null, otpStatusTelegram: 0 });
  });

  it('accepts updates it does not act on without replying', async () => {
    const before = t.outbox.recent(100).length;
    expect((await t.call('POST', '/api/telegram/webhook', { headers, body: { update_id: 2 } })).status).toBe(
      200,
    );
    expect(
      (await t.call('POST', '/api/telegram/webhook', { headers, body: update(505, 'hello') })).status,
    ).toBe(200);
    expect(t.outbox.recent(100)).toHaveLength(before);
  });

  it('refuses a caller without the secret token', async () => {
    const user = await t.createUser({ role: 'user' });
    const gkey = await gkeyFor(await t.signIn(user));
    const forged = await t.call('POST', '/api/telegram/webhook', { body: update(506, `/connect ${gkey}`) });
    expect(forged.status).toBe(401);
    const wrong = await t.call('POST', '/api/telegram/webhook', {
      headers: { 'x-telegram-bot-api-secret-token': 'guess' },
      body: update(506, `/connect ${gkey}`),
    });
    expect(wrong.status).toBe(401);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.telegramChatId).toBeNull();
  });
});

describe('POST telegram/webhook without a secret', () => {
  /** An app with `env`, whose bot messages land in an outbox the test reads. */
  async function appWith(env: Record<string, string>) {
    const app = await createTestApp({ env });
    const sent = new Outbox(null);
    setTelegramClient(app.context, sent);
    return { app, sent };
  }

  it('refuses every update while a bot token is set, so nobody makes the bot message a chat', async () => {
    const { app, sent } = await appWith({ TELEGRAM_BOT_TOKEN: '123456:ABC-def_ghi' });
    try {
      for (const headers of [
        {},
        { 'x-telegram-bot-api-secret-token': '' },
        { 'x-telegram-bot-api-secret-token': 'guess' },
      ]) {
        const answer = await app.app.inject({
          method: 'POST',
          url: '/api/telegram/webhook',
          headers,
          payload: update(601, '/start'),
        });
        expect(answer.statusCode).toBe(401);
      }
      expect(sent.recent(100)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuses every update in production, bot token or not', async () => {
    const { app, sent } = await appWith({ NODE_ENV: 'production' });
    try {
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        payload: update(602, '/start'),
      });
      expect(answer.statusCode).toBe(401);
      expect(sent.recent(100)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('answers the offline demo, whose bot is the local outbox', async () => {
    const { app, sent } = await appWith({});
    try {
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        payload: update(603, '/start'),
      });
      expect(answer.statusCode).toBe(200);
      expect(sent.recent(1)[0]).toMatchObject({ chatId: '603', text: startReply });
    } finally {
      await app.close();
    }
  });
});
