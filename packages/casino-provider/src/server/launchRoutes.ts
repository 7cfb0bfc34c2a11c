import { gamesListCall, isSignedCall, signatureHeadersOf } from '@exchange/wallet-protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { findGame, providerGames } from '../games/catalog.ts';
import type { LaunchProblem } from '../launchProblems.ts';
import { WalletUnreachableError, type WalletClient } from '../protocol/walletClient.ts';
import { gamePage, pageNotBuilt } from './pages.ts';
import type { SessionStore } from './sessions.ts';

export interface LaunchDeps {
  secret: string;
  wallet: WalletClient;
  sessions: SessionStore;
  pageDir: string;
  now: () => number;
}

const launchQuery = v.object({
  token: v.optional(v.pipe(v.string(), v.maxLength(512))),
  lobby: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  currency: v.optional(v.string()),
  mobile: v.optional(v.string()),
  brand: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** What the page reads from its address (never the token): it carries them on to /game. */
const pageParameters = ['lobby', 'mobile', 'brand'] as const;

const problemStatus: Record<LaunchProblem, number> = {
  'unknown-game': 404,
  'missing-token': 400,
  'invalid-token': 401,
  'player-blocked': 403,
  'wallet-unreachable': 502,
};

export function launchRoutes(app: FastifyInstance, deps: LaunchDeps): void {
  async function sendPage(reply: FastifyReply, problem?: LaunchProblem) {
    const html = await gamePage(deps.pageDir, problem);
    if (html === undefined) return reply.code(503).type('text/plain').send(pageNotBuilt);
    return reply
      .code(problem ? problemStatus[problem] : 200)
      .type('text/html; charset=utf-8')
      .send(html);
  }

  // Server to server: the operator's lobby lists these games. Signed like the wallet calls, over an
  // empty body.
  app.get(`/${gamesListCall.path}`, async (request, reply) => {
    const signed = isSignedCall(deps.secret, signatureHeadersOf(request.headers), '', deps.now());
    if (!signed) return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
    return { games: providerGames };
  });

  // The launch URL the operator gives the player's frame: authenticate the token once, then move to the
  // game page with a session of ours, so that reloading the frame does not spend the token again.
  app.get<{ Params: { gameCode: string } }>('/play/:gameCode', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const game = findGame(request.params.gameCode);
    if (!game) return sendPage(reply, 'unknown-game');
    const query = v.safeParse(launchQuery, request.query);
    const token = query.success ? query.output.token : undefined;
    if (!query.success || !token) return sendPage(reply, 'missing-token');
    let answer;
    try {
      answer = await deps.wallet.authenticate(token);
    } catch (error) {
      if (!(error instanceof WalletUnreachableError)) throw error;
      request.log.warn({ err: error }, 'authenticate');
      return sendPage(reply, 'wallet-unreachable');
    }
    if (answer.status === 'PLAYER_BLOCKED') return sendPage(reply, 'player-blocked');
    if (answer.status !== 'OK' || answer.playerId === undefined || !answer.currency) {
      return sendPage(reply, 'invalid-token');
    }
    const session = deps.sessions.create({
      token,
      playerId: String(answer.playerId),
      currency: answer.currency,
      gameCode: game.gameCode,
    });
    const carried = new URLSearchParams();
    for (const name of pageParameters) {
      const value = query.output[name];
      if (value !== undefined) carried.set(name, value);
    }
    // The session id rides in the fragment: browsers never send it on, in requests or referrers.
    return reply.redirect(`/game/${game.gameCode}?${carried}#session=${session.id}`, 303);
  });

  app.get<{ Params: { gameCode: string } }>('/game/:gameCode', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return sendPage(reply, findGame(request.params.gameCode) ? undefined : 'unknown-game');
  });
}
