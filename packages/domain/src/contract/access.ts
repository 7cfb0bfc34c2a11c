import { privilege, type PrivilegeId } from '../constants/privileges.ts';
import type { Role } from '../constants/roles.ts';

/**
 * Who may call an endpoint; part of its declaration, so the server enforces it and the OpenAPI document
 * states it.
 * - `public`: no token (login, refresh).
 * - `second-step`: only the temporary token of the code step.
 * - `signed-in`: any signed-in user; `player` / `operator`: that side only.
 * `roles` narrows to some roles; `privilege` needs the caller to hold that privilege id (spec 3) now.
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'second-step' }
  | {
      readonly kind: 'signed-in' | 'player' | 'operator';
      readonly roles?: readonly Role[];
      readonly privilege?: PrivilegeId;
      /** Callable before the first-login password change (the change itself, user-info). */
      readonly duringFirstLogin?: true;
      /**
       * Callable by an operator that has no second step yet where one is required (OPERATOR_SECOND_STEP):
       * what it takes to set one up (user-info, the authenticator and Telegram enrolments, the first-login
       * change, logout).
       */
      readonly duringEnrolment?: true;
    };

/**
 * Platform-wide acts (the match catalogue, sport settings, market status, results, voids, rollbacks,
 * site-wide settings) change every white label at once: the Super Admin's alone, or its multi-login
 * account's while it holds Events. An Admin (sadmin) runs one label and gets 403.
 */
export const platformAccess = {
  kind: 'operator',
  roles: ['admin'],
  privilege: privilege.events,
} as const satisfies Access;
