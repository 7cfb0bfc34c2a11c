import { messages, refusalMessages } from '../messages.ts';

/** Spec 3: "auth_method (0 means secure auth disabled)"; spec 4: "disabled when auth_method is 0, otherwise enabled". */
export function isSecureAuthEnabled(authMethod: number): boolean {
  return authMethod !== 0;
}

/** Spec 3: "otpStatusTelegram (1 means a second-step code is required)". */
export function needsSecurityCode(otpStatusTelegram: number): boolean {
  return otpStatusTelegram === 1;
}

/**
 * Spec 8: "Status 401 with message 'jwt expired' or 'jwt malformed': log out and reload. Any error
 * response whose data has a maintenance flag: log out and reload."
 */
export function shouldLogOutAndReload(status: number, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, data } = body as { message?: unknown; data?: unknown };
  if (status === 401 && (message === messages.jwtExpired || message === messages.jwtMalformed)) return true;
  return (
    typeof data === 'object' && data !== null && Boolean((data as { maintenance?: unknown }).maintenance)
  );
}

/** Why the server ended a session: it says so in a 401's data, `{ sessionEnded: reason }`. */
export const sessionEndedReasons = ['login', 'logout', 'revoked', 'passwordChanged', 'locked'] as const;
export type SessionEndedReason = (typeof sessionEndedReasons)[number];

const isSessionEndedReason = (value: unknown): value is SessionEndedReason =>
  sessionEndedReasons.includes(value as SessionEndedReason);

/**
 * Whether an error response says the caller's session is over (signed in elsewhere, signed out, revoked,
 * a reused refresh token): the reason when the server gave one, 'revoked' when it did not; null for any
 * other answer. Such a 401 signs that side out.
 */
export function sessionEndedReasonOf(status: number, body: unknown): SessionEndedReason | null {
  if (status !== 401 || typeof body !== 'object' || body === null) return null;
  const { message, data } = body as { message?: unknown; data?: unknown };
  const reason =
    typeof data === 'object' && data !== null ? (data as { sessionEnded?: unknown }).sessionEnded : null;
  if (isSessionEndedReason(reason)) return reason;
  return message === refusalMessages.sessionEnded || message === refusalMessages.refreshTokenReused
    ? 'revoked'
    : null;
}

/** Spec 2: "Login pages are at paths containing /login. Admin paths contain admin." */
export function isLoginPath(pathname: string): boolean {
  return pathname.includes('/login');
}

export function isAdminPath(pathname: string): boolean {
  return pathname.includes('admin');
}

/**
 * Spec 8: "Bet-service errors: the server message is shown as a top-centre toast, unless the message is
 * 'No auth token' or the page is a login page."
 */
export function shouldToastBetError(message: string, pathname: string): boolean {
  return message !== messages.noAuthToken && !isLoginPath(pathname);
}

/**
 * Spec 4: "A 'logout' event with a session id logs the user out ... only if that id differs from the
 * client's own session id."
 */
export function isLogoutForThisClient(eventSessionId: string, ownSessionId: string): boolean {
  return eventSessionId !== ownSessionId;
}
