import type { MarketBook } from '@exchange/domain';

/**
 * The market a listing row shows for a match: the first exchange market of the room's snapshot (Match
 * Odds, a race's Win), and then that market alone from the updates. An update lists only the markets that
 * changed: its first may be another market of the match (Half Time, settled at the break), whose runners
 * are not the row's.
 */
export function listingMarket(
  listedId: string | undefined,
  markets: readonly MarketBook[] | undefined,
): MarketBook | undefined {
  if (listedId === undefined) return markets?.[0];
  return markets?.find((market) => market.marketId === listedId);
}
