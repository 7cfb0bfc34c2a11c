import {
  isLoginPath,
  isUnderMaintenance,
  sessionEndedReasonOf,
  shouldLogOutAndReload,
  shouldToastBetError,
  type SessionEndedReason,
} from '@exchange/domain';

export type ApiName = 'main' | 'data' | 'bet';

/** What the app does about an error response, beyond the failing call's own handling. */
export type ErrorReaction =
  | { readonly kind: 'log-out-and-reload' }
  | { readonly kind: 'under-maintenance' }
  | { readonly kind: 'session-ended'; readonly reason: SessionEndedReason }
  | { readonly kind: 'toast'; readonly message: string }
  | { readonly kind: 'none' };

/**
 * Spec 8: a malformed token and maintenance log out and reload; an expired token (the session passed its
 * limit) and a session the server ended log that side out to its login page with the reason; bet-service errors show the server's message as a
 * top-centre toast unless it is 'No auth token' or the page is a login page. Each is decided by the
 * envelope's refusal code (and maintenance flag), never by the message text.
 */
export function reactionToError(api: ApiName, body: unknown, pathname: string): ErrorReaction {
  // Spec 8 logs out and reloads; a player reloads on the maintenance page ('Under Main', spec 2).
  if (isUnderMaintenance(body)) return { kind: 'under-maintenance' };
  // An access token that ran out could not be renewed (accessToken.ts refreshes it before): the session
  // passed its idle or absolute limit. Spec 8 logs out; the login page says why (issue 39).
  if (isTokenExpired(body) && !isLoginPath(pathname)) return { kind: 'session-ended', reason: 'expired' };
  if (shouldLogOutAndReload(body)) return { kind: 'log-out-and-reload' };
  // Ended on the server (signed in elsewhere, signed out, revoked): that side signs out and says why. A
  // login page's own calls carry no session, so there is nothing to end there.
  const ended = sessionEndedReasonOf(body);
  if (ended && !isLoginPath(pathname)) return { kind: 'session-ended', reason: ended };
  if (api !== 'bet' || typeof body !== 'object' || body === null) return { kind: 'none' };
  const { message, code } = body as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || message === '') return { kind: 'none' };
  const refusal = typeof code === 'string' ? code : null;
  return shouldToastBetError(refusal, pathname) ? { kind: 'toast', message } : { kind: 'none' };
}

const isTokenExpired = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'token_expired';

/** Issue 21: a casino call refused until the player answers the reality check (any API). */
export function isRealityCheckRefusal(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'reality_check_due'
  );
}
