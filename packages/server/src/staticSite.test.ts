import Fastify from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStaticSite } from './staticSite.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-site-'));
  await mkdir(join(dir, 'app/assets'), { recursive: true });
  await mkdir(join(dir, 'storybook'), { recursive: true });
  await writeFile(join(dir, 'app/index.html'), '<div id="root"></div>');
  await writeFile(join(dir, 'app/assets/index-abc123.js'), 'console.log(1)');
  await writeFile(join(dir, 'app/assets/index-abc123.js.br'), 'brotli bytes');
  await writeFile(join(dir, 'storybook/index.html'), '<title>Storybook</title>');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function site(dirs: { appDir?: string; storybookDir?: string }) {
  const app = Fastify();
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: true, message: 'Not found' }));
  app.get('/api/user-info', () => ({ error: false }));
  await serveStaticSite(app, { appDir: dirs.appDir, storybookDir: dirs.storybookDir });
  return app;
}

describe('serveStaticSite', () => {
  it('serves the app at / and its page for any app path, so deep links and reloads work', async () => {
    const app = await site({ appDir: join(dir, 'app'), storybookDir: join(dir, 'storybook') });
    for (const url of ['/', '/login', '/activity-log?x=1', '/no/such/page']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good', async () => {
    const app = await site({ appDir: join(dir, 'app') });
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy of the build to a browser that accepts it, the file itself otherwise', async () => {
    const app = await site({ appDir: join(dir, 'app'), storybookDir: join(dir, 'storybook') });
    const compressed = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps the APIs and Storybook: unknown API paths are JSON 404s, not the app', async () => {
    const app = await site({ appDir: join(dir, 'app'), storybookDir: join(dir, 'storybook') });
    expect((await app.inject({ url: '/api/user-info' })).json()).toEqual({ error: false });
    const unknown = await app.inject({ url: '/api/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: true, message: 'Not found' });
    expect((await app.inject({ url: '/data/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/storybook/' })).body).toBe('<title>Storybook</title>');
  });

  it('serves a file the app is rebuilt with while the server runs', async () => {
    const app = await site({ appDir: join(dir, 'app'), storybookDir: join(dir, 'storybook') });
    await writeFile(join(dir, 'app/assets/route-def456.js'), 'console.log(2)');
    await writeFile(join(dir, 'app/favicon.ico'), 'icon');
    const script = await app.inject({ url: '/assets/route-def456.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(2)');
    expect((await app.inject({ url: '/favicon.ico' })).body).toBe('icon');
  });

  it('answers a missing file with a 404, not the page in its place', async () => {
    const app = await site({ appDir: join(dir, 'app'), storybookDir: join(dir, 'storybook') });
    for (const url of [
      '/assets/index-old999.js',
      '/robots.txt',
      '/assets/..%2f..%2fstorybook%2findex.html',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toMatch(/id="root"|Storybook/);
    }
  });

  it('sends / to Storybook when there is no app build', async () => {
    const app = await site({ storybookDir: join(dir, 'storybook') });
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/storybook/');
  });
});
