import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.ts';
import { asReachedFrom, siteHostnameOf } from './reachedFrom.ts';
import { startTestProvider } from '../testing/casinoProvider.ts';

/**
 * Issue 39: the built-in provider runs beside `npm start` at a loopback address (BUILTIN_PROVIDER_URL,
 * http://localhost:3002). Its game frame and art were sent to every browser at that address, which on any
 * other machine is that machine itself: the game never opened there. They now go to this machine under
 * the name the player reached the site by (docs/adr/0029-provider-urls-from-the-site-host.md).
 */

describe('a provider URL as the player reaches it', () => {
  it("takes the site's host name in place of a loopback one, keeping scheme, port, path and query", () => {
    expect(asReachedFrom('http://localhost:3002/play/lucky-reels?token=t', '192.168.1.5')).toBe(
      'http://192.168.1.5:3002/play/lucky-reels?token=t',
    );
    expect(asReachedFrom('http://127.0.0.1:3002/art/x.svg', 'royal.localhost')).toBe(
      'http://royal.localhost:3002/art/x.svg',
    );
    expect(asReachedFrom('http://[::1]:3002/art/x.svg', 'exchange.lan')).toBe(
      'http://exchange.lan:3002/art/x.svg',
    );
  });

  it("keeps a provider's own address, and any URL when the site itself was reached on this machine", () => {
    expect(asReachedFrom('https://games.example.com/play/x', '192.168.1.5')).toBe(
      'https://games.example.com/play/x',
    );
    expect(asReachedFrom('http://127.0.0.1:3002/play/x', 'localhost')).toBe('http://127.0.0.1:3002/play/x');
    expect(asReachedFrom('http://localhost:3002/play/x', undefined)).toBe('http://localhost:3002/play/x');
    expect(asReachedFrom('', '192.168.1.5')).toBe('');
  });

  it('reads the host name from a Host header that is a host and a port only', () => {
    expect(siteHostnameOf('192.168.1.5:3000')).toBe('192.168.1.5');
    expect(siteHostnameOf('Royal.Example.com')).toBe('royal.example.com');
    expect(siteHostnameOf('[::1]:3000')).toBe('[::1]');
    for (const header of [
      undefined,
      '',
      'evil.example/x',
      'user@evil.example',
      'a b',
      "x;script-src 'none'",
    ]) {
      expect(siteHostnameOf(header), String(header)).toBeUndefined();
    }
  });
});

const provider = await startTestProvider();
const t = await createTestApp({ casinoProviders: [provider.provider] });
afterAll(async () => {
  await t.close();
  await provider.close();
});
const { port } = new URL(provider.provider.baseUrl);

/** A call from a browser that reached the site as `host`. */
async function fromHost<T>(
  host: string,
  method: 'GET' | 'POST',
  url: string,
  session: string,
  body?: object,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host, authorization: `Bearer ${session}` },
    ...(body && { payload: body }),
  });
  return {
    status: response.statusCode,
    data: (response.json() as { data: T }).data,
    headers: response.headers,
  };
}

describe('the built-in provider opened from another machine', () => {
  it("opens the game and shows its art at this machine's name as the player reached the site", async () => {
    const session = await t.signIn(await t.createUser({ role: 'user' }));
    const lobby = await fromHost<{ result: { gameCode: string; image: string }[] }>(
      '192.168.1.5:3000',
      'GET',
      '/api/get-casino-int-games',
      session,
    );
    expect(lobby.data.result.map((game) => game.image)).toEqual([
      `http://192.168.1.5:${port}/art/lucky-reels.png`,
      // Another host's art stays where it is.
      'https://cdn.example/r.png',
    ]);
    const launch = await fromHost<{ url: string }>(
      '192.168.1.5:3000',
      'POST',
      '/api/get-cas-casino-play-url',
      session,
      {
        gameCode: 'slot:lucky-reels',
        lobby_url: 'http://192.168.1.5:3000/casino-int/slot',
        ipAddress: '',
        isMobile: false,
      },
    );
    expect(launch.status).toBe(200);
    expect(launch.data.url).toMatch(
      new RegExp(`^http://192\\.168\\.1\\.5:${port}/play/lucky-reels\\?token=`),
    );
  });

  it("lets the site's pages frame the game and load its art from there (CSP)", async () => {
    const page = await t.app.inject({ url: '/api/health', headers: { host: '192.168.1.5:3000' } });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`frame-src 'self' https: http://192\\.168\\.1\\.5:${port}(;|$)`));
    expect(policy).toMatch(new RegExp(`img-src [^;]* http://192\\.168\\.1\\.5:${port}(;|$)`));
    const local = await t.app.inject({ url: '/api/health', headers: { host: 'localhost:3000' } });
    expect(String(local.headers['content-security-policy'])).toContain(
      `frame-src 'self' https: ${provider.provider.baseUrl}`,
    );
  });
});
