/**
 * The exchange price ladder: the only decimal odds a bet may ask for, and the steps the odds buttons
 * move by. Issue 3: "1.01-2 by 0.01, 2-3 by 0.02, 3-4 by 0.05, 4-6 by 0.1, 6-10 by 0.2, 10-20 by 0.5,
 * 20-30 by 1, 30-50 by 2, 50-100 by 5, 100-1000 by 10: 350 prices".
 * Built in hundredths so every price is the exact double of its two-decimal text.
 */
const bands: ReadonlyArray<readonly [fromHundredths: number, toHundredths: number, stepHundredths: number]> =
  [
    [101, 200, 1],
    [200, 300, 2],
    [300, 400, 5],
    [400, 600, 10],
    [600, 1000, 20],
    [1000, 2000, 50],
    [2000, 3000, 100],
    [3000, 5000, 200],
    [5000, 10000, 500],
    [10000, 100000, 1000],
  ];

function buildLadder(): number[] {
  const hundredths = [101];
  for (const [from, to, step] of bands) {
    for (let price = from + step; price <= to; price += step) hundredths.push(price);
  }
  return hundredths.map((price) => price / 100);
}

export const oddsLadder: readonly number[] = Object.freeze(buildLadder());
export const minimumOdds = 1.01;
export const maximumOdds = 1000;

/** Prices are compared in hundredths with a tolerance, so 1.1 and 1.1000000000000001 are the same price. */
const tolerance = 1e-6;

function sameHundredths(a: number, b: number): boolean {
  return Math.abs(a * 100 - b * 100) < tolerance;
}

/** Index of the first ladder price at or above `price` (oddsLadder.length when above the top). */
function lowerBound(price: number): number {
  const target = price * 100 - tolerance;
  let low = 0;
  let high = oddsLadder.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((oddsLadder[middle] ?? Infinity) * 100 < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether `price` is a ladder price. */
export function isOnLadder(price: number): boolean {
  const at = oddsLadder[lowerBound(price)];
  return at !== undefined && sameHundredths(at, price);
}

/** The next ladder price strictly above `price`, or null at or above the top of the ladder. */
export function nextTick(price: number): number | null {
  const index = lowerBound(price);
  const at = oddsLadder[index];
  if (at !== undefined && sameHundredths(at, price)) return oddsLadder[index + 1] ?? null;
  return at ?? null;
}

/** The previous ladder price strictly below `price`, or null at or below the bottom of the ladder. */
export function previousTick(price: number): number | null {
  return oddsLadder[lowerBound(price) - 1] ?? null;
}

/**
 * The ladder price for a typed or fed price: the nearest one (an exact tie goes to the lower price), or
 * the one at or above ('up'), or at or below ('down'). Prices off the ends clamp to 1.01 and 1000.
 */
export function snapToLadder(price: number, mode: 'nearest' | 'up' | 'down' = 'nearest'): number {
  if (!Number.isFinite(price)) throw new RangeError(`Not a price: ${price}`);
  if (price <= minimumOdds) return minimumOdds;
  if (price >= maximumOdds) return maximumOdds;
  const index = lowerBound(price);
  // Inside (1.01, 1000) both neighbours exist; the fallbacks only satisfy the index types.
  const above = oddsLadder[index] ?? maximumOdds;
  if (sameHundredths(above, price) || mode === 'up') return above;
  const below = oddsLadder[index - 1] ?? minimumOdds;
  if (mode === 'down') return below;
  const up = above * 100 - price * 100;
  const down = price * 100 - below * 100;
  return up < down - tolerance ? above : below;
}
