/**
 * Spec 3, User: "auth_method (0 means secure auth disabled)"; spec 4: secure auth is "disabled when
 * auth_method is 0, otherwise enabled". The spec names only 0; 1 (a code sent to the user's Telegram chat)
 * and 2 (a code from an authenticator app, TOTP) are ours (ADR 0050).
 */
export const authMethods = {
  /** No second step: the password signs in. */
  disabled: 0,
  /** A code sent to the Telegram chat linked through the bot. */
  telegram: 1,
  /** A code from an authenticator app (TOTP), the spec's "mobile app" tab of secure auth. */
  authenticator: 2,
} as const;

export type AuthMethod = (typeof authMethods)[keyof typeof authMethods];
