/**
 * How long a session lasts (docs/adr/0020-session-limits.md). Idle: a session whose refresh token is not
 * used within this ends; an open page refreshes well within it (its access token lives 15 minutes, and
 * the player shell reads the news every 5). Absolute: no session outlives this from its sign-in, however
 * often it is refreshed.
 */
export const sessionIdleLimitMs = 30 * 60 * 1000;
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

/** The instant a session begun at `startedAt` ends whatever it does. */
export function sessionEnd(startedAt: Date): Date {
  return new Date(startedAt.getTime() + sessionLifetimeMs);
}

/** When a refresh token issued `now` stops working: after the idle limit, never past the session's end. */
export function refreshTokenExpiry(startedAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + sessionIdleLimitMs, sessionEnd(startedAt).getTime()));
}

/** Whole seconds left before the session's end, none once past it (an access token must not outlive it). */
export function secondsLeft(startedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((sessionEnd(startedAt).getTime() - now.getTime()) / 1000));
}
