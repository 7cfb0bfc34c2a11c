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

/** One price level's place in the store: what it holds now, and the cells listening to it. */
interface LevelSlot {
  level: PriceLevel | undefined;
  readonly listeners: Set<Listener>;
}

interface MarketEntry {
  shape: MarketShape | undefined;
  readonly shapeListeners: Set<Listener>;
  /** Per runner, the back and lay ladders, best first. */
  readonly runners: Map<number, Record<Side, LevelSlot[]>>;
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

/** Whether a snapshot leaves the market's shape as it is (compared in place: most snapshots do). */
function sameShape(shape: MarketShape, market: MarketBook): boolean {
  return (
    shape.marketName === market.marketName &&
    shape.matchId === market.matchId &&
    shape.oddsType === market.oddsType &&
    shape.status === market.status &&
    shape.runners.length === market.runners.length &&
    shape.runners.every((runner, index) => {
      const other = market.runners[index];
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

/** A ladder's levels set to `next`; the listeners of the levels that changed go into `notify`. */
function applyLadder(ladder: LevelSlot[], next: readonly PriceLevel[], notify: Listener[]) {
  // Past the new ladder's end, levels that left the book are cleared.
  const count = Math.max(next.length, ladder.length);
  for (let depth = 0; depth < count; depth += 1) {
    const level = next[depth];
    const slot = ladder[depth] ?? (ladder[depth] = { level: undefined, listeners: new Set() });
    if (sameLevel(slot.level, level)) continue;
    slot.level = level;
    for (const listener of slot.listeners) notify.push(listener);
  }
}

function defaultSchedule(apply: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(apply);
  else setTimeout(apply, 16);
}

/**
 * A store for live market prices (see `MarketFeedStore`). Levels sit in nested maps by market, runner,
 * side and depth: a board applies thousands of levels a second and reads each moved one back, without
 * building a key for any of them.
 */
export function createMarketFeedStore(options: MarketFeedStoreOptions = {}): MarketFeedStore {
  const schedule = options.schedule ?? defaultSchedule;
  // Entries also exist for markets that are listened to before their first snapshot.
  const markets = new Map<string, MarketEntry>();
  const arrived: string[] = [];
  const queued = new Map<string, MarketBook>();
  let scheduled = false;

  function entryOf(marketId: string): MarketEntry {
    let entry = markets.get(marketId);
    if (!entry) {
      entry = { shape: undefined, shapeListeners: new Set(), runners: new Map() };
      markets.set(marketId, entry);
    }
    return entry;
  }

  function laddersOf(entry: MarketEntry, selectionId: number): Record<Side, LevelSlot[]> {
    let ladders = entry.runners.get(selectionId);
    if (!ladders) {
      ladders = { back: [], lay: [] };
      entry.runners.set(selectionId, ladders);
    }
    return ladders;
  }

  function apply(market: MarketBook, notify: Listener[]) {
    const entry = entryOf(market.marketId);
    if (!entry.shape || !sameShape(entry.shape, market)) {
      if (!entry.shape) arrived.push(market.marketId);
      entry.shape = shapeOf(market);
      notify.push(...entry.shapeListeners);
    }
    for (const runner of market.runners) {
      const ladders = laddersOf(entry, runner.selectionId);
      applyLadder(ladders.back, sideLevels(runner, 'back'), notify);
      applyLadder(ladders.lay, sideLevels(runner, 'lay'), notify);
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
    getShape: (marketId) => markets.get(marketId)?.shape,
    getLevel: ({ marketId, selectionId, side, depth }) =>
      markets.get(marketId)?.runners.get(selectionId)?.[side][depth]?.level,
    subscribeShape(marketId, listener) {
      const { shapeListeners } = entryOf(marketId);
      shapeListeners.add(listener);
      return () => shapeListeners.delete(listener);
    },
    subscribeLevel({ marketId, selectionId, side, depth }, listener) {
      const ladder = laddersOf(entryOf(marketId), selectionId)[side];
      const slot = ladder[depth] ?? (ladder[depth] = { level: undefined, listeners: new Set() });
      slot.listeners.add(listener);
      return () => slot.listeners.delete(listener);
    },
    marketIds: () => [...arrived],
  };
}
