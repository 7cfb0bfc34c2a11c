import type { PriceSelection } from '@exchange/betting-widgets';
import { refusalCatalog } from '@exchange/domain';
import { useCallback, useSyncExternalStore } from 'react';
import type { MatchStore } from '../../sockets/matchStore.ts';

/**
 * Why the slip's bet cannot be placed now, in the words the server would refuse it with, or undefined:
 * its market closed (its result in, or the match over) or suspended. A session the room no longer lists
 * has closed (the room drops closed sessions).
 */
export function slipUnavailableReason(store: MatchStore, selection: PriceSelection): string | undefined {
  const state = store.getState();
  if (!state.loaded) return undefined;
  if (state.status === 'closed') return refusalCatalog.market_closed;
  const { marketId } = selection;
  const status =
    selection.betOn === 'FANCY'
      ? (state.fancy.find((market) => market.marketId === marketId)?.status ?? 'CLOSED')
      : store.feed.getShape(marketId)?.status;
  if (status === 'CLOSED') return refusalCatalog.market_closed;
  if (status !== undefined && status !== 'OPEN') return refusalCatalog.market_suspended;
  return undefined;
}

const noSlip = () => () => undefined;

/** `slipUnavailableReason`, kept up to date as the match room pushes (the page's state or the market's). */
export function useSlipUnavailable(
  store: MatchStore | undefined,
  selection: PriceSelection | undefined,
): string | undefined {
  const marketId = selection?.marketId;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!store || marketId === undefined) return noSlip();
      const stops = [store.subscribe(listener), store.feed.subscribeShape(marketId, listener)];
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, marketId],
  );
  const get = () => (store && selection ? slipUnavailableReason(store, selection) : undefined);
  return useSyncExternalStore(subscribe, get, get);
}
