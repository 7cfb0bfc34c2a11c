import type { Role } from '@exchange/domain';

/**
 * The access matrix, one entry per route: which roles get past its access rule and, for routes that
 * name a user, which relations between caller and that user are allowed. Each feature's cases
 * (`xxxAccessCases`) are a fixture in accessCases/<feature>.ts; the matrix test enumerates the route registry against them, so a route added
 * without an entry fails.
 */
export type Relation = 'self' | 'own' | 'foreign' | 'ancestor';

export interface AccessRequest {
  query?: Record<string, string>;
  body?: unknown;
}

/** Who makes the call, for requests that name the caller or need something of its own. */
export interface AccessCaller {
  userId: string;
  username: string;
  /** The refresh token of the caller's session (for the refresh route). */
  refreshToken: string;
}

export interface AccessCase {
  /**
   * The roles whose signed-in call gets past the access check (any other role gets 403). `public`: no
   * token needed; `second-step`: only the temporary token of the code step.
   */
  allowed: readonly Role[] | 'public' | 'second-step';
  /**
   * A request good enough to get past validation, so "allowed" is told apart from "bad input"; a function
   * when it depends on the caller or must differ per call (new usernames). The role check of a route with
   * a `target` that allows `self` names the caller itself instead; one without `request` names a player
   * below the caller.
   */
  request?: AccessRequest | ((caller: AccessCaller) => AccessRequest);
  /** For routes acting on a named user: the request naming `username`, and the relations allowed. */
  target?: {
    request: (username: string) => AccessRequest;
    allowedRelations: readonly Relation[];
  };
  /**
   * A privilege the route needs even though its access rule does not name it (checked in the handler):
   * an operator holding every other privilege gets 403.
   */
  handlerPrivilege?: number;
  /** The state the calling users need (the first-login flag for add-transaction-password). */
  callerState?: { mustChangePassword?: boolean };
}

/** Keyed by `METHOD /api/path` as registered (e.g. `POST /api/login`). */
export type AccessCases = Readonly<Record<string, AccessCase>>;

export const everyRole: readonly Role[] = ['admin', 'sadmin', 'smdl', 'mdl', 'dl', 'user'];
export const operators: readonly Role[] = ['admin', 'sadmin', 'smdl', 'mdl', 'dl'];
