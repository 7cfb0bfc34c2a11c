import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { logRedaction } from '../logSafety.ts';
import { lazyRequestLogger } from './requestLogger.ts';

/** A logger at `level` writing into `lines`, with the app's redaction, and its `child` counted. */
function loggerInto(lines: Record<string, unknown>[], level: string) {
  const logger = pino(
    { level, redact: logRedaction },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const child = vi.spyOn(logger, 'child');
  return { logger, child };
}

describe('a request logger made only when used', () => {
  it('makes no child for a request that writes nothing at the kept levels', () => {
    const lines: Record<string, unknown>[] = [];
    const { logger, child } = loggerInto(lines, 'warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-1' }, {});
    log.info('incoming request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it("writes a kept line as the request's own child would, bindings and redaction included", () => {
    const lines: Record<string, unknown>[] = [];
    const { logger, child } = loggerInto(lines, 'warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-2' }, {});
    log.warn({ password: 'Secret123' }, 'login refused');
    log.error('second line');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-2', password: '[redacted]', msg: 'login refused' },
      { level: 50, reqId: 'req-2', msg: 'second line' },
    ]);
  });

  it("keeps a route's own level", async () => {
    const lines: Record<string, unknown>[] = [];
    const { logger } = loggerInto(lines, 'warn');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyRequestLogger });
    app.get('/chatty', { logLevel: 'info' }, (request) => {
      request.log.info('kept at the route level');
      return { ok: true };
    });
    app.get('/quiet', (request) => {
      request.log.info('not kept');
      return { ok: true };
    });
    await app.inject({ url: '/chatty' });
    await app.inject({ url: '/quiet' });
    await app.close();
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain('kept at the route level');
    expect(messages).not.toContain('not kept');
    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);
  });
});
