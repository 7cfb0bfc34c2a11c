import type { MarketBook, MatchStatus } from '@exchange/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useServices, type Services } from '../services.ts';
import { dataSocketConnectedAtom } from '../state/betting.ts';
import { connectDataSocket, type DataSocket } from './dataSocket.ts';
import { listingMarket } from './listingMarket.ts';
import { createMatchStore, type MatchLiveState, type MatchStore } from './matchStore.ts';

/** One data socket per page, opened when a screen first needs live prices. */
const sockets = new WeakMap<Services, DataSocket>();

export function dataSocketOf(services: Services): DataSocket {
  let socket = sockets.get(services);
  if (!socket) {
    socket = connectDataSocket({
      url: services.config.data,
      onConnectedChange: (connected) => services.store.set(dataSocketConnectedAtom, connected),
    });
    sockets.set(services, socket);
  }
  return socket;
}

/** The live store of a match, in its room while the screen shows it. */
export function useMatchStore(matchId: number): MatchStore {
  const services = useServices();
  const [store, setStore] = useState(() => createMatchStore(matchId));
  // A new match id (the user followed a link to another match) gets a fresh store.
  if (store.matchId !== matchId) setStore(createMatchStore(matchId));
  useEffect(() => dataSocketOf(services).watch(matchId, store), [services, matchId, store]);
  return store;
}

/** One part of a match's live state; the component re-renders only when that part changes. */
export function useMatchSlice<T>(store: MatchStore, pick: (state: MatchLiveState) => T): T {
  const get = useCallback(() => pick(store.getState()), [store, pick]);
  return useSyncExternalStore(store.subscribe, get, get);
}

/** What a listing shows live of a match: its match odds and whether it is in play (or over). */
export interface ListingLive {
  readonly odds?: MarketBook | undefined;
  readonly status?: MatchStatus | undefined;
}

/**
 * The match odds and status of each listed match, live from their rooms. Pushes are gathered and applied
 * once a frame, so a listing of many matches re-renders at most once a frame however many prices move.
 */
export function useListingLive(matchIds: readonly number[]): ReadonlyMap<number, ListingLive> {
  const services = useServices();
  const [live, setLive] = useState<ReadonlyMap<number, ListingLive>>(new Map());
  const key = matchIds.join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    const pending = new Map<number, ListingLive>();
    let frame: number | null = null;
    const flush = () => {
      frame = null;
      const batch = [...pending];
      pending.clear();
      setLive((previous) => {
        const next = new Map(previous);
        for (const [matchId, change] of batch) next.set(matchId, { ...previous.get(matchId), ...change });
        return next;
      });
    };
    /** The market each row shows, once the match's snapshot has said which. */
    const listed = new Map<number, string>();
    const take = (
      matchId: number,
      markets: readonly MarketBook[] | undefined,
      status: MatchStatus | undefined,
    ) => {
      const odds = listingMarket(listed.get(matchId), markets);
      if (odds) listed.set(matchId, odds.marketId);
      if (!odds && !status) return;
      pending.set(matchId, { ...pending.get(matchId), ...(odds && { odds }), ...(status && { status }) });
      frame ??= requestAnimationFrame(flush);
    };
    const socket = dataSocketOf(services);
    const stops = ids.map((matchId) =>
      socket.watch(matchId, {
        onSnapshot: (snapshot) => take(matchId, snapshot.matchOdds, snapshot.status),
        onUpdate: (update) => take(matchId, update.matchOdds, update.status),
      }),
    );
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      for (const stop of stops) stop();
    };
  }, [services, key]);
  return live;
}
