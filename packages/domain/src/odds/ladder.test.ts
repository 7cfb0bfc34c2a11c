import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOnLadder,
  maximumOdds,
  minimumOdds,
  nextTick,
  oddsLadder,
  previousTick,
  snapToLadder,
} from './ladder.ts';

const ladderIndex = fc.integer({ min: 0, max: oddsLadder.length - 1 });
const anyPrice = fc.double({ min: 0.5, max: 1200, noNaN: true });

describe('the odds ladder', () => {
  it('has the 350 prices of issue 3, from 1.01 to 1000', () => {
    expect(oddsLadder).toHaveLength(350);
    expect(oddsLadder[0]).toBe(minimumOdds);
    expect(oddsLadder.at(-1)).toBe(maximumOdds);
    expect(Object.isFrozen(oddsLadder)).toBe(true);
  });

  it.each([
    [1.01, 2, 0.01, 100],
    [2, 3, 0.02, 50],
    [3, 4, 0.05, 20],
    [4, 6, 0.1, 20],
    [6, 10, 0.2, 20],
    [10, 20, 0.5, 20],
    [20, 30, 1, 10],
    [30, 50, 2, 10],
    [50, 100, 5, 10],
    [100, 1000, 10, 90],
  ])('steps from %s up to %s by %s (%s prices)', (from, to, step, count) => {
    // Each band holds the prices after its start up to its end; the first also holds 1.01 itself.
    const inBand = oddsLadder.filter((price) => price > from + 1e-9 && price <= to + 1e-9).length;
    expect(inBand + (from === minimumOdds ? 1 : 0)).toBe(count);
    expect(nextTick(from)).toBeCloseTo(from + step, 10);
    expect(previousTick(to)).toBeCloseTo(to - step, 10);
  });

  it('gives worked-example ticks', () => {
    expect(nextTick(1.99)).toBe(2);
    expect(nextTick(2)).toBe(2.02);
    expect(nextTick(2.98)).toBe(3);
    expect(nextTick(3)).toBe(3.05);
    expect(previousTick(4.1)).toBe(4);
    expect(previousTick(1000)).toBe(990);
    expect(nextTick(1000)).toBeNull();
    expect(previousTick(1.01)).toBeNull();
    expect(nextTick(1)).toBe(1.01);
    expect(previousTick(2000)).toBe(1000);
  });

  it('ticks off the ladder go to the neighbouring ladder prices', () => {
    expect(nextTick(2.01)).toBe(2.02);
    expect(previousTick(2.01)).toBe(2);
    expect(nextTick(1.015)).toBe(1.02);
    expect(previousTick(1.015)).toBe(1.01);
  });

  it('knows its prices, within float noise', () => {
    expect(isOnLadder(2.02)).toBe(true);
    expect(isOnLadder(1.1 + 1e-12)).toBe(true);
    expect(isOnLadder(2.01)).toBe(false);
    expect(isOnLadder(1.015)).toBe(false);
    expect(isOnLadder(1001)).toBe(false);
  });

  it('snaps to the nearest, the next up or the next down, and clamps at the ends', () => {
    expect(snapToLadder(2.01)).toBe(2); // a tie goes down
    expect(snapToLadder(2.015)).toBe(2.02);
    expect(snapToLadder(2.011)).toBe(2.02);
    expect(snapToLadder(2.009)).toBe(2);
    expect(snapToLadder(2.01, 'up')).toBe(2.02);
    expect(snapToLadder(2.019, 'down')).toBe(2);
    expect(snapToLadder(3.05, 'down')).toBe(3.05);
    expect(snapToLadder(7.3)).toBe(7.2);
    expect(snapToLadder(1)).toBe(1.01);
    expect(snapToLadder(5000)).toBe(1000);
    expect(() => snapToLadder(Number.NaN)).toThrow(RangeError);
  });

  it('property: ticks are strictly increasing and carry at most two decimals', () => {
    oddsLadder.forEach((price, index) => {
      expect(Math.round(price * 100) / 100).toBe(price);
      if (index > 0) expect(price).toBeGreaterThan(oddsLadder[index - 1] ?? Infinity);
    });
    fc.assert(
      fc.property(anyPrice, (price) => {
        const up = nextTick(price);
        const down = previousTick(price);
        if (up !== null) expect(up).toBeGreaterThan(price);
        if (down !== null) expect(down).toBeLessThan(price);
      }),
    );
  });

  it('property: next(previous(p)) = p and previous(next(p)) = p on the ladder', () => {
    fc.assert(
      fc.property(ladderIndex, (index) => {
        const price = oddsLadder[index] ?? 0;
        const down = previousTick(price);
        const up = nextTick(price);
        if (index > 0) expect(down !== null && nextTick(down)).toBe(price);
        else expect(down).toBeNull();
        if (index < oddsLadder.length - 1) expect(up !== null && previousTick(up)).toBe(price);
        else expect(up).toBeNull();
      }),
    );
  });

  it('property: a snapped price is on the ladder, no further than either neighbour, and stays put', () => {
    fc.assert(
      fc.property(anyPrice, (price) => {
        const snapped = snapToLadder(price);
        expect(isOnLadder(snapped)).toBe(true);
        expect(snapToLadder(snapped)).toBe(snapped);
        expect(snapToLadder(price, 'up')).toBeGreaterThanOrEqual(Math.min(price, maximumOdds) - 1e-9);
        expect(snapToLadder(price, 'down')).toBeLessThanOrEqual(Math.max(price, minimumOdds) + 1e-9);
        if (price > minimumOdds && price < maximumOdds) {
          const distance = Math.abs(snapped - price);
          expect(distance).toBeLessThanOrEqual(Math.abs(snapToLadder(price, 'up') - price) + 1e-9);
          expect(distance).toBeLessThanOrEqual(Math.abs(snapToLadder(price, 'down') - price) + 1e-9);
        }
      }),
    );
  });
});
