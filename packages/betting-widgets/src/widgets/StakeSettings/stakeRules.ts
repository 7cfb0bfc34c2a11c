import { hasAtMostTwoDecimals } from '@exchange/domain';

export interface StakeLimits {
  /** The smallest stake a button may hold (major units). */
  readonly minStake: number;
  /** The largest, when there is one. */
  readonly maxStake?: number | undefined;
}

const amount = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 2 });

/**
 * Why a preset stake cannot be saved, or null when it can. `earlier` are the stakes above it in the list:
 * two buttons with one amount would be one button too many.
 */
export function stakeError(value: number | null, earlier: readonly (number | null)[], limits: StakeLimits) {
  if (value === null) return 'Enter a stake';
  if (value <= 0) return 'A stake must be above 0';
  if (!hasAtMostTwoDecimals(value)) return 'Use at most two decimals';
  if (value < limits.minStake) return `A stake must be at least ${amount(limits.minStake)}`;
  if (limits.maxStake !== undefined && value > limits.maxStake) {
    return `A stake must be at most ${amount(limits.maxStake)}`;
  }
  if (earlier.includes(value)) return 'This stake is already a button';
  return null;
}

/** Every stake's error, in order (null where it is fine). */
export function stakeErrors(values: readonly (number | null)[], limits: StakeLimits): (string | null)[] {
  return values.map((value, index) => stakeError(value, values.slice(0, index), limits));
}
