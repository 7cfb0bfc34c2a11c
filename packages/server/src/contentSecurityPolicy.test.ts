import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app.ts';

/**
 * Issue 14, item 9: the CSP header of the app's and Storybook's pages, over fixture builds shaped like the
 * real ones (the app's inline brand and loading scripts and its style element; Storybook's inline
 * configuration scripts). tests/e2e/csp.test.ts loads the real built app in Chromium.
 */

const appScripts = ['(function(){document.write("<link>")})()', 'var shell = "<div>{mode}</div>";'];
const appStyle = '.boot{display:grid}';
const storybookScripts = ["window['CONFIG_TYPE'] = 'PRODUCTION';", 'window.FEATURES = {};'];

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (scripts: string[], extra = '') =>
  `<!doctype html><html><head>${extra}${scripts.map((script) => `<script>${script}</script>`).join('\n')}` +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>';

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csp-'));
  await mkdir(join(dir, 'app/assets'), { recursive: true });
  await mkdir(join(dir, 'storybook'), { recursive: true });
  await writeFile(join(dir, 'app/index.html'), page(appScripts, `<style>${appStyle}</style>`));
  await writeFile(join(dir, 'storybook/index.html'), page(storybookScripts.slice(0, 1)));
  await writeFile(join(dir, 'storybook/iframe.html'), page(storybookScripts));
  t = await createTestApp({ env: { APP_DIR: join(dir, 'app'), STORYBOOK_DIR: join(dir, 'storybook') } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** The policy's directives by name. */
async function policyOf(url: string): Promise<Map<string, string[]>> {
  const response = await t.app.inject({ url });
  const header = String(response.headers['content-security-policy'] ?? '');
  expect(header, url).not.toBe('');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('Content-Security-Policy', () => {
  it("allows the app page's inline scripts by hash and no other, inline styles, and no framing", async () => {
    for (const url of ['/', '/login', '/admin/login']) {
      const policy = await policyOf(url);
      expect(policy.get('script-src'), url).toEqual(["'self'", ...appScripts.map(sha)]);
      expect(policy.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'none'"]);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
    }
  });

  it('allows each Storybook page its own inline scripts by hash, and framing by our origin only', async () => {
    const manager = await policyOf('/storybook/');
    expect(manager.get('script-src')).toEqual(["'self'", sha(storybookScripts[0] ?? '')]);
    expect(manager.get('frame-ancestors')).toEqual(["'self'"]);
    const preview = await policyOf('/storybook/iframe.html?id=button--primary');
    expect(preview.get('script-src')).toEqual(["'self'", ...storybookScripts.map(sha)]);
    expect(preview.get('frame-ancestors')).toEqual(["'self'"]);
    expect(preview.get('object-src')).toEqual(["'none'"]);
    expect(preview.get('base-uri')).toEqual(["'none'"]);
  });

  it('follows a rebuild of the app while the server runs', async () => {
    const rebuilt = ['var rebuilt = true;'];
    await writeFile(join(dir, 'app/index.html'), page(rebuilt));
    // A later modification time than the first write, on file systems with coarse timestamps too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(join(dir, 'app/index.html'), page(rebuilt));
    expect((await policyOf('/')).get('script-src')).toEqual(["'self'", sha('var rebuilt = true;')]);
  });

  it("gives the API reference page scripts from our origin only: its own assets, none of the app's hashes", async () => {
    for (const url of ['/api/reference/', '/api/reference/index.html']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      // The package's page has no inline script for a hash to allow: it loads its scripts from beside it.
      expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(response.body).toContain('src="./swagger-initializer.js"');
      const policy = await policyOf(url);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });

  it('puts the API answers under the policy too: they may not be framed', async () => {
    const policy = await policyOf('/api/user-info');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
  });

  it('gives every answer to a POST the same headers as a GET, with scripts from our origin only', async () => {
    const read = await t.app.inject({ url: '/api/user-info' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const posted = await t.app.inject({ method: 'POST', url: '/bet/placebet', payload: {} });
      const helmetHeaders = Object.keys(read.headers).filter(
        (name) => name.startsWith('x-') || name.startsWith('cross-origin') || name.endsWith('-policy'),
      );
      expect(helmetHeaders.length).toBeGreaterThan(5);
      for (const name of helmetHeaders.filter((header) => header !== 'content-security-policy')) {
        expect(posted.headers[name], name).toBe(read.headers[name]);
      }
      const policy = String(posted.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self'\s*;/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('sha256-');
    }
  });
});
