import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { refusalMessages } from '@exchange/domain';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { AppContext } from './context.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { HttpError } from './http/envelope.ts';
import { inputRefusal } from './http/inputRefusal.ts';
import { logHooks, logRedaction, serializeError } from './http/logSafety.ts';
import { requestTimeLimits } from './http/timeLimits.ts';
import { registerRoutes } from './http/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { registerBets, type BetEngineOptions } from './bets/index.ts';
import { hierarchyRoutes } from './hierarchy/routes.ts';
import { moneyRoutes } from './money/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { devOutboxRoutes } from './secondStep/devOutbox.ts';
import { dashboardRoutes } from './reports/dashboardRoutes.ts';
import { reportRoutes } from './reports/routes.ts';
import { secondStepRoutes } from './secondStep/routes.ts';
import { registerSettlement } from './settlement/index.ts';
import { registerSports } from './sports/index.ts';
import { totpRoutes } from './secondStep/totpRoutes.ts';
import { telegramWebhookRoutes } from './secondStep/webhook.ts';
import { sessionRoutes } from './routes/session.ts';
import { serveStaticSite } from './staticSite.ts';
import { webVitalsRoutes } from './vitals/routes.ts';

/**
 * Who a limited call is about: the username tried (login) or the token's user (code calls). Only a key:
 * the token is verified later by the route, and the IP is always part of the key, so a forged token
 * buys no extra tries.
 */
function rateLimitUser(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  if (typeof body?.username === 'string') return body.username.toLowerCase();
  const token = request.headers.authorization?.split(' ')[1];
  if (!token) return '';
  try {
    return decodeJwt(token).sub ?? '';
  } catch {
    return '';
  }
}

/** The HTTP side of the server: the main API under /api with the envelope, validation and access rules. */
export async function buildApp(
  context: AppContext,
  options: {
    demo?: boolean;
    bets?: BetEngineOptions;
    /** Where log lines go (standard output when absent); tests read them. */
    logStream?: { write(line: string): void };
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
    trustProxy: true,
    // Money and ids travel as JSON; anything bigger than this is not a request of ours.
    bodyLimit: 1024 * 1024,
    ...requestTimeLimits,
  });
  app.decorateRequest('caller', null);

  const siteDirs = { appDir: context.config.appDir, storybookDir: context.config.storybookDir };
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(siteDirs) });
  // One image of at most 5 MB and a few short text fields (the deposit slip's, the payment settings' JSON).
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 16 * 1024 },
  });
  // Limits only the routes that ask (login and code endpoints), per IP and username.
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so the key can include the username being tried.
    hook: 'preHandler',
    keyGenerator: (request) => `${request.ip}:${rateLimitUser(request)}`,
    errorResponseBuilder: (_request, detail) => ({
      statusCode: detail.statusCode,
      error: true,
      message: refusalMessages.tooManyRequests,
      data: null,
    }),
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: true, message: error.message, data: error.data });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) {
      return reply.status(429).send({ error: true, message: refusalMessages.tooManyRequests, data: null });
    }
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, body too large, wrong content type).
      return reply.status(status).send({ error: true, message: (error as Error).message, data: null });
    }
    // The last line of defence: a value the schemas let through and the database refused is the input's fault.
    const refusal = inputRefusal(error);
    if (refusal) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({ error: true, message: refusal, data: null });
    }
    request.log.error(error);
    return reply.status(500).send({ error: true, message: refusalMessages.internalError, data: null });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: true, message: refusalMessages.notFound, data: null }),
  );

  registerRoutes(app, context, '/api', sessionRoutes(context));
  registerRoutes(app, context, '/api', hierarchyRoutes(context));
  registerRoutes(app, context, '/api', secondStepRoutes(context));
  registerRoutes(app, context, '/api', totpRoutes(context));
  registerRoutes(app, context, '/api', telegramWebhookRoutes(context));
  registerRoutes(app, context, '/api', accountRoutes(context));
  registerRoutes(app, context, '/api', moneyRoutes(context));
  registerBets(app, context, options.bets);
  registerSettlement(app, context);
  registerRoutes(app, context, '/api', reportRoutes(context));
  registerRoutes(app, context, '/api', dashboardRoutes(context));
  registerSports(app, context);
  registerRoutes(app, context, '/api', webVitalsRoutes());
  registerRoutes(app, context, '/api', newsRoutes(context));
  // The outbox page shows second-step codes to anyone: only in the embedded demo, never in production.
  if (options.demo) registerRoutes(app, context, '/api', devOutboxRoutes(context));

  await serveStaticSite(app, siteDirs);
  return app;
}
