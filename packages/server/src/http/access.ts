import { isOperator, Refusal, type Access } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../caller.ts';

/** Throws the refusal for a signed-in caller who does not meet a route's access rule. */
export function checkAccess(access: Access, caller: Caller): void {
  if (access.kind === 'public' || access.kind === 'second-step') return;
  if (access.kind === 'player' && isOperator(caller.role)) throw new Refusal('forbidden');
  if (access.kind === 'operator' && !isOperator(caller.role)) throw new Refusal('forbidden');
  if (access.roles && !access.roles.includes(caller.role)) throw new Refusal('forbidden');
  if (access.privilege !== undefined && !caller.privileges.includes(access.privilege)) {
    throw new Refusal('forbidden');
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The signed-in caller of a route whose access is not public. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Refusal('no_auth_token');
  return request.caller;
}
