import { minor, subtractMinor, sumMinor, type Minor } from '../money/minorUnits.ts';
import type { Book } from './book.ts';

/**
 * Exposure of one market: the worst case over its outcomes, as a positive amount, and 0 if no outcome
 * loses. DOMAIN.md: "Exposure of a market = the worst case: max(0, -min over outcomes of the book)."
 */
export function bookExposure(book: Book): Minor {
  return worstCase(book.map((position) => position.amount));
}

/** max(0, -min(amounts)): the shared worst-case rule for runner books and session fancy books. */
export function worstCase(amounts: readonly Minor[]): Minor {
  return minor(Math.max(0, ...amounts.map((amount) => -amount)));
}

/** DOMAIN.md: "User exposure = sum of market exposures (the spec spells it `exposer` on the wire)." */
export function totalExposure(marketExposures: Iterable<Minor>): Minor {
  return sumMinor(marketExposures);
}

/** DOMAIN.md: "Available balance = balance - exposure." */
export function availableBalance(balance: Minor, exposure: Minor): Minor {
  return subtractMinor(balance, exposure);
}

export interface BetAcceptanceInput {
  readonly balance: Minor;
  /** The user's total exposure before the bet. */
  readonly currentExposure: Minor;
  /** The user's total exposure with the bet placed. */
  readonly newExposure: Minor;
  /** The user's exposure limit; undefined where none is set (operators have none). */
  readonly exposureLimit?: Minor | undefined;
}

export type BetAcceptance = 'accepted' | 'insufficientBalance' | 'exposureLimitExceeded';

/**
 * DOMAIN.md: "A bet is accepted only if the new total exposure fits the available balance and the
 * user's exposure limit. A bet that lowers exposure is always allowed."
 */
export function betAcceptance({
  balance,
  currentExposure,
  newExposure,
  exposureLimit,
}: BetAcceptanceInput): BetAcceptance {
  if (newExposure <= currentExposure) return 'accepted';
  if (newExposure > balance) return 'insufficientBalance';
  if (exposureLimit !== undefined && newExposure > exposureLimit) return 'exposureLimitExceeded';
  return 'accepted';
}
