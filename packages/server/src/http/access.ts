import { isOperator, Refusal, type Access, type PrivilegeId, type Role } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';

export interface Caller {
  userId: string;
  sessionId: string;
  role: Role;
  /**
   * The privileges the caller holds now (auth/privileges.ts privilegesHeldBy, computed as the session is
   * loaded): all for the Super Admin, its own within its owner's for a multi-login account.
   */
  privileges: readonly PrivilegeId[];
  /** For a multi-login account, the operator it acts for; otherwise the caller itself. */
  actingUserId: string;
}

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
