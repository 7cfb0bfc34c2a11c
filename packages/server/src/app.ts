import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { Refusal, refusalCatalog } from '@exchange/domain';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { normaliseUsername } from './auth/guesses.ts';
import type { AppContext } from './context.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { answerError, sendRefusal } from './http/errorHandler.ts';
import { noStoreForApis } from './http/noStore.ts';
import { logHooks, logRedaction, serializeError } from './logSafety.ts';
import { lazyRequestLogger } from './http/requestLogger.ts';
import { requestTimeLimits } from './http/timeLimits.ts';
import { registerHandlers } from './http/handlers.ts';
import { endUserSessionsHandlers, logoutHandlers, sessionHandlers } from './session/handlers.ts';
import { accountHandlers } from './account/handlers.ts';
import { accountLockHandlers } from './accountLocks/handlers.ts';
import { newsHandlers } from './news/handlers.ts';
import {
  devOutboxHandlers,
  resetSecondStepHandlers,
  secondStepHandlers,
  telegramWebhookHandlers,
} from './secondStep/handlers.ts';
import { settingsHandlers } from './settings/handlers.ts';
import { healthHandlers, webVitalsHandlers } from './vitals/handlers.ts';
import { registerLoadShedding, unshedReadings, type SheddingOptions } from './http/loadShedding.ts';
import { referenceHandlers } from './reference/handlers.ts';
import { serveReferencePage } from './reference/page.ts';
import { registerBets, type BetEngineOptions } from './bets/index.ts';
import { hierarchyHandlers } from './hierarchy/handlers.ts';
import { betLimitHandlers } from './betLimits/handlers.ts';
import { moneyHandlers } from './money/handlers.ts';
import { exportHandlers } from './exports/handlers.ts';
import { operatorExportHandlers } from './exports/operatorHandlers.ts';
import { reportHandlers } from './reports/handlers.ts';
import { registerSettlement } from './settlement/index.ts';
import { registerSports } from './sports/index.ts';
import { casinoHandlers } from './casino/handlers.ts';
import { cashierHandlers } from './cashier/handlers.ts';
import { serveStaticSite, servedSiteDirs } from './staticSite.ts';
import { registerCasinoProviders } from './casinoProviders/index.ts';
import { loadCasinoProviders, type CasinoProvider } from './casinoProviders/providers.ts';
import { responsibleGamingHandlers } from './responsibleGaming/handlers.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { aloneHealth, type ClusterHealth } from './cluster/instance.ts';
import type { RedisLink } from './cluster/redis.ts';

/**
 * Whom a limited call guesses at, which is what its limit counts: the normalised username a login names
 * (the spelling login matches by), else the signed-in account (the route's token check has run by now),
 * else the client's address (web-vitals beacons). Not the address for a named user: addresses rotate;
 * the account's guesses are also capped in the database (auth/guesses.ts).
 */
function rateLimitKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  if (typeof body?.username === 'string' && request.caller === null) {
    return `name:${normaliseUsername(body.username)}`;
  }
  if (request.caller) return `account:${request.caller.userId}`;
  return `ip:${request.ip}`;
}

/** The HTTP side of the server: the main API under /api with the envelope, validation and access rules. */
export async function buildApp(
  context: AppContext,
  options: {
    demo?: boolean;
    bets?: BetEngineOptions;
    /** Where the JSON log lines go (standard output without it): tests read them. */
    logStream?: { write(line: string): void };
    /** Told of every route as it is registered (the contract test lists them). */
    onRoute?: (route: RouteOptions) => void;
    /** The casino providers instead of the configured ones (tests). */
    casinoProviders?: readonly CasinoProvider[];
    /** Load shedding (issue 23) on the database's queue and the event loop; off without it (tests). */
    shedding?: SheddingOptions;
    /** Redis, when this process runs beside others: rate limits count across them all. */
    redis?: RedisLink;
    /** This process's place among the others, for GET health (alone without it). */
    cluster?: () => ClusterHealth;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets and query parameters never reach the log (logSafety.ts).
    logger: {
      level: context.config.logLevel,
      redact: logRedaction,
      serializers: { err: serializeError },
      hooks: logHooks,
      ...(options.logStream && { stream: options.logStream }),
    },
    childLoggerFactory: lazyRequestLogger,
    // X-Forwarded-For names the client only when a configured proxy sent it; off by default (the socket's address).
    trustProxy: context.config.trustedProxies.length > 0 ? [...context.config.trustedProxies] : false,
    // Money and ids travel as JSON; anything bigger than this is not a request of ours.
    bodyLimit: 1024 * 1024,
    ...requestTimeLimits,
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.decorateRequest('caller', null);
  noStoreForApis(app);
  // Before any route: refused load does no work at all.
  const shedding = options.shedding ? await registerLoadShedding(app, options.shedding) : null;

  const siteDirs = servedSiteDirs(context.config);
  const casinoProviders = options.casinoProviders ?? loadCasinoProviders(context.config.casinoProviders);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(
      siteDirs,
      casinoProviders.map((provider) => new URL(provider.baseUrl).origin),
    ),
  });
  // One image of at most 5 MB and a few short text fields (the deposit slip's, the payment settings' JSON).
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 16 * 1024 },
  });
  // Limits only the routes that ask (login and code endpoints), per username or account. Beside other
  // processes the counts are kept in Redis, so a guesser gains nothing by being spread across them; if
  // Redis is down the limits let calls through (`skipOnError`), and the guess counters kept in the
  // database (auth/guesses.ts) still stop a guesser.
  await app.register(rateLimit, {
    global: false,
    ...(options.redis && {
      redis: options.redis.limits,
      nameSpace: 'exchange-rate-limit-',
      skipOnError: true,
    }),
    // After body parsing and the route's token check, so the key can name the user being tried.
    hook: 'preHandler',
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, detail) => ({
      statusCode: detail.statusCode,
      error: true,
      code: 'too_many_requests',
      message: refusalCatalog.too_many_requests,
      data: null,
    }),
  });

  app.setErrorHandler(answerError(context.config.testing));
  app.setNotFoundHandler((_request, reply) => sendRefusal(reply, new Refusal('not_found')));

  registerHandlers(app, context, [
    ...sessionHandlers(context),
    ...logoutHandlers(context),
    ...endUserSessionsHandlers(context),
    ...resetSecondStepHandlers(context),
    ...accountLockHandlers(context),
    ...secondStepHandlers(context),
    ...telegramWebhookHandlers(context),
    ...accountHandlers(context),
    ...settingsHandlers(context),
    ...webVitalsHandlers(),
    ...newsHandlers(context),
    ...hierarchyHandlers(context),
    ...moneyHandlers(context),
    ...exportHandlers(context),
    ...operatorExportHandlers(context),
  ]);
  registerHandlers(app, context, referenceHandlers());
  // The reference and the site come with the main API: a data or bet process serves only its calls.
  const servesMain = context.config.apis.includes('main');
  if (servesMain) await serveReferencePage(app);
  registerBets(app, context, options.bets);
  registerSettlement(app, context);
  registerHandlers(app, context, reportHandlers(context));
  registerSports(app, context);
  registerHandlers(app, context, casinoHandlers(context));
  registerHandlers(app, context, cashierHandlers(context));
  await registerCasinoProviders(app, context, casinoProviders);
  registerHandlers(app, context, responsibleGamingHandlers(context));
  registerHandlers(app, context, betLimitHandlers(context));
  // The outbox page shows second-step codes to anyone: only for the demo (src/startPlan.ts), never in
  // production (devOutboxHandlers refuses it there even when asked).
  if (options.demo) registerHandlers(app, context, devOutboxHandlers(context));
  registerHandlers(
    app,
    context,
    healthHandlers(() => shedding?.readings() ?? unshedReadings(), options.cluster ?? aloneHealth),
  );

  if (servesMain) await serveStaticSite(app, siteDirs);
  return app;
}
