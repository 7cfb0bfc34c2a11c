import type { MarketBook } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { listingMarket } from './listingMarket.ts';

const market = (marketId: string, marketName: string): MarketBook => ({
  marketId,
  marketName,
  matchId: 7,
  runners: [],
});
const matchOdds = market('1.10', 'Match Odds');
const halfTime = market('1.30', 'Half Time');

describe("a listing row's market", () => {
  it("is the snapshot's first market, then only that market from the updates", () => {
    expect(listingMarket(undefined, [matchOdds, halfTime])).toBe(matchOdds);
    // The break: only Half Time changed (it closed); the row keeps its match odds.
    expect(listingMarket(matchOdds.marketId, [halfTime])).toBeUndefined();
    expect(listingMarket(matchOdds.marketId, [halfTime, { ...matchOdds, status: 'SUSPENDED' }])).toEqual({
      ...matchOdds,
      status: 'SUSPENDED',
    });
  });
});
