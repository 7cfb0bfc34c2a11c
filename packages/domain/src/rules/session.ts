import { authMethods } from '../constants/authMethods.ts';
import type { RefusalCode } from '../contract/refusals.ts';

/** Spec 3: "auth_method (0 means secure auth disabled)"; spec 4: "disabled when auth_method is 0, otherwise enabled". */
export function isSecureAuthEnabled(authMethod: number): boolean {
  return authMethod !== authMethods.disabled;
}

/** Spec 3: "otpStatusTelegram (1 means a second-step code is required)". */
export function needsSecurityCode(otpStatusTelegram: number): boolean {
  return otpStatusTelegram === 1;
}

/** The codes named here are the refusal catalog's (a typo does not compile). */
const isOneOf = (codes: readonly RefusalCode[], code: unknown): boolean =>
  codes.includes(code as RefusalCode);

/** An expired or malformed token, or the site under maintenance: log out and reload. */
const logOutAndReloadCodes: readonly RefusalCode[] = ['token_expired', 'token_malformed', 'maintenance'];
/** The session is over on the server. */
const sessionEndedCodes: readonly RefusalCode[] = ['session_ended', 'refresh_token_reused'];
/** The bet service's refusals that are not toasted. */
const quietBetCodes: readonly RefusalCode[] = ['no_auth_token'];

/** The parts of an error envelope these rules read: its refusal code and its data. */
function envelopeOf(body: unknown): { code: unknown; data: Record<string, unknown> | null } {
  if (typeof body !== 'object' || body === null) return { code: null, data: null };
  const { code, data } = body as { code?: unknown; data?: unknown };
  return { code, data: typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null };
}

/**
 * Spec 8: "Status 401 with message 'jwt expired' or 'jwt malformed': log out and reload. Any error
 * response whose data has a maintenance flag: log out and reload." Read from the envelope's code
 * (token_expired, token_malformed, maintenance) and the data's flag, never from the message text.
 */
export function shouldLogOutAndReload(body: unknown): boolean {
  const { code, data } = envelopeOf(body);
  if (isOneOf(logOutAndReloadCodes, code)) return true;
  return Boolean(data?.['maintenance']);
}

/**
 * The site is under maintenance (the `maintenance` refusal, or spec 8's "maintenance flag" in the data): a
 * player is logged out to the maintenance page ('Under Main', spec 2) rather than the login form.
 */
export function isUnderMaintenance(body: unknown): boolean {
  const { code, data } = envelopeOf(body);
  return code === ('maintenance' satisfies RefusalCode) || Boolean(data?.['maintenance']);
}

/** Why the server ended a session: it says so in a 401's data, `{ sessionEnded: reason }`. */
export const sessionEndedReasons = [
  'login',
  'logout',
  'revoked',
  'passwordChanged',
  'secondStepChanged',
  'secondStepReset',
  'endedByUpline',
  'locked',
  /** The access token ran out and could not be renewed: the session passed its idle or absolute limit. */
  'expired',
] as const;
export type SessionEndedReason = (typeof sessionEndedReasons)[number];

const isSessionEndedReason = (value: unknown): value is SessionEndedReason =>
  sessionEndedReasons.includes(value as SessionEndedReason);

/**
 * Whether an error response says the caller's session is over (signed in elsewhere, signed out, revoked,
 * a reused refresh token: the codes session_ended and refresh_token_reused): the reason when the server
 * gave one, 'revoked' when it did not; null for any other answer. Such a refusal signs that side out.
 */
export function sessionEndedReasonOf(body: unknown): SessionEndedReason | null {
  const { code, data } = envelopeOf(body);
  if (!isOneOf(sessionEndedCodes, code)) return null;
  const reason = data?.['sessionEnded'];
  return isSessionEndedReason(reason) ? reason : 'revoked';
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
 * 'No auth token' or the page is a login page." 'No auth token' is the refusal no_auth_token.
 */
export function shouldToastBetError(code: string | null, pathname: string): boolean {
  return !isOneOf(quietBetCodes, code) && !isLoginPath(pathname);
}

/**
 * Spec 4: "A 'logout' event with a session id logs the user out ... only if that id differs from the
 * client's own session id."
 */
export function isLogoutForThisClient(eventSessionId: string, ownSessionId: string): boolean {
  return eventSessionId !== ownSessionId;
}
