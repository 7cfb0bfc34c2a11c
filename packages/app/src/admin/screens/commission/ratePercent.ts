import { basisPointsPerWhole, maxCommissionBasisPoints } from '@exchange/domain';

/** The highest rate as a percentage: what the form's field allows. */
export const maxRatePercent = (maxCommissionBasisPoints * 100) / basisPointsPerWhole;

/**
 * A rate typed as a percentage (2, 2.5, 0.25) in whole basis points (200, 250, 25), or why it is not one:
 * the server takes basis points, so a third decimal would be rounded away without the Super Admin seeing.
 */
export function percentToBasisPoints(percent: number | null): { basisPoints: number } | { error: string } {
  if (percent === null || !Number.isFinite(percent)) return { error: 'Enter the rate' };
  if (percent < 0 || percent > maxRatePercent) {
    return { error: `Enter a rate from 0 to ${maxRatePercent}%` };
  }
  const hundredths = percent * 100;
  const basisPoints = Math.round(hundredths);
  // 2.05 * 100 is 204.99999999999997: a rounding of the float, not a third decimal.
  if (Math.abs(hundredths - basisPoints) > 1e-6) return { error: 'Use at most two decimals' };
  return { basisPoints };
}
