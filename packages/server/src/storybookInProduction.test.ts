import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app.ts';

/**
 * docs/adr/0021-storybook-in-production.md: a production server does not serve Storybook on the app's
 * origin, even when STORYBOOK_DIR names a build; outside production it does, as `npm start` shows it.
 */
let dir: string;
const storybookPage = '<title>Storybook</title>';
const appPage = '<div id="root"></div>';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storybook-production-'));
  await mkdir(join(dir, 'app/assets'), { recursive: true });
  await mkdir(join(dir, 'storybook/sb-addons'), { recursive: true });
  await writeFile(join(dir, 'app/index.html'), appPage);
  await writeFile(join(dir, 'storybook/index.html'), storybookPage);
  await writeFile(join(dir, 'storybook/iframe.html'), storybookPage);
  await writeFile(join(dir, 'storybook/sb-addons/addon.js'), 'console.log("storybook")');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function appWith(env: Record<string, string>, check: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ env });
  try {
    await check(t);
  } finally {
    await t.close();
  }
}

const storybookPaths = [
  '/storybook/',
  '/storybook/index.html',
  '/storybook/iframe.html',
  '/storybook/sb-addons/addon.js',
];

describe('Storybook in production', () => {
  it('is not served by a production server, even with STORYBOOK_DIR set; the app still is', async () => {
    const env = { NODE_ENV: 'production', APP_DIR: join(dir, 'app'), STORYBOOK_DIR: join(dir, 'storybook') };
    await appWith(env, async (t) => {
      for (const url of storybookPaths) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('Storybook');
        expect(response.body, url).not.toContain('storybook');
      }
      const page = await t.app.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(appPage);
    });
  });

  it('is not where a production server without the app sends `/`', async () => {
    await appWith({ NODE_ENV: 'production', STORYBOOK_DIR: join(dir, 'storybook') }, async (t) => {
      const response = await t.app.inject({ url: '/' });
      expect(response.headers.location).toBeUndefined();
      expect(response.statusCode).toBe(404);
      expect((await t.app.inject({ url: '/storybook/' })).statusCode).toBe(404);
    });
  });

  it('is served at /storybook/ outside production, as `npm start` runs the server', async () => {
    const env = { NODE_ENV: 'development', APP_DIR: join(dir, 'app'), STORYBOOK_DIR: join(dir, 'storybook') };
    await appWith(env, async (t) => {
      for (const url of storybookPaths) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain(url.endsWith('.js') ? 'storybook' : storybookPage);
      }
    });
  });
});
