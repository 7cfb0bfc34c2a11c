import { refusalCatalog, type Endpoint } from '@exchange/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';

/**
 * A handler's answer, checked against the endpoint's response schema. A mismatch is a bug of ours: it is
 * logged and the client gets a 500 instead of a body that breaks its schema. Refusals are thrown, so they
 * reach the error handler unchecked.
 */
export function checkedAnswer(
  endpoint: Pick<Endpoint, 'method' | 'path' | 'response'>,
  answer: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): unknown {
  if (reply.sent) return answer;
  const result = v.safeParse(endpoint.response, answer);
  if (result.success) return answer;
  request.log.error(
    { route: `${endpoint.method} ${endpoint.path}`, issues: v.flatten(result.issues) },
    'response breaks its schema',
  );
  // Answered here rather than thrown, so the envelope does not depend on the app's error handler.
  return reply
    .status(500)
    .send({ error: true, code: 'internal_error', message: refusalCatalog.internal_error, data: null });
}
