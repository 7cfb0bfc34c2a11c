import type { MarketBook, Side } from '@exchange/domain';
import { sideLevels, type PriceLevel, type Runner } from './market.ts';

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

/** A price of one runner's ladder (a trader's ladder reads the book by price, not by depth). */
export interface PriceAddress {
  readonly marketId: string;
  readonly selectionId: number;
  readonly price: number;
}

/** What a runner's book holds at one price: money to back and to lay, money traded, the last trade. */
export interface LadderPrice {
  readonly back: number | undefined;
  readonly lay: number | undefined;
  readonly traded: number | undefined;
  readonly lastTraded: boolean;
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
  /** A runner's latest book, as last applied (a new object with every snapshot of its market). */
  getRunner(marketId: string, selectionId: number): Runner | undefined;
  /** Hears every applied snapshot of the runner's market. */
  subscribeRunner(marketId: string, selectionId: number, listener: Listener): () => void;
  /** The runner's book at one price; the same object until something at that price changes. */
  getPrice(address: PriceAddress): LadderPrice;
  subscribePrice(address: PriceAddress, listener: Listener): () => void;
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

/** One price's place in the store: what the runner's book holds there, and the cells listening to it. */
interface PriceSlot {
  value: LadderPrice;
  readonly listeners: Set<Listener>;
}

/** One runner's place in the store: its latest book, by depth and (where a ladder listens) by price. */
interface RunnerEntry extends Record<Side, LevelSlot[]> {
  book: Runner | undefined;
  readonly bookListeners: Set<Listener>;
  /** By price in hundredths; only the prices read since the last of their listeners left. */
  readonly prices: Map<number, PriceSlot>;
}

interface MarketEntry {
  shape: MarketShape | undefined;
  readonly shapeListeners: Set<Listener>;
  readonly runners: Map<number, RunnerEntry>;
}

export const emptyLadderPrice: LadderPrice = Object.freeze({
  back: undefined,
  lay: undefined,
  traded: undefined,
  lastTraded: false,
});

const hundredths = (price: number) => Math.round(price * 100);

function sizeAt(levels: readonly PriceLevel[] | undefined, key: number): number | undefined {
  return levels?.find((level) => hundredths(level.price) === key)?.size;
}

/** What `book` holds at the price `key` (hundredths); the shared empty value where it holds nothing. */
function ladderPriceOf(book: Runner | undefined, key: number): LadderPrice {
  if (!book) return emptyLadderPrice;
  const value: LadderPrice = {
    back: sizeAt(book.ex.availableToBack, key),
    lay: sizeAt(book.ex.availableToLay, key),
    traded: sizeAt(book.ex.tradedVolume, key),
    lastTraded: book.lastPriceTraded !== undefined && hundredths(book.lastPriceTraded) === key,
  };
  return sameLadderPrice(value, emptyLadderPrice) ? emptyLadderPrice : value;
}

function sameLadderPrice(a: LadderPrice, b: LadderPrice): boolean {
  return a.back === b.back && a.lay === b.lay && a.traded === b.traded && a.lastTraded === b.lastTraded;
}

/** The runner's prices set from its new book; the listeners of the prices that changed go into `notify`. */
function applyPrices(entry: RunnerEntry, notify: Listener[]) {
  for (const [key, slot] of entry.prices) {
    const next = ladderPriceOf(entry.book, key);
    if (sameLadderPrice(slot.value, next)) continue;
    slot.value = next;
    for (const listener of slot.listeners) notify.push(listener);
  }
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
 * building a key for any of them. A trader's ladder reads by price instead: only the prices some ladder
 * reads are worked out, and only for the runners it shows.
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

  function laddersOf(entry: MarketEntry, selectionId: number): RunnerEntry {
    let ladders = entry.runners.get(selectionId);
    if (!ladders) {
      ladders = { back: [], lay: [], book: undefined, bookListeners: new Set(), prices: new Map() };
      entry.runners.set(selectionId, ladders);
    }
    return ladders;
  }

  function priceSlotOf({ marketId, selectionId, price }: PriceAddress): PriceSlot {
    const runner = laddersOf(entryOf(marketId), selectionId);
    const key = hundredths(price);
    let slot = runner.prices.get(key);
    if (!slot) {
      slot = { value: ladderPriceOf(runner.book, key), listeners: new Set() };
      runner.prices.set(key, slot);
    }
    return slot;
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
      ladders.book = runner;
      // A board of grids has no ladder listening: its snapshots cost one assignment more, no more.
      if (ladders.prices.size > 0) applyPrices(ladders, notify);
      if (ladders.bookListeners.size > 0) notify.push(...ladders.bookListeners);
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
    getRunner: (marketId, selectionId) => markets.get(marketId)?.runners.get(selectionId)?.book,
    subscribeRunner(marketId, selectionId, listener) {
      const { bookListeners } = laddersOf(entryOf(marketId), selectionId);
      bookListeners.add(listener);
      return () => bookListeners.delete(listener);
    },
    getPrice: (address) => priceSlotOf(address).value,
    subscribePrice(address, listener) {
      const slot = priceSlotOf(address);
      slot.listeners.add(listener);
      return () => {
        slot.listeners.delete(listener);
        // A price scrolled out of every ladder stops being worked out on each snapshot.
        const prices = markets.get(address.marketId)?.runners.get(address.selectionId)?.prices;
        const key = hundredths(address.price);
        if (slot.listeners.size === 0 && prices?.get(key) === slot) prices.delete(key);
      };
    },
    marketIds: () => [...arrived],
  };
}
