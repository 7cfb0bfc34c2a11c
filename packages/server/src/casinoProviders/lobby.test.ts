import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { createTestApp } from '../testing/app.ts';
import { httpProviderAdapter, ProviderUnavailableError } from './adapter.ts';
import { walletTestApp } from '../testing/providerWallet.ts';

const w = await walletTestApp();
// A configured provider nobody answers for: the lobby goes on without it.
const closedPort = await new Promise<number>((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const silent = { ...w.provider, key: 'evo', name: 'Evolution', baseUrl: `http://127.0.0.1:${closedPort}` };
const both = await createTestApp({
  casinoProviders: [w.provider, silent, { ...silent, key: 'qt', enabled: false }],
});
afterAll(async () => {
  await both.close();
  await w.close();
});

describe('the HTTP adapter', () => {
  it("lists a provider's games with a signed request, making image paths absolute", async () => {
    const games = await httpProviderAdapter(w.provider, () => new Date()).listGames();
    expect(games).toEqual([
      expect.objectContaining({
        gameCode: 'lucky-reels',
        image: `${w.provider.baseUrl}/art/lucky-reels.png`,
      }),
      expect.objectContaining({ gameCode: 'ruby-roulette', image: 'https://cdn.example/r.png' }),
    ]);
  });

  it('treats a refused signature and an unreachable provider as unavailable', async () => {
    const wrongSecret = { ...w.provider, secret: 'y'.repeat(40) };
    await expect(httpProviderAdapter(wrongSecret, () => new Date()).listGames()).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await expect(httpProviderAdapter(silent, () => new Date()).listGames()).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
});

describe('GET get-casino-int-games', () => {
  it('answers the enabled providers, their games and categories; an unreachable provider has no games', async () => {
    const admin = await both.createUser({ role: 'admin' });
    const answer = await both.call('GET', '/api/get-casino-int-games', { token: await both.signIn(admin) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      result: [
        {
          gameCode: 'slot:lucky-reels',
          gameName: 'Lucky Reels',
          image: `${w.provider.baseUrl}/art/lucky-reels.png`,
          provider: 'slot',
          category: 'slots',
        },
        {
          gameCode: 'slot:ruby-roulette',
          gameName: 'Ruby Roulette',
          image: 'https://cdn.example/r.png',
          provider: 'slot',
          category: 'table-games',
        },
      ],
      providers: [
        { key: 'slot', name: 'Slot' },
        { key: 'evo', name: 'Evolution' },
      ],
      category: [
        { id: 'slots', name: 'Slots' },
        { id: 'table-games', name: 'Table Games' },
      ],
    });
  });

  it('narrows by type and by provider', async () => {
    const { session } = await w.player(0);
    const slots = await w.t.call('GET', '/api/get-casino-int-games', {
      token: session,
      query: { type: 'slot' },
    });
    expect(slots.body.data).toMatchObject({
      result: [{ gameCode: 'slot:lucky-reels' }],
      category: [{ id: 'slots', name: 'Slots' }],
    });
    const none = await w.t.call('GET', '/api/get-casino-int-games', {
      token: session,
      query: { provider: 'evo' },
    });
    expect(none.body.data).toMatchObject({ result: [], category: [] });
  });

  it('answers no token with 401', async () => {
    expect((await w.t.call('GET', '/api/get-casino-int-games')).status).toBe(401);
  });
});

describe('the content security policy', () => {
  it("lets the configured providers' games open in the frame and their art show, over http too", async () => {
    const response = await both.app.inject({ method: 'GET', url: '/api/lottery-list' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`frame-src 'self' https: ${w.provider.baseUrl} ${silent.baseUrl}`);
    expect(policy).toContain(`img-src 'self' data: blob: https: ${w.provider.baseUrl}`);
  });
});

describe('POST get-cas-casino-play-url', () => {
  it("answers the provider's play URL with a token, the lobby, currency, mobile flag and the site's brand", async () => {
    const { session } = await w.player(10);
    const { url, token } = await w.launch(session);
    expect(`${url.origin}${url.pathname}`).toBe(`${w.provider.baseUrl}/play/lucky-reels`);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token,
      lobby: 'https://royal.example.com/casino-int/slot',
      currency: 'INR',
      mobile: '1',
      brand: 'royal',
    });
    // Each launch has its own token.
    expect((await w.launch(session)).token).not.toBe(token);
  });

  it("refuses an unknown game or provider (404), a disabled provider's game as closed (404) and an unreachable one (503)", async () => {
    const player = await both.createUser({ role: 'user' });
    const session = await both.signIn(player);
    const play = (gameCode: string) =>
      both.call('POST', '/api/get-cas-casino-play-url', {
        token: session,
        body: { gameCode, lobby_url: 'http://localhost/', ipAddress: '127.0.0.1', isMobile: false },
      });
    for (const code of ['slot:no-such-game', 'ezugi:lucky-reels', 'lucky-reels']) {
      const refused = await play(code);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'casino_game_not_found' });
    }
    const closed = await play('qt:lucky-reels');
    expect(closed.status).toBe(404);
    expect(closed.body).toMatchObject({
      code: 'casino_game_disabled',
      message: 'This casino game is closed',
    });
    const unreachable = await play('evo:lucky-reels');
    expect(unreachable.status).toBe(503);
    expect(unreachable.body).toMatchObject({ code: 'casino_provider_unavailable' });
  });

  it('is for players only', async () => {
    const agent = await w.t.createUser({ role: 'dl', parent: w.admin });
    const refused = await w.play(await w.t.signIn(agent));
    expect(refused.status).toBe(403);
  });
});
