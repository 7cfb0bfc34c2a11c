import { isOperator, refusalMessages, type Role } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './envelope.ts';

/**
 * Who may call a route. Every route declares one (a route without it cannot be registered), and the
 * access-matrix test enumerates them all.
 * - `public`: no token (login, refresh).
 * - `second-step`: only the temporary token of the code step.
 * - `signed-in`: any signed-in user; `player` / `operator`: that side only.
 * `roles` narrows to some roles; `privilege` needs that privilege id (spec 3) for operators below admin.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'second-step' }
  | {
      kind: 'signed-in' | 'player' | 'operator';
      roles?: readonly Role[];
      privilege?: number;
      /** Callable before the first-login password change (the change itself, user-info). */
      duringFirstLogin?: true;
    };

export interface Caller {
  userId: string;
  sessionId: string;
  role: Role;
  privileges: readonly number[];
  /** For a multi-login account, the operator it acts for; otherwise the caller itself. */
  actingUserId: string;
}

/** Throws the refusal for a signed-in caller who does not meet a route's access rule. */
export function checkAccess(access: Access, caller: Caller): void {
  if (access.kind === 'public' || access.kind === 'second-step') return;
  if (access.kind === 'player' && isOperator(caller.role))
    throw new HttpError(403, refusalMessages.forbidden);
  if (access.kind === 'operator' && !isOperator(caller.role))
    throw new HttpError(403, refusalMessages.forbidden);
  if (access.roles && !access.roles.includes(caller.role))
    throw new HttpError(403, refusalMessages.forbidden);
  // The Super Admin holds every privilege (not its multi-login accounts); everyone else only those granted.
  const isSuperAdmin = caller.role === 'admin' && caller.userId === caller.actingUserId;
  if (access.privilege !== undefined && !isSuperAdmin && !caller.privileges.includes(access.privilege)) {
    throw new HttpError(403, refusalMessages.forbidden);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The signed-in caller of a route whose access is not public. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, 'No auth token');
  return request.caller;
}
