import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.ts';

/** Whether GET /api/dev/outbox exists in an app built with these options. */
async function outboxAnswers(options: { demo: boolean; env?: Record<string, string> }): Promise<number> {
  const t = await createTestApp(options);
  try {
    return (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode;
  } finally {
    await t.close();
  }
}

describe('GET dev/outbox', () => {
  it('exists for the demo only', async () => {
    expect(await outboxAnswers({ demo: true })).toBe(200);
    expect(await outboxAnswers({ demo: false })).toBe(404);
  });

  it('never exists in production or with a real bot, even when the demo is asked for', async () => {
    expect(await outboxAnswers({ demo: true, env: { NODE_ENV: 'production' } })).toBe(404);
    expect(await outboxAnswers({ demo: true, env: { TELEGRAM_BOT_TOKEN: '123456:ABC-def_ghi' } })).toBe(404);
  });
});
