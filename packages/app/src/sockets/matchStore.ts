import { createMarketFeedStore, type MarketFeedStore } from '@exchange/betting-widgets';
import type {
  FancyMarket,
  MarketBook,
  MatchResult,
  MatchSnapshot,
  MatchStatus,
  MatchUpdate,
  Score,
} from '@exchange/domain';
import type { MatchRoomListener } from './dataSocket.ts';

/** What the odds screen lays out for a match: which markets, the sessions, the score. Prices live in `feed`. */
export interface MatchLiveState {
  /** False until the first snapshot. */
  readonly loaded: boolean;
  readonly status: MatchStatus | null;
  readonly matchOdds: readonly string[];
  readonly bookmaker: readonly string[];
  readonly fancy: readonly FancyMarket[];
  readonly score: Score | null;
  /** How the finished match's match odds ended (winner or void), once its result is in. */
  readonly result: MatchResult | null;
  /** The server's refusal of the room, if it refused. */
  readonly refused: string | null;
}

/**
 * One match's live state from its room. Price moves go only to `feed` (applied once a frame, each price
 * cell re-rendering alone); the state the page reads changes only when the markets shown, the sessions,
 * the score or the status change, so a price tick never re-renders the page.
 */
export interface MatchStore extends MatchRoomListener {
  readonly matchId: number;
  readonly feed: MarketFeedStore;
  getState(): MatchLiveState;
  subscribe(listener: () => void): () => void;
  /** The latest book of a match odds or bookmaker market (for the cash-out prices). */
  market(marketId: string): MarketBook | undefined;
  /** Hears about every price push of the match's markets (a position's prices). */
  subscribePrices(listener: () => void): () => void;
}

const emptyState: MatchLiveState = {
  loaded: false,
  status: null,
  matchOdds: [],
  bookmaker: [],
  fancy: [],
  score: null,
  result: null,
  refused: null,
};

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Ids in the order held, with new ones appended, leaving out `removed`. */
function mergeIds(held: readonly string[], incoming: readonly MarketBook[], removed: ReadonlySet<string>) {
  const ids = held.filter((id) => !removed.has(id));
  for (const market of incoming) if (!ids.includes(market.marketId)) ids.push(market.marketId);
  return sameIds(ids, held) ? held : ids;
}

/** Sessions that are still open, an update's version replacing the held one. */
function mergeFancy(
  held: readonly FancyMarket[],
  incoming: readonly FancyMarket[],
  removed: ReadonlySet<string>,
): readonly FancyMarket[] {
  if (incoming.length === 0 && removed.size === 0) return held;
  const byId = new Map(held.map((market) => [market.marketId, market]));
  for (const market of incoming) byId.set(market.marketId, market);
  return [...byId.values()].filter((market) => market.status !== 'CLOSED' && !removed.has(market.marketId));
}

export function createMatchStore(matchId: number, schedule?: (apply: () => void) => void): MatchStore {
  const feed = createMarketFeedStore(schedule ? { schedule } : {});
  const markets = new Map<string, MarketBook>();
  const listeners = new Set<() => void>();
  const priceListeners = new Set<() => void>();
  let state = emptyState;

  const set = (next: MatchLiveState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const pushPrices = (books: readonly MarketBook[]) => {
    for (const book of books) {
      markets.set(book.marketId, book);
      feed.push(book);
    }
    if (books.length > 0) for (const listener of priceListeners) listener();
  };

  return {
    matchId,
    feed,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    market: (marketId) => markets.get(marketId),
    subscribePrices(listener) {
      priceListeners.add(listener);
      return () => priceListeners.delete(listener);
    },
    onSnapshot(snapshot: MatchSnapshot) {
      markets.clear();
      pushPrices([...snapshot.matchOdds, ...snapshot.bookmaker]);
      set({
        loaded: true,
        status: snapshot.status,
        matchOdds: snapshot.matchOdds.map((market) => market.marketId),
        bookmaker: snapshot.bookmaker.map((market) => market.marketId),
        fancy: snapshot.fancy,
        score: snapshot.score,
        result: snapshot.result ?? null,
        refused: null,
      });
    },
    onUpdate(update: MatchUpdate) {
      const removed = new Set(update.removed ?? []);
      for (const id of removed) markets.delete(id);
      pushPrices([...(update.matchOdds ?? []), ...(update.bookmaker ?? [])]);
      const next: MatchLiveState = {
        ...state,
        status: update.status ?? state.status,
        matchOdds: mergeIds(state.matchOdds, update.matchOdds ?? [], removed),
        bookmaker: mergeIds(state.bookmaker, update.bookmaker ?? [], removed),
        fancy: mergeFancy(state.fancy, update.fancy ?? [], removed),
        score: update.score ?? state.score,
        result: update.result ?? state.result,
      };
      const changed = (Object.keys(next) as (keyof MatchLiveState)[]).some((key) => next[key] !== state[key]);
      if (changed) set(next);
    },
    onRefused(message) {
      set({ ...state, loaded: true, refused: message });
    },
  };
}
