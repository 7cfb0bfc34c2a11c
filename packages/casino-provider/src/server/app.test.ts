import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReferenceWallet, signedHeaders } from '@exchange/wallet-protocol';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../api.ts';
import { providerGames } from '../games/catalog.ts';
import { createWalletClient } from '../protocol/walletClient.ts';
import { buildProviderApp } from './app.ts';
import { refusals } from './gameApi.ts';

const secret = 'provider-secret-of-at-least-32-characters';
let wallet: ReferenceWallet;
let app: FastifyInstance;
let pageDir: string;
let draws: number[];

beforeEach(async () => {
  wallet = new ReferenceWallet(secret);
  wallet.addPlayer('token-1', '100.00');
  wallet.addPlayer('token-2', '100.00');
  wallet.addPlayer('poor', '1.00');
  wallet.addPlayer('locked', '100.00');
  pageDir = await mkdtemp(join(tmpdir(), 'provider-page-'));
  await writeFile(
    join(pageDir, 'index.html'),
    '<!doctype html><html><head><meta name="launch-problem" content="" /></head><body></body></html>',
  );
  const client = createWalletClient({ walletUrl: await wallet.start(), secret, retryDelaysMs: [5] });
  // The draws a test queues, then 0: stop 0 of each reel, and the roulette ball in pocket 0.
  draws = [];
  app = await buildProviderApp({ secret, wallet: client, pageDir, random: () => draws.shift() ?? 0 });
});
afterEach(async () => {
  await app.close();
  await wallet.stop();
  await rm(pageDir, { recursive: true });
});

/** Opens a game as the operator's frame would, and returns the page's session id. */
async function launch(gameCode: string, token: string): Promise<string> {
  const response = await app.inject({ url: `/play/${gameCode}?token=${token}&brand=royal&mobile=1&lobby=x` });
  expect(response.statusCode).toBe(303);
  const location = response.headers.location ?? '';
  expect(location).toMatch(
    new RegExp(`^/game/${gameCode}\\?lobby=x&mobile=1&brand=royal#session=[0-9a-f]{64}$`),
  );
  return location.split('#session=')[1] ?? '';
}

const auth = (session: string) => ({ authorization: `Bearer ${session}` });

const spinReels = (session: string, stake: string) =>
  app.inject({ method: 'POST', url: apiPaths.luckyReelsSpin, headers: auth(session), payload: { stake } });

describe('GET /games (signed, server to server)', () => {
  it('lists the games to a correctly signed call', async () => {
    const response = await app.inject({ url: '/games', headers: signedHeaders(secret, '', Date.now()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ games: providerGames });
    expect(response.json().games).toContainEqual({
      gameCode: 'lucky-reels',
      name: 'Lucky Reels',
      category: 'Slots',
      image: '/art/lucky-reels.svg',
      type: 'slot',
    });
  });

  it('refuses an unsigned, wrongly signed or stale call with 401 INVALID_SIGNATURE', async () => {
    const stale = signedHeaders(secret, '', Date.now() - 31_000);
    for (const headers of [{}, signedHeaders('another-secret-of-at-least-32-chars', '', Date.now()), stale]) {
      const response = await app.inject({ url: '/games', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    }
  });
});

describe('GET /play/:gameCode (the launch)', () => {
  it('authenticates the token and moves to the game page; the page loads', async () => {
    const session = await launch('lucky-reels', 'token-1');
    expect(wallet.calls).toEqual([{ path: 'authenticate', body: { token: 'token-1' } }]);
    const page = await app.inject({ url: '/game/lucky-reels?brand=royal' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="launch-problem" content="" />');
    expect(session).toHaveLength(64);
  });

  it('shows the expired-link page for a token used twice or unknown', async () => {
    await launch('lucky-reels', 'token-1');
    for (const token of ['token-1', 'nobody']) {
      const response = await app.inject({ url: `/play/lucky-reels?token=${token}` });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<meta name="launch-problem" content="invalid-token" />');
    }
  });

  it('names the other problems: unknown game, no token, locked player, wallet down', async () => {
    const problem = async (url: string) => {
      const response = await app.inject({ url });
      return [response.statusCode, /content="([a-z-]*)"/.exec(response.body)?.[1]];
    };
    expect(await problem('/play/no-such-game?token=token-1')).toEqual([404, 'unknown-game']);
    expect(await problem('/play/lucky-reels')).toEqual([400, 'missing-token']);
    wallet.block('locked');
    expect(await problem('/play/lucky-reels?token=locked')).toEqual([403, 'player-blocked']);
    expect(await problem('/game/no-such-game')).toEqual([404, 'unknown-game']);
    await wallet.stop();
    expect(await problem('/play/lucky-reels?token=token-2')).toEqual([502, 'wallet-unreachable']);
  });
});

describe('the game page calls', () => {
  it('shows the balance of the session, and refuses a call without one', async () => {
    const session = await launch('lucky-reels', 'token-1');
    const answer = await app.inject({ url: apiPaths.session, headers: auth(session) });
    expect(answer.json()).toEqual({ gameCode: 'lucky-reels', currency: 'INR', balance: '100.00' });
    const stranger = await app.inject({ url: apiPaths.session, headers: auth('0'.repeat(64)) });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ message: refusals.sessionEnded });
  });

  it('spins Lucky Reels: debit, credit, and the balance the operator answers', async () => {
    const session = await launch('lucky-reels', 'token-1');
    draws.push(2, 0, 0);
    const response = await spinReels(session, '5.00');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    // Stops 2, 0, 0: no payline meets a rule.
    expect(answer).toMatchObject({
      status: 'settled',
      win: '0.00',
      balance: '95.00',
      spin: { lineWins: [] },
    });
    expect(answer.spin.window).toEqual([
      ['plum', 'bell', 'bar'],
      ['lemon', 'cherry', 'plum'],
      ['lemon', 'cherry', 'plum'],
    ]);
    expect(wallet.calls.map((call) => call.path)).toEqual(['authenticate', 'debit', 'credit']);
  });

  it('pays a winning spin', async () => {
    const session = await launch('lucky-reels', 'token-1');
    // Reel stops 13, 16, 17: three sevens on the top row (100 line bets) and cherry, cherry on the middle
    // row (4 line bets); at 5.00 a line bet is 1.00.
    draws.push(13, 16, 17);
    const response = await spinReels(session, '5.00');
    expect(response.json()).toMatchObject({ status: 'settled', win: '104.00', balance: '199.00' });
    expect(wallet.calls.at(-1)?.body).toMatchObject({ amount: '104.00' });
  });

  it('refuses a stake off the list, a spin the balance cannot cover and a locked player, moving nothing', async () => {
    const session = await launch('lucky-reels', 'token-1');
    const odd = await spinReels(session, '3.33');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ message: 'Stake must be one of the listed stakes.' });
    const poor = await launch('lucky-reels', 'poor');
    const broke = await spinReels(poor, '5.00');
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toEqual({ message: refusals.insufficientFunds });
    expect(wallet.balanceOf('poor')).toBe('1.00');
    expect(wallet.calls.filter((call) => call.path === 'credit')).toEqual([]);
    const locked = await launch('lucky-reels', 'locked');
    wallet.block('locked');
    const refused = await spinReels(locked, '5.00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: refusals.blocked });
  });

  it('plays roulette bets in one round, and refuses a bet that is not on the board', async () => {
    const session = await launch('lucky-zero', 'token-1');
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.luckyZeroSpin,
      headers: auth(session),
      payload: {
        bets: [
          { bet: { kind: 'straight', number: 0 }, stake: '1.00' },
          { bet: { kind: 'red' }, stake: '10.00' },
        ],
      },
    });
    expect(response.json()).toMatchObject({
      status: 'settled',
      win: '36.00',
      balance: '125.00',
      spin: { pocket: 0, colour: 'green' },
    });
    expect(wallet.calls.filter((call) => call.path === 'debit')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ amount: '11.00', gameCode: 'lucky-zero' }) }),
    ]);
    for (const bets of [[], [{ bet: { kind: 'straight', number: 37 }, stake: '1.00' }]]) {
      const bad = await app.inject({
        method: 'POST',
        url: apiPaths.luckyZeroSpin,
        headers: auth(session),
        payload: { bets },
      });
      expect(bad.statusCode).toBe(400);
    }
    const wrongGame = await spinReels(session, '5.00');
    expect(wrongGame.statusCode).toBe(403);
  });
});
