import { isOperator, privilege, type PrivilegeId, type Role, Refusal } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Who may call a route. Every route declares one (a route without it cannot be registered), and the
 * access-matrix test enumerates them all.
 * - `public`: no token (login, refresh).
 * - `second-step`: only the temporary token of the code step.
 * - `signed-in`: any signed-in user; `player` / `operator`: that side only.
 * `roles` narrows to some roles; `privilege` needs the caller to hold that privilege id (spec 3) now.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'second-step' }
  | {
      kind: 'signed-in' | 'player' | 'operator';
      roles?: readonly Role[];
      privilege?: PrivilegeId;
      /** Callable before the first-login password change (the change itself, user-info). */
      duringFirstLogin?: true;
    };

/**
 * Platform-wide acts (the match catalogue, sport settings, market status, results, voids, rollbacks,
 * site-wide settings) change every white label at once: the Super Admin's alone, or its multi-login
 * account's while it holds Events. An Admin (sadmin) runs one label and gets 403.
 */
export const platformAccess: Access = { kind: 'operator', roles: ['admin'], privilege: privilege.events };

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
