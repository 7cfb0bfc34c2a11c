import type { MarketBook, Side } from '@exchange/domain';
import { sideLevels, type PriceLevel } from './market.ts';

/** A market without its prices: what changes rarely (runners, names, statuses). */
export interface MarketShape {
  readonly marketId: string;
  readonly marketName: string;
  readonly matchId: number;
  readonly oddsType?: string | undefined;
  readonly status?: string | undefined;
  readonly runners: readonly {
    readonly selectionId: number;
    readonly runnerName: string;
    readonly status?: string | undefined;
  }[];
}

/** Where a price cell sits: market, runner, side and depth (0 is the best price). */
export interface LevelAddress {
  readonly marketId: string;
  readonly selectionId: number;
  readonly side: Side;
  readonly depth: number;
}

type Listener = () => void;

/**
 * Live prices for many markets. A feed pushes whole market snapshots as often as it likes; the store
 * applies them once per animation frame (the last snapshot of a market in a frame wins) and then tells
 * only the subscribers whose part changed: a price cell hears about its own level, a market about its
 * runners and statuses. Widgets read it with `useSyncExternalStore`, so one price moving re-renders one
 * cell, not the market around it.
 */
export interface MarketFeedStore {
  /** Queues a snapshot of a market; it is applied at the next frame. */
  push(market: MarketBook): void;
  /** Applies every queued snapshot now (tests, or a host that schedules its own frames). */
  flush(): void;
  getShape(marketId: string): MarketShape | undefined;
  /** The level at an address; the same object until its price or size changes. */
  getLevel(address: LevelAddress): PriceLevel | undefined;
  subscribeShape(marketId: string, listener: Listener): () => void;
  subscribeLevel(address: LevelAddress, listener: Listener): () => void;
  /** The markets applied so far, in the order they first arrived. */
  marketIds(): readonly string[];
}

export interface MarketFeedStoreOptions {
  /** Snapshots to start with (applied at once). */
  markets?: readonly MarketBook[];
  /**
   * How the store waits for the next frame; defaults to `requestAnimationFrame` (a timer where there is
   * none, as in Node).
   */
  schedule?: (apply: () => void) => void;
}

function levelKey({ marketId, selectionId, side, depth }: LevelAddress): string {
  return `${marketId}\u0000${selectionId}\u0000${side}\u0000${depth}`;
}

function shapeOf(market: MarketBook): MarketShape {
  return {
    marketId: market.marketId,
    marketName: market.marketName,
    matchId: market.matchId,
    oddsType: market.oddsType,
    status: market.status,
    runners: market.runners.map(({ selectionId, runnerName, status }) => ({
      selectionId,
      runnerName,
      status,
    })),
  };
}

function sameShape(a: MarketShape, b: MarketShape): boolean {
  return (
    a.marketName === b.marketName &&
    a.matchId === b.matchId &&
    a.oddsType === b.oddsType &&
    a.status === b.status &&
    a.runners.length === b.runners.length &&
    a.runners.every((runner, index) => {
      const other = b.runners[index];
      return (
        other !== undefined &&
        runner.selectionId === other.selectionId &&
        runner.runnerName === other.runnerName &&
        runner.status === other.status
      );
    })
  );
}

function sameLevel(a: PriceLevel | undefined, b: PriceLevel | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.price === b.price && a.size === b.size);
}

function defaultSchedule(apply: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(apply);
  else setTimeout(apply, 16);
}

/** A store for live market prices (see `MarketFeedStore`). */
export function createMarketFeedStore(options: MarketFeedStoreOptions = {}): MarketFeedStore {
  const schedule = options.schedule ?? defaultSchedule;
  const shapes = new Map<string, MarketShape>();
  const levels = new Map<string, PriceLevel>();
  // How many levels each side of each runner had, so levels that disappear are cleared.
  const depths = new Map<string, number>();
  const shapeListeners = new Map<string, Set<Listener>>();
  const levelListeners = new Map<string, Set<Listener>>();
  const queued = new Map<string, MarketBook>();
  let scheduled = false;

  function listen(registry: Map<string, Set<Listener>>, key: string, listener: Listener) {
    let set = registry.get(key);
    if (!set) registry.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) registry.delete(key);
    };
  }

  function apply(market: MarketBook, notify: Listener[]) {
    const shape = shapeOf(market);
    const previous = shapes.get(market.marketId);
    if (!previous || !sameShape(previous, shape)) {
      shapes.set(market.marketId, shape);
      notify.push(...(shapeListeners.get(market.marketId) ?? []));
    }
    for (const runner of market.runners) {
      for (const side of ['back', 'lay'] as const) {
        const next = sideLevels(runner, side);
        const sideKey = levelKey({
          marketId: market.marketId,
          selectionId: runner.selectionId,
          side,
          depth: -1,
        });
        const count = Math.max(next.length, depths.get(sideKey) ?? 0);
        depths.set(sideKey, next.length);
        for (let depth = 0; depth < count; depth += 1) {
          const key = levelKey({ marketId: market.marketId, selectionId: runner.selectionId, side, depth });
          const level = next[depth];
          if (sameLevel(levels.get(key), level)) continue;
          if (level) levels.set(key, level);
          else levels.delete(key);
          notify.push(...(levelListeners.get(key) ?? []));
        }
      }
    }
  }

  function flush() {
    scheduled = false;
    const notify: Listener[] = [];
    for (const market of queued.values()) apply(market, notify);
    queued.clear();
    // Listeners run after every snapshot is applied, so a reader never sees half a frame.
    for (const listener of notify) listener();
  }

  for (const market of options.markets ?? []) apply(market, []);

  return {
    push(market) {
      queued.set(market.marketId, market);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    flush,
    getShape: (marketId) => shapes.get(marketId),
    getLevel: (address) => levels.get(levelKey(address)),
    subscribeShape: (marketId, listener) => listen(shapeListeners, marketId, listener),
    subscribeLevel: (address, listener) => listen(levelListeners, levelKey(address), listener),
    marketIds: () => [...shapes.keys()],
  };
}
