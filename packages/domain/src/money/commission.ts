import { minor, scaleMinor, zeroMinor, type Minor } from './minorUnits.ts';

/**
 * Exchange commission (issue 41, docs/adr/0036-exchange-commission.md): a share of a player's net winnings
 * on a market, the way an exchange earns instead of a house edge. Rates are whole basis points (1/100 of a
 * percent: 200 is 2%), so a rate is exact and the commission is one rounding of an integer.
 */

export const basisPointsPerWhole = 10_000;

/** The highest rate the Super Admin may set: 10% (Betfair's market base rates are 2 to 5%). */
export const maxCommissionBasisPoints = 1_000;

/**
 * The commission on a player's net P/L on one market: the rate of it, rounded once to the paisa (halves
 * away from zero), and nothing on a loss or on zero.
 */
export function commissionOn(netPnl: Minor, basisPoints: number): Minor {
  if (netPnl <= 0 || basisPoints <= 0) return zeroMinor;
  return minor(scaleMinor(netPnl, basisPoints, basisPointsPerWhole));
}

/** A rate as people read it: 200 is "2%", 250 "2.5%", 5 "0.05%". */
export function basisPointsLabel(basisPoints: number): string {
  // A whole number of hundredths prints exactly: the shortest decimal that reads back as the same double.
  return `${basisPoints / 100}%`;
}
