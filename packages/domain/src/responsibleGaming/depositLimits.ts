import { add, sub } from 'date-fns';
import { addMinor, type Minor } from '../money/minorUnits.ts';
import {
  depositLimitIncreaseDelay,
  depositLimitWindowDurations,
  depositLimitWindows,
  type DepositLimitWindow,
} from './periods.ts';

/**
 * A deposit limit of one window: `amount` applies now (null: no limit); `pending` is an increase or a
 * removal the player asked for, which applies from `effectiveAt` (spec 9 terms: "limit changes take
 * effect after 7 days"; a decrease protects the player, so it applies at once).
 */
export interface DepositLimit {
  readonly amount: Minor | null;
  readonly pending: { readonly amount: Minor | null; readonly effectiveAt: Date } | null;
}

export type DepositLimits = Readonly<Record<DepositLimitWindow, DepositLimit>>;

export const noDepositLimit: DepositLimit = { amount: null, pending: null };

/** The limit as it stands at `now`: a pending change whose date has come has taken over. */
export function currentDepositLimit(limit: DepositLimit, now: Date): DepositLimit {
  if (limit.pending && now >= limit.pending.effectiveAt)
    return { amount: limit.pending.amount, pending: null };
  return limit;
}

/** Whether `wanted` loosens `current` (null is no limit, the loosest). */
function loosens(wanted: Minor | null, current: Minor | null): boolean {
  if (current === null) return false;
  return wanted === null || wanted > current;
}

/**
 * The limit after the player asks for `wanted` at `now`. A decrease (or a first limit, or the same
 * amount) applies at once and drops any pending increase; an increase or a removal waits 7 days. Asking
 * again for no more than an increase already pending keeps its (earlier) date; asking for more starts 7
 * days anew.
 */
export function changeDepositLimit(limit: DepositLimit, wanted: Minor | null, now: Date): DepositLimit {
  const current = currentDepositLimit(limit, now);
  if (!loosens(wanted, current.amount)) return { amount: wanted, pending: null };
  const fresh = add(now, depositLimitIncreaseDelay);
  const earlier = current.pending;
  const keepsEarlier = earlier !== null && !loosens(wanted, earlier.amount) && earlier.effectiveAt < fresh;
  const effectiveAt = keepsEarlier ? earlier.effectiveAt : fresh;
  return { amount: current.amount, pending: { amount: wanted, effectiveAt } };
}

/** Where a window's count of deposits starts: a rolling window ending now. */
export function depositWindowStart(window: DepositLimitWindow, now: Date): Date {
  return sub(now, depositLimitWindowDurations[window]);
}

/**
 * The first window a deposit of `amount` would take over its limit, or null when it fits every one.
 * `used` is what the player already asked for inside each window (pending and approved requests).
 */
export function depositOverLimit(
  limits: DepositLimits,
  used: Readonly<Record<DepositLimitWindow, Minor>>,
  amount: Minor,
  now: Date,
): DepositLimitWindow | null {
  for (const window of depositLimitWindows) {
    const limit = currentDepositLimit(limits[window], now).amount;
    if (limit !== null && addMinor(used[window], amount) > limit) return window;
  }
  return null;
}
