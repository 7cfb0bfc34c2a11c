import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers (Content-Security-Policy and the rest) on every answer. The middleware is built once:
 * @fastify/helmet built it anew on each request, parsing the whole policy every time, which cost more CPU
 * than a placebet's own checks (issue 22's profile: 4.5% of the server's time at 64 clients). The
 * policy's per-request parts are functions of the request, as helmet evaluates them.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
