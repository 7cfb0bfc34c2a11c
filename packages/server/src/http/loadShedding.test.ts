import { contract } from '@exchange/domain';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { urlOf } from './handlers.ts';
import { registerLoadShedding } from './loadShedding.ts';

/**
 * Which requests load shedding refuses when the database queue is full (the event loop's limit goes through
 * the same choice): API calls, but never GET health, a page or an asset. A page refused would show the player
 * the raw JSON refusal instead of the app (seen in CI: /admin/login answered 503 just after a busy start).
 */
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function overloadedServer() {
  const app = Fastify();
  await registerLoadShedding(app, {
    databaseLoad: () => ({ active: 10, waiting: 1000, oldestWaitMs: 5000 }),
  });
  const balanceUrl = urlOf(contract.getUserBalance);
  app.get(balanceUrl, { config: { endpoint: contract.getUserBalance } }, () => ({ ok: true }));
  app.get(urlOf(contract.health), { config: { endpoint: contract.health } }, () => ({ ok: true }));
  app.get('/admin/login', (_request, reply) =>
    reply.type('text/html').send('<!doctype html><title>App</title>'),
  );
  app.get('/assets/app.js', (_request, reply) => reply.type('text/javascript').send('export {};'));
  close = () => app.close();
  return { app, balanceUrl };
}

describe('load shedding', () => {
  it('refuses an API call with 503 server_busy and Retry-After', async () => {
    const { app, balanceUrl } = await overloadedServer();
    const answer = await app.inject({ method: 'GET', url: balanceUrl });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toMatchObject({ error: true, code: 'server_busy' });
  });

  it('still serves GET health, the app pages and their assets', async () => {
    const { app } = await overloadedServer();
    expect((await app.inject({ method: 'GET', url: urlOf(contract.health) })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/admin/login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>App</title>');
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
  });
});
