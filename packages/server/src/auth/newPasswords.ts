import { brandNames, defaultBrand, Refusal } from '@exchange/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * ASVS 6.2.4: zxcvbn-ts's list of common passwords (about 49,000, the most used first, in lower case).
 * Only the server holds it: in the domain package it would land in the browser app's bundle.
 */
const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/**
 * ASVS 6.2.11, docs/security.md § Policies "Context-specific words": the product and brand names (every
 * brand's host label but the default's, which names no site), the trade's words and the demo's (its
 * password `Demo1234` is `demo` with digits added).
 */
export const contextWords: readonly string[] = [
  'exchange',
  ...brandNames.filter((brand) => brand !== defaultBrand),
  'sports',
  'bet',
  'betting',
  'cricket',
  'casino',
  'odds',
  'admin',
  'agent',
  'master',
  'demo',
];

/**
 * A name shorter than a username (4 characters) would refuse too much: "Raj" would bar every password
 * holding those three letters.
 */
const shortestName = 4;

/** The account whose new password is checked: its own words may not be in it. */
export interface PasswordOwner {
  readonly username: string;
  readonly fullname: string;
}

/** The owner's names, lower case: the username, the full name without its spaces and each part of it. */
function namesOf(owner: PasswordOwner): string[] {
  const parts = owner.fullname.toLowerCase().split(/\s+/u);
  return [owner.username.toLowerCase(), parts.join(''), ...parts].filter(
    (name) => name.length >= shortestName,
  );
}

/** Whether the password holds one of the owner's names, or is a context word with only digits or symbols added. */
export function hasContextWord(password: string, owner: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  if (namesOf(owner).some((name) => lower.includes(name))) return true;
  const letters = lower.replace(/[^\p{L}]/gu, '');
  return contextWords.includes(letters);
}

/** Whether the password is on the common list, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

const refusals = {
  password: { common: 'password_common', context: 'password_context_word' },
  transactionPassword: {
    common: 'transaction_password_common',
    context: 'transaction_password_context_word',
  },
} as const;

/**
 * A password a person chooses (a new account's, a changed one, the first-login pair) passes the form's
 * rules and then these: not a common one, none of the account's words. Compared without case, since
 * guessers try every case of a word.
 */
export function requireNewPassword(
  secret: keyof typeof refusals,
  password: string,
  owner: PasswordOwner,
): void {
  if (isCommonPassword(password)) throw new Refusal(refusals[secret].common);
  if (hasContextWord(password, owner)) throw new Refusal(refusals[secret].context);
}
