import type { FastifyInstance } from 'fastify';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Registers test-only routes (TEST_CLOCK=on, which config.ts refuses in production) in a scope that answers
 * only this machine: the socket's own address decides, never a forwarded header.
 */
export function registerLoopbackRoutes(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!loopback.has(request.socket.remoteAddress ?? '')) {
        await reply.code(403).send({ error: true, code: 'forbidden', message: 'Only from this machine' });
      }
    });
    routes(scope);
  });
}

/** The 400 a test route answers to a body it cannot use, saying what it takes. */
export const badTestInput = (message: string) => ({ error: true, code: 'invalid_input', message });
