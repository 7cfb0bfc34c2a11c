import type { Minor } from '../money/minorUnits.ts';

/**
 * Money with two decimals (spec 3: "total (two decimals ...)"; ARCHITECTURE.md: "the API shows two
 * decimals"): 12050 minor units -> '120.50', -5 -> '-0.05'. Digits only, no grouping, no symbol: the
 * server's messages. A screen shows money with the design system's `formatAmount` (Indian grouping).
 */
export function formatMoney(amount: Minor): string {
  const sign = amount < 0 ? '-' : '';
  const magnitude = Math.abs(amount);
  const cents = magnitude % 100;
  // Integer division without a float quotient, exact for every safe integer.
  const whole = (magnitude - cents) / 100;
  return `${sign}${whole}.${String(cents).padStart(2, '0')}`;
}

/** Spec 3, Profit/loss item: "total (two decimals, green if above 0, else red)". */
export function amountTone(amount: number): 'profit' | 'loss' {
  return amount > 0 ? 'profit' : 'loss';
}
