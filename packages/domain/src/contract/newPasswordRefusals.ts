/**
 * What the server answers for a new password that passes the form's rules but not its own checks
 * (ASVS 6.2.4 and 6.2.11, server/auth/newPasswords.ts): one of the common passwords, or the account's
 * own words. Every call that sets a password may answer them.
 */
export const newPasswordRefusals = ['password_common', 'password_context_word'] as const;
export const newTransactionPasswordRefusals = [
  'transaction_password_common',
  'transaction_password_context_word',
] as const;
