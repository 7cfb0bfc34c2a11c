import type { PrivilegeId, Role } from '@exchange/domain';

/**
 * Who makes a call, as the services see it: plain data, so a service, the ledger and their tests need no
 * HTTP (ADR 0041). The HTTP edge (http/authenticate.ts) builds it as the session is loaded.
 */
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
