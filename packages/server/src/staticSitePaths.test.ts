import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app.ts';

/**
 * A checkout as an attacker hopes to find it: secrets and source-control metadata beside the build, and
 * (worst case) inside it. Every file outside the build says OUTSIDE, every metadata file says GIT.
 */
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-paths-'));
  const files: Record<string, string> = {
    'package.json': '{"name":"OUTSIDE"}',
    '.env': 'JWT_SECRET=OUTSIDE',
    '.git/HEAD': 'ref: refs/heads/GIT',
    '.git/config': '[core] GIT',
    'site/app/index.html': '<div id="root"></div>',
    'site/app/.env': 'JWT_SECRET=GIT',
    'site/app/.git/HEAD': 'ref: refs/heads/GIT',
    'site/app/assets/index-abc123.js': 'console.log("asset-file")',
    'site/app/assets/chunks/route-def456.js': 'console.log("listed-file")',
    'site/app/assets/.git/HEAD': 'ref: refs/heads/GIT',
    'site/storybook/index.html': '<title>Storybook</title>',
    'site/storybook/sb-addons/addon-listed.js': 'console.log("listed-file")',
    'site/storybook/.git/config': '[core] GIT',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  t = await createTestApp({
    env: { APP_DIR: join(dir, 'site/app'), STORYBOOK_DIR: join(dir, 'site/storybook') },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function get(url: string) {
  return t.app.inject({ url });
}

describe('the static site serves its build and nothing else', () => {
  it.each([
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
    '/%2e%2e%2fpackage.json',
    '/%252e%252e%252fpackage.json',
    '/assets/../../package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%5c..%5cpackage.json',
    '/storybook/../../package.json',
    '/storybook/..%2f..%2f.env',
    '/storybook/%2e%2e/%2e%2e/.env',
    '/..%2f..%2f.env',
    '/%2e%2e/',
  ])('never answers a file outside the build for %s', async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain('OUTSIDE');
    // The app's page (the single-page fallback) or a refusal: nothing else.
    if (response.statusCode === 200) expect(response.body).toBe('<div id="root"></div>');
  });

  it.each(['/.git/HEAD', '/.git/config', '/.env', '/assets/.git/HEAD', '/storybook/.git/config', '/.git/'])(
    'never answers source-control metadata or dotfiles for %s',
    async (url) => {
      const response = await get(url);
      expect(response.body).not.toMatch(/GIT|OUTSIDE/);
      if (response.statusCode === 200) expect(response.body).toBe('<div id="root"></div>');
    },
  );

  it.each(['/assets/', '/assets/chunks/', '/assets/chunks', '/storybook/sb-addons/', '/storybook/sb-addons'])(
    'lists no directory for %s',
    async (url) => {
      const response = await get(url);
      expect(response.body).not.toMatch(/listed-file|route-def456|addon-listed/);
      expect(response.statusCode).not.toBe(500);
    },
  );

  it('serves the build itself, so the refusals are the paths’', async () => {
    expect((await get('/assets/index-abc123.js')).body).toBe('console.log("asset-file")');
    expect((await get('/assets/chunks/route-def456.js')).body).toBe('console.log("listed-file")');
    expect((await get('/storybook/')).body).toBe('<title>Storybook</title>');
  });
});
