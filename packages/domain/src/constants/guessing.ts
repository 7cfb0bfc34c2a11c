/**
 * How many wrong guesses of a secret are allowed before that secret is locked (issue 14, "guessing is
 * bounded"). Counted per account (or per typed username that has no account), in the database, whatever
 * the client's address. A sign-in lock ends sooner when an operator above unlocks the account.
 * - login password: 10 failures within 15 minutes lock sign-in for 15 minutes (a person who forgot the
 *   password is held up briefly; a guesser gets 960 tries a day at most, against a password of 8+
 *   characters with three character classes).
 * - transaction password and second-step codes (authenticator or Telegram): 5 failures within 15 minutes
 *   lock them for 60 minutes. A 6-digit code has three valid values a minute (one step either side), so
 *   this keeps a guesser who already has the password below 1 in 10,000 a day.
 */
export const guessLimits = {
  login: { maxFailures: 10, windowMinutes: 15, lockMinutes: 15 },
  transactionPassword: { maxFailures: 5, windowMinutes: 15, lockMinutes: 60 },
  code: { maxFailures: 5, windowMinutes: 15, lockMinutes: 60 },
} as const;

export type GuessKind = keyof typeof guessLimits;
