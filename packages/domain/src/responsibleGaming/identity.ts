/**
 * What identifies a person across accounts (docs/decisions.md, "Responsible gaming"): the full name an
 * operator enters at register, the only personal detail a player account holds. Compared without case,
 * accents' spelling variants (Unicode NFKC), or spacing, so "Rahul  Sharma" is "rahul sharma".
 */
export function identityKey(fullName: string): string {
  return fullName.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}
