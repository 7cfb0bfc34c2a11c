import type { Services } from '../services.ts';
import { dataSocketOf } from '../sockets/liveMatches.ts';
import { createMatchStore, type MatchStore } from '../sockets/matchStore.ts';

/** A match's live store, already in its room; the page takes over the room's hold when it mounts. */
export interface MatchRoom {
  readonly store: MatchStore;
  /** Resolves when the store has its first snapshot, or after `ms`. */
  firstSnapshot(ms: number): Promise<void>;
  /** The loader's hold on the room, handed over once (to the page's effect); null after that. */
  claim(): (() => void) | null;
  /** Leaves the room unless the page has taken it over. */
  leave(): void;
}

/**
 * Joins the match's room now, before the page renders (the socket module loads beside the page's and its
 * data's): a navigation elsewhere before the page shows (`signal`) leaves it.
 */
export function joinMatchRoom(services: Services, matchId: number, signal: AbortSignal): MatchRoom {
  const store = createMatchStore(matchId);
  let hold: (() => void) | null = dataSocketOf(services).watch(matchId, store);
  const leave = () => {
    signal.removeEventListener('abort', leave);
    hold?.();
    hold = null;
  };
  signal.addEventListener('abort', leave);
  return {
    store,
    leave,
    claim() {
      signal.removeEventListener('abort', leave);
      const handed = hold;
      hold = null;
      return handed;
    },
    firstSnapshot(ms) {
      if (store.getState().loaded) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        const stop = store.subscribe(() => {
          if (store.getState().loaded) done();
        });
        function done() {
          clearTimeout(timer);
          stop();
          resolve();
        }
      });
    },
  };
}
