import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

let t: TestApp;
let app: FastifyInstance;
/** Every chunk the logger wrote, as written. */
const written: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The same server as production's, logging at its default level into a stream the test reads.
  const config = loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test' });
  app = await buildApp({ ...t.context, config }, { logStream: { write: (line) => void written.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** A username that would forge a log entry if written raw. */
const forging = 'evil\n{"level":60,"msg":"forged entry","reqId":"req-999"}';

describe('request logs', () => {
  it('writes each entry as one JSON line with time, level and request id, a newline in input included', async () => {
    written.length = 0;
    await app.inject({ method: 'POST', url: '/api/login', payload: { username: forging, password: 'x' } });
    await app.inject({ url: `/api/get-user-detail?username=${encodeURIComponent(forging)}` });
    await app.inject({ url: `/api/no-such-call/${encodeURIComponent(forging)}` });
    // Our own log statements put input in fields, never in the message: the same stream, the same escaping.
    app.log.child({ reqId: 'req-test' }).warn({ username: forging }, 'login refused');

    expect(written.length).toBeGreaterThanOrEqual(7);
    for (const chunk of written) {
      expect(chunk.endsWith('\n'), chunk).toBe(true);
      expect(chunk.slice(0, -1), chunk).not.toContain('\n');
      const entry = JSON.parse(chunk) as { time: unknown; level: unknown; reqId?: unknown; msg?: unknown };
      expect(typeof entry.time, chunk).toBe('number');
      expect(typeof entry.level, chunk).toBe('number');
      expect(entry.reqId, chunk).toEqual(expect.any(String));
      expect(entry.msg, chunk).not.toBe('forged entry');
    }
    const refused = written
      .map((chunk) => JSON.parse(chunk) as { username?: string })
      .find((entry) => entry.username);
    expect(refused?.username).toBe(forging);
  });
});
