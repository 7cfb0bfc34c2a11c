import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { operatorSiteOf } from '../config.ts';
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
  /** The operator's site on this machine, which may frame the game under any name of it (config.ts). */
  operatorOnThisMachine?: string | undefined;
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
  const operatorOrigins = options.operatorOrigins ?? [];
  const { operatorOnThisMachine } = options;
  const policy = contentSecurityPolicy(operatorOrigins);
  // The operator's site on this machine under the name this request came by, framing the page from there.
  const policyFor = (request: FastifyRequest) => {
    const site = operatorOnThisMachine && operatorSiteOf(operatorOnThisMachine, request.hostname);
    return site && !operatorOrigins.includes(site)
      ? contentSecurityPolicy([...operatorOrigins, site])
      : policy;
  };

  app.addHook('onSend', async (request, reply) => {
    // The launch URL carries the operator's token: no page of ours passes its address on.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', policyFor(request));
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
