import { isSuspended } from '@exchange/domain';

/** What a market takes now, as its widget shows it (its frame's `data-state`, the cover over its prices). */
export type MarketState = 'open' | 'suspended' | 'closed';

/**
 * A closed market (its result in, its match over) takes no bet ever again, and says so: it must never
 * look open with the last prices it had.
 */
export function marketStateOf(status: string | undefined): MarketState {
  if (status === 'CLOSED') return 'closed';
  return isSuspended(status) ? 'suspended' : 'open';
}
