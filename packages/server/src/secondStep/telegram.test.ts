import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refusalMessages } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox.ts';
import { createBotApiClient, createTelegramClient, type FetchFunction } from './telegram.ts';

function fakeFetch(answer: { status: number; body: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl: FetchFunction = async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { calls, fetchImpl };
}

describe('the Bot API client', () => {
  it('posts sendMessage with the chat id and text', async () => {
    const { calls, fetchImpl } = fakeFetch({ status: 200, body: { ok: true, result: {} } });
    await createBotApiClient('123:abc', fetchImpl).sendMessage('42', 'Your code is 123456');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.telegram.org/bot123:abc/sendMessage');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ chat_id: '42', text: 'Your code is 123456' });
    expect(calls[0]?.init.redirect).toBe('error');
  });

  it("fails with Telegram's description and without the token", async () => {
    const { fetchImpl } = fakeFetch({
      status: 400,
      body: { ok: false, description: 'Bad Request: chat not found' },
    });
    const sending = createBotApiClient('123:secret', fetchImpl).sendMessage('42', 'hi');
    await expect(sending).rejects.toThrow('Telegram sendMessage failed (400): Bad Request: chat not found');
    await expect(sending).rejects.not.toThrow('secret');
  });
});

describe('choosing the client', () => {
  it('uses the Bot API when a token is set', async () => {
    const { calls, fetchImpl } = fakeFetch({ status: 200, body: { ok: true } });
    const client = createTelegramClient({ botToken: 't0k', dataDir: '/nowhere', fetchImpl });
    expect(client).not.toBeInstanceOf(Outbox);
    await client.sendMessage('1', 'x');
    expect(calls[0]?.url).toContain('/bott0k/');
  });

  it('refuses to send in production without one, writing no file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      const client = createTelegramClient({ botToken: undefined, dataDir: dir, production: true });
      expect(client).not.toBeInstanceOf(Outbox);
      await expect(client.sendMessage('7', 'Your code is 123456')).rejects.toMatchObject({
        code: 'telegram_not_configured',
        message: refusalMessages.telegramNotConfigured,
      });
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes to the outbox file under the data directory without one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      const client = createTelegramClient({ botToken: undefined, dataDir: dir });
      expect(client).toBeInstanceOf(Outbox);
      await client.sendMessage('7', 'first');
      await client.sendMessage('7', 'second');
      const lines = (await readFile(join(dir, 'telegram-outbox.jsonl'), 'utf8')).trim().split('\n');
      expect(lines.map((line) => (JSON.parse(line) as { text: string }).text)).toEqual(['first', 'second']);
      expect((client as Outbox).recent().map((message) => message.text)).toEqual(['second', 'first']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the outbox', () => {
  it('keeps only the last 50 messages in memory', async () => {
    const outbox = new Outbox(null);
    for (let i = 0; i < 55; i += 1) await outbox.sendMessage('1', `m${i}`);
    const kept = outbox.recent(100);
    expect(kept).toHaveLength(50);
    expect(kept[0]?.text).toBe('m54');
    expect(kept.at(-1)?.text).toBe('m5');
  });
});
