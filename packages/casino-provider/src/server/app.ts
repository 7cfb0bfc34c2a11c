import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { cryptoRandomInt, type RandomInt } from '../games/random.ts';
import type { WalletClient } from '../protocol/walletClient.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { gameApi } from './gameApi.ts';
import { launchRoutes } from './launchRoutes.ts';
import { SessionStore } from './sessions.ts';
import { SettlementQueue } from './settlementQueue.ts';

export interface ProviderAppOptions {
  secret: string;
  wallet: WalletClient;
  /** The built game page (Vite's dist/): index.html, its assets and the games' artwork. */
  pageDir: string;
  /** The operator's sites (origins) whose pages may frame the game; none: no site may. */
  operatorOrigins?: readonly string[];
  random?: RandomInt;
  now?: () => number;
  queue?: SettlementQueue;
  logger?: boolean | { level: string };
}

/**
 * The built-in provider's web app: the signed games list for the operator, the launch URL, the game page
 * and its calls. It knows the exchange only through the wallet client (HTTP, signed).
 */
export async function buildProviderApp(options: ProviderAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const app = Fastify({ logger: options.logger ?? false });
  const queue = options.queue ?? new SettlementQueue(options.wallet);
  const sessions = new SessionStore(now);
  const policy = contentSecurityPolicy(options.operatorOrigins ?? []);

  app.addHook('onSend', async (_request, reply) => {
    // The launch URL carries the operator's token: no page of ours passes its address on.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', policy);
  });

  await app.register(fastifyStatic, { root: options.pageDir, prefix: '/', index: false, wildcard: true });
  launchRoutes(app, {
    secret: options.secret,
    wallet: options.wallet,
    sessions,
    pageDir: options.pageDir,
    now,
  });
  gameApi(app, {
    wallet: options.wallet,
    queue,
    sessions,
    random: options.random ?? cryptoRandomInt,
    onError: (error, roundId) => app.log.error({ err: error, roundId }, 'round failed after its debit'),
  });
  return app;
}
