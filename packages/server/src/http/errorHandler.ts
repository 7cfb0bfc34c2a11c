import { mayRefuse, Refusal, refusalCatalog, type RefusalCode } from '@exchange/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { inputRefusal } from './inputRefusal.ts';
import { refusalStatus } from './refusalStatus.ts';
import { logSecurityEvent } from './securityEvents.ts';

/** Seconds a client refused with server_busy (503) is asked to wait before retrying (issue 23). */
export const busyRetryAfterSeconds = 2;

/** The error envelope: `{ error: true, code, message, data }`; clients branch on the code. */
export function sendRefusal(
  reply: FastifyReply,
  refusal: Refusal,
  status: number = refusalStatus[refusal.code],
) {
  if (refusal.code === 'server_busy') reply.header('Retry-After', String(busyRetryAfterSeconds));
  return reply
    .status(status)
    .send({ error: true, code: refusal.code, message: refusal.message, data: refusal.data ?? null });
}

/** Fastify's own refusals (malformed JSON, body too large, wrong content type), by their status. */
function frameworkRefusal(status: number): RefusalCode {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 408) return 'request_timeout';
  if (status === 404) return 'not_found';
  if (status === 429) return 'too_many_requests';
  return 'invalid_input';
}

/**
 * Every error a route throws, answered as an envelope. A refusal gets its code's status. In tests, a
 * refusal the route's contract entry does not list is a bug of the contract and answers 500, so the
 * declarations stay complete; in production the user still gets the refusal (and the log says so).
 */
export function answerError(strictContract: boolean) {
  return (error: FastifyError | Refusal, request: FastifyRequest, reply: FastifyReply) => {
    // A refused authorization, refused input or a rate limit is logged as a security event first.
    const refuse = (refusal: Refusal, status?: number) => {
      logSecurityEvent(request, refusal);
      return sendRefusal(reply, refusal, status);
    };
    if (error instanceof Refusal) {
      const endpoint = request.routeOptions.config.endpoint;
      if (endpoint && !mayRefuse(endpoint, error.code)) {
        request.log.error(
          { code: error.code, route: request.routeOptions.url },
          'refusal not in the contract',
        );
        if (strictContract) return sendRefusal(reply, new Refusal('internal_error'));
      }
      return refuse(error);
    }
    const status = error.statusCode;
    if (status === 429) return refuse(new Refusal('too_many_requests'));
    if (status !== undefined && status >= 400 && status < 500) {
      return refuse(new Refusal(frameworkRefusal(status), error.message), status);
    }
    // The last line of defence: a value the schemas let through and the database refused is the input's fault.
    const refusal = inputRefusal(error);
    if (refusal) {
      request.log.warn({ err: error }, 'input refused by the database');
      return refuse(new Refusal('input_not_storable', refusal));
    }
    request.log.error(error);
    return sendRefusal(reply, new Refusal('internal_error', refusalCatalog.internal_error));
  };
}
