import type { MarketFeedStore, MarketShape } from '@exchange/betting-widgets';
import {
  isDrawRunner,
  marketBook,
  runnerBetOf,
  type Bet,
  type Book,
  type Hedge,
  type MarketBook,
  type PlacedBet,
  type PricedRunner,
} from '@exchange/domain';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { MatchStore } from '../../sockets/matchStore.ts';

/** A market's runners and statuses from the live feed; re-renders only when they change. */
export function useShape(feed: MarketFeedStore, marketId: string): MarketShape | undefined {
  const subscribe = useCallback(
    (listener: () => void) => feed.subscribeShape(marketId, listener),
    [feed, marketId],
  );
  const get = useCallback(() => feed.getShape(marketId), [feed, marketId]);
  return useSyncExternalStore(subscribe, get, get);
}

/** A market's latest book from the match room; re-renders when that market is pushed, not on others. */
export function useLiveMarket(store: MatchStore, marketId: string): MarketBook | undefined {
  const get = useCallback(() => store.market(marketId), [store, marketId]);
  return useSyncExternalStore(store.subscribePrices, get, get);
}

/**
 * The player's position on a market: what each runner winning pays, from the matched bets (the server's
 * `profitlist` is the same book: unmatched bets may never be matched). Undefined without matched bets.
 */
export function positionOf(shape: MarketShape, bets: readonly PlacedBet[]): Book | undefined {
  const ids = shape.runners.map((runner) => runner.selectionId);
  const matched = bets.filter(
    (bet) => bet.marketId === shape.marketId && bet.status === 'match' && ids.includes(bet.selectionId),
  );
  return matched.length === 0 ? undefined : marketBook(ids, matched.map(runnerBetOf));
}

/**
 * The best back and lay price of each runner now, for the cash out. The same array until a best price
 * moves, so the position book re-renders only then (not at every move deeper in the book).
 */
export function usePricedRunners(store: MatchStore, marketId: string): readonly PricedRunner[] {
  const cache = useRef<{ key: string; runners: readonly PricedRunner[] }>({ key: '', runners: [] });
  const get = useCallback(() => {
    const market = store.market(marketId);
    const runners: PricedRunner[] = (market?.runners ?? []).map((runner) => ({
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      backPrice: runner.ex.availableToBack[0]?.price ?? null,
      layPrice: runner.ex.availableToLay[0]?.price ?? null,
    }));
    const key = JSON.stringify(runners);
    if (key !== cache.current.key) cache.current = { key, runners };
    return cache.current.runners;
  }, [store, marketId]);
  return useSyncExternalStore(store.subscribePrices, get, get);
}

/** Three-way soccer markets level the two teams and leave the draw (spec 9, the hedge's variant). */
export const hasDraw = (runners: readonly { runnerName: string }[]) =>
  runners.some((runner) => isDrawRunner(runner.runnerName));

/** The bet a cash out places: the hedge on the market's favourite, at the price it was computed at. */
export function cashOutBet(shape: MarketShape, hedge: Hedge): Bet {
  const runner = shape.runners.find((candidate) => candidate.selectionId === hedge.bet.selectionId);
  return {
    matchId: shape.matchId,
    marketId: shape.marketId,
    marketName: shape.marketName,
    selectionId: hedge.bet.selectionId,
    runnerName: runner?.runnerName ?? '',
    side: hedge.bet.side,
    stake: hedge.bet.stake,
    odds: hedge.bet.price,
    volume: undefined,
    betOn: 'MATCH_ODDS',
    oddsType: shape.oddsType,
    gtype: undefined,
    fancyStatus: undefined,
  };
}
