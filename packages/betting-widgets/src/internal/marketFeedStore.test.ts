import { describe, expect, it, vi } from 'vitest';
import { cricketMatchOdds, tradedCricketMatchOdds } from '../fixtures/markets.ts';
import { createMarketFeedStore, emptyLadderPrice } from './marketFeedStore.ts';

const indiaBestBack = {
  marketId: cricketMatchOdds.marketId,
  selectionId: 101,
  side: 'back',
  depth: 0,
} as const;
const australiaBestLay = {
  marketId: cricketMatchOdds.marketId,
  selectionId: 102,
  side: 'lay',
  depth: 0,
} as const;

/** The cricket market with India's best back at `price`. */
function withIndiaBack(price: number, status?: string) {
  const [india, australia] = cricketMatchOdds.runners;
  if (!india || !australia) throw new Error('fixture');
  return {
    ...cricketMatchOdds,
    ...(status !== undefined && { status }),
    runners: [
      {
        ...india,
        ex: { ...india.ex, availableToBack: [{ price, size: 2500 }, ...india.ex.availableToBack.slice(1)] },
      },
      australia,
    ],
  };
}

/** A store whose frames run only when the test says. */
function manualStore() {
  const frames: (() => void)[] = [];
  const store = createMarketFeedStore({
    markets: [cricketMatchOdds],
    schedule: (apply) => frames.push(apply),
  });
  return { store, frames };
}

describe('createMarketFeedStore', () => {
  it('starts with the snapshots it is given', () => {
    const { store } = manualStore();
    expect(store.marketIds()).toEqual([cricketMatchOdds.marketId]);
    expect(store.getShape(cricketMatchOdds.marketId)?.runners.map((runner) => runner.runnerName)).toEqual([
      'India',
      'Australia',
    ]);
    expect(store.getLevel(indiaBestBack)).toEqual({ price: 1.98, size: 2500 });
  });

  it('applies pushed snapshots at the next frame, the last one of a market winning', () => {
    const { store, frames } = manualStore();
    store.push(withIndiaBack(2));
    store.push(withIndiaBack(2.02));
    expect(frames).toHaveLength(1);
    expect(store.getLevel(indiaBestBack)?.price).toBe(1.98);
    frames[0]?.();
    expect(store.getLevel(indiaBestBack)?.price).toBe(2.02);
  });

  it('tells only the listeners whose level changed, once per frame', () => {
    const { store } = manualStore();
    const moved = vi.fn();
    const still = vi.fn();
    const shape = vi.fn();
    store.subscribeLevel(indiaBestBack, moved);
    store.subscribeLevel(australiaBestLay, still);
    store.subscribeShape(cricketMatchOdds.marketId, shape);
    store.push(withIndiaBack(2));
    store.push(withIndiaBack(2.04));
    store.flush();
    expect(moved).toHaveBeenCalledTimes(1);
    expect(still).not.toHaveBeenCalled();
    expect(shape).not.toHaveBeenCalled();
  });

  it('keeps a level object while its price and size stay, so readers can compare by identity', () => {
    const { store } = manualStore();
    const before = store.getLevel(australiaBestLay);
    store.push(withIndiaBack(2));
    store.flush();
    expect(store.getLevel(australiaBestLay)).toBe(before);
  });

  it('tells the market listeners when a status changes, and stops after unsubscribing', () => {
    const { store } = manualStore();
    const shape = vi.fn();
    const unsubscribe = store.subscribeShape(cricketMatchOdds.marketId, shape);
    store.push(withIndiaBack(1.98, 'SUSPENDED'));
    store.flush();
    expect(shape).toHaveBeenCalledTimes(1);
    expect(store.getShape(cricketMatchOdds.marketId)?.status).toBe('SUSPENDED');
    unsubscribe();
    store.push(withIndiaBack(1.98, 'OPEN'));
    store.flush();
    expect(shape).toHaveBeenCalledTimes(1);
  });

  it('clears levels that leave the book', () => {
    const { store } = manualStore();
    const cleared = vi.fn();
    store.subscribeLevel({ ...indiaBestBack, depth: 2 }, cleared);
    store.push({
      ...cricketMatchOdds,
      runners: cricketMatchOdds.runners.map((runner) => ({
        ...runner,
        ex: { ...runner.ex, availableToBack: runner.ex.availableToBack.slice(0, 1) },
      })),
    });
    store.flush();
    expect(store.getLevel({ ...indiaBestBack, depth: 2 })).toBeUndefined();
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('tells a listener that came before its market once the market arrives', () => {
    const store = createMarketFeedStore({ schedule: () => {} });
    const level = vi.fn();
    const shape = vi.fn();
    store.subscribeLevel(indiaBestBack, level);
    store.subscribeShape(cricketMatchOdds.marketId, shape);
    expect(store.marketIds()).toEqual([]);
    expect(store.getLevel(indiaBestBack)).toBeUndefined();
    store.push(cricketMatchOdds);
    store.flush();
    expect([level.mock.calls.length, shape.mock.calls.length]).toEqual([1, 1]);
    expect(store.getLevel(indiaBestBack)).toEqual({ price: 1.98, size: 2500 });
    expect(store.marketIds()).toEqual([cricketMatchOdds.marketId]);
  });

  it("reads a runner's book by price: money to back and lay, money traded, and the last trade", () => {
    const store = createMarketFeedStore({ markets: [tradedCricketMatchOdds], schedule: () => {} });
    const at = (price: number) =>
      store.getPrice({ marketId: cricketMatchOdds.marketId, selectionId: 101, price });
    expect(at(1.98)).toEqual({ back: 2500, lay: undefined, traded: 31500, lastTraded: true });
    expect(at(1.99)).toEqual({ back: undefined, lay: 1800, traded: 18250, lastTraded: false });
    expect(at(3)).toBe(emptyLadderPrice);
    // Read again with nothing changed, a price is the same object (React compares snapshots by identity).
    expect(at(1.98)).toBe(at(1.98));
  });

  it('tells only the prices whose book changed, and forgets a price once nobody reads it', () => {
    const store = createMarketFeedStore({ markets: [tradedCricketMatchOdds], schedule: () => {} });
    const address = (price: number) => ({ marketId: cricketMatchOdds.marketId, selectionId: 101, price });
    const [moved, emptied, untouched, runner] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
    store.subscribePrice(address(1.98), moved);
    const stop = store.subscribePrice(address(1.97), emptied);
    store.subscribePrice(address(3), untouched);
    store.subscribeRunner(cricketMatchOdds.marketId, 101, runner);
    const [india, australia] = tradedCricketMatchOdds.runners;
    if (!india || !australia) throw new Error('fixture');
    const traded = (size: number) => ({
      ...tradedCricketMatchOdds,
      runners: [{ ...india, ex: { ...india.ex, tradedVolume: [{ price: 1.98, size }] } }, australia],
    });
    store.push(traded(40000));
    store.flush();
    // 1.98's volume moved and 1.97's went; nothing changed at 3.
    const calls = () => [moved, emptied, untouched, runner].map((listener) => listener.mock.calls.length);
    expect(calls()).toEqual([1, 1, 0, 1]);
    expect(store.getPrice(address(1.98)).traded).toBe(40000);
    stop();
    store.push(traded(41000));
    store.flush();
    expect(calls()).toEqual([2, 1, 0, 2]);
    expect(store.getRunner(cricketMatchOdds.marketId, 101)?.ex.tradedVolume).toEqual([
      { price: 1.98, size: 41000 },
    ]);
  });

  it('waits for a timer where there are no animation frames (Node)', async () => {
    const store = createMarketFeedStore({ markets: [cricketMatchOdds] });
    store.push(withIndiaBack(2.5));
    await vi.waitFor(() => expect(store.getLevel(indiaBestBack)?.price).toBe(2.5));
  });
});
