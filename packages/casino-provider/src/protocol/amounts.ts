/**
 * The protocol's amounts are decimal strings with at most two decimals ("10.00"). The provider counts in
 * whole cents so that a stake times a payout never rounds.
 */
const amountPattern = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/;

export function parseAmount(text: string): number | undefined {
  const match = amountPattern.exec(text);
  if (!match) return undefined;
  const [, units = '0', fraction = ''] = match;
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
