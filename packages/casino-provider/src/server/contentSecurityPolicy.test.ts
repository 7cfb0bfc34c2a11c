import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ReferenceWallet } from '@exchange/wallet-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient } from '../protocol/walletClient.ts';
import { buildProviderApp } from './app.ts';

/**
 * Issue 37: the game page lives in the operator's frame and in no one else's. Its CSP names the
 * operator's origins in `frame-ancestors` (X-Frame-Options cannot name several) and lets the page load
 * only what it loads: its own scripts, styles, artwork and calls.
 */

const secret = 'provider-secret-of-at-least-32-characters';
const operatorOrigins = ['https://royal.example.com', 'https://lotus.example.com:8443'];
let wallet: ReferenceWallet;
let walletUrl: string;
let pageDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  wallet = new ReferenceWallet(secret);
  wallet.addPlayer('token-1', '100.00');
  walletUrl = await wallet.start();
  pageDir = await mkdtemp(join(tmpdir(), 'provider-page-'));
  await writeFile(
    join(pageDir, 'index.html'),
    '<!doctype html><html><head><meta name="launch-problem" content="" /></head><body></body></html>',
  );
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await wallet.stop();
  await rm(pageDir, { recursive: true });
});

async function providerApp(origins?: readonly string[], operatorOnThisMachine?: string) {
  const client = createWalletClient({ walletUrl, secret, retryDelaysMs: [5] });
  const app = await buildProviderApp({
    secret,
    wallet: client,
    pageDir,
    ...(origins && { operatorOrigins: origins }),
    operatorOnThisMachine,
  });
  apps.push(app);
  return app;
}

/** The policy's directives by name, each with its sources. */
function directivesOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe("the game page's Content-Security-Policy", () => {
  it('lets exactly the configured operator origins frame the page, launch and game alike', async () => {
    const app = await providerApp(operatorOrigins);
    const launch = await app.inject({ url: '/play/lucky-reels?token=token-1&brand=royal' });
    expect(launch.statusCode).toBe(303);
    const page = await app.inject({ url: '/game/lucky-reels?brand=royal' });
    expect(page.statusCode).toBe(200);
    const problem = await app.inject({ url: '/play/lucky-reels' });
    expect(problem.statusCode).toBe(400);
    for (const response of [launch, page, problem]) {
      expect(directivesOf(response.headers['content-security-policy']).get('frame-ancestors')).toEqual(
        operatorOrigins,
      );
      // Not X-Frame-Options: it names one origin at most, and CSP overrides it where both are sent.
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('loads only from the provider itself: scripts, styles, artwork, fonts and its calls', async () => {
    const app = await providerApp(operatorOrigins);
    const page = await app.inject({ url: '/game/lucky-zero' });
    const directives = directivesOf(page.headers['content-security-policy']);
    expect(Object.fromEntries(directives)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': operatorOrigins,
    });
  });

  it("lets the operator's site on this machine frame the page under the name the page was reached by", async () => {
    // As `npm start` runs the two: the wallet at 127.0.0.1:3000, the site opened from another machine.
    const app = await providerApp(
      ['http://127.0.0.1:3000', 'http://localhost:3000'],
      'http://127.0.0.1:3000',
    );
    const ancestors = async (host: string) => {
      const page = await app.inject({ url: '/game/lucky-reels', headers: { host } });
      return directivesOf(page.headers['content-security-policy']).get('frame-ancestors');
    };
    expect(await ancestors('192.168.1.5:3002')).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://192.168.1.5:3000',
    ]);
    expect(await ancestors('royal.localhost:3002')).toContain('http://royal.localhost:3000');
    expect(await ancestors('localhost:3002')).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    // A name CSP cannot hold, or a header that is more than a name, adds nothing.
    expect(await ancestors('[::1]:3002')).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    expect(await ancestors("x.example;script-src 'unsafe-inline'")).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
    ]);
  });

  it('lets no site frame the page when the app is given no operator origin', async () => {
    const app = await providerApp();
    const page = await app.inject({ url: '/game/lucky-reels' });
    expect(directivesOf(page.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });
});
