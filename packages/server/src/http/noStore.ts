import type { FastifyInstance } from 'fastify';

/** The APIs' prefixes: every answer under them is about a signed-in user or the live market. */
const apiPrefixes = ['/api/', '/bet/', '/data/'];

/**
 * `Cache-Control: no-store` on every API answer, refusals and 404s included: balances, bets and tokens must
 * stay out of browser and proxy caches (a shared computer, a back button after logout). Set at onSend, so
 * an answer the error handler or the rate limiter builds gets it too.
 */
export function noStoreForApis(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise and no extra turn for every answer (issue 22).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (apiPrefixes.some((prefix) => request.url.startsWith(prefix)))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
