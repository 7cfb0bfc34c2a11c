import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Headers = Record<string, string | number | string[]>;

/** The headers helmet sets for a request, worked out on a stand-in answer that records them. */
function headersFor(
  apply: ReturnType<typeof helmet>,
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): Headers {
  const headers = new Map<string, Headers[string]>();
  const answer = {
    setHeader: (name: string, value: Headers[string]) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let failure: unknown;
  apply(request as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

/**
 * helmet's headers (Content-Security-Policy and the rest) on every answer. The middleware is built once:
 * @fastify/helmet built it anew on each request, parsing the whole policy every time (issue 22's profile:
 * 4.5% of the server's time at 64 clients). A page is only ever answered to GET (and HEAD), so the policy's
 * per-page parts (the inline scripts' hashes) matter only there: every other answer (a placebet, a
 * transfer) gets one set of headers, worked out on the first such request, instead of running helmet's
 * dozen middlewares again (another 4% of placebet's CPU).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const apply = helmet(options);
  let forNonPages: Headers | null = null;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
      return;
    }
    forNonPages ??= headersFor(apply, { method: request.method, url: request.url, headers: {} });
    reply.headers(forNonPages);
    done();
  });
}
