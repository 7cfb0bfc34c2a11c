/**
 * Bookmaker markets quote 100-based odds: DOMAIN.md "45 means decimal 1.45". The P/L rule uses the
 * 100-based figure directly (see pnl/rules.ts); these convert for display and for comparing with the
 * exchange ladder.
 */

/** 45 -> 1.45. */
export function bookmakerToDecimal(bookmakerOdds: number): number {
  if (!Number.isFinite(bookmakerOdds) || bookmakerOdds < 0) {
    throw new RangeError(`Not bookmaker odds: ${bookmakerOdds}`);
  }
  return Math.round((100 + bookmakerOdds) * 100) / 10000;
}

/** 1.45 -> 45 (rounded to two decimals, so float noise never shows). */
export function decimalToBookmaker(decimalOdds: number): number {
  if (!Number.isFinite(decimalOdds) || decimalOdds < 1)
    throw new RangeError(`Not decimal odds: ${decimalOdds}`);
  return Math.round((decimalOdds - 1) * 10000) / 100;
}
