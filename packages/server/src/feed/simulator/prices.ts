import { nextTick, previousTick, snapToLadder } from '@exchange/domain';
import type { LivePriceLevel } from '../../exchange/board.ts';
import type { Random } from './random.ts';

/**
 * Prices from probabilities. Each runner's quoted chance drifts around the model's (a mean-reverting walk
 * in log-odds), the book is normalised to 100%, and the best back sits just below the fair price with the
 * lay one or two ticks above it, as on a liquid exchange.
 */

/** Within these, three back and three lay levels fit on the ladder (1.01-1000). */
const lowestBestBack = 1.03;
const highestBestBack = 970;
/** How much of the drift survives a tick, and how far one tick moves it (log-odds). */
const driftMemory = 0.9;
const driftStep = 0.06;

export function logit(probability: number): number {
  const p = Math.min(1 - 1e-9, Math.max(1e-9, probability));
  return Math.log(p / (1 - p));
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Moves each runner's drift one step; returns the new drifts. */
export function drift(previous: readonly number[], random: Random, scale = 1): number[] {
  return previous.map((value) => value * driftMemory + random.normal() * driftStep * scale);
}

/** The model's probabilities shifted by the drifts, normalised to sum to 1. */
export function quoted(probabilities: readonly number[], drifts: readonly number[]): number[] {
  const shifted = probabilities.map((p, index) => logistic(logit(p) + (drifts[index] ?? 0)));
  const total = shifted.reduce((sum, p) => sum + p, 0);
  return shifted.map((p) => p / total);
}

/** Money at a level: more behind the best prices' neighbours, in whole rupees and paise. */
function size(random: Random, depth: number): number {
  return Math.round(random.between(5, 1500) * (1 + depth) * 100) / 100;
}

/** The best back price for a probability: just below the fair price, on the ladder. */
export function bestBackPrice(probability: number): number {
  const fair = 1 / Math.max(probability, 1e-6);
  return Math.min(highestBestBack, Math.max(lowestBestBack, snapToLadder(fair, 'down')));
}

/** Three back levels (best, highest first) and three lay levels (best, lowest first) for a probability. */
export function exchangeLevels(
  probability: number,
  random: Random,
): { back: LivePriceLevel[]; lay: LivePriceLevel[] } {
  const bestBack = bestBackPrice(probability);
  // Long prices trade with a wider gap, as on a real exchange.
  const firstLay = nextTick(bestBack) ?? bestBack;
  const bestLay =
    bestBack >= 10 && bestBack < 500 && random.chance(0.5) ? (nextTick(firstLay) ?? firstLay) : firstLay;
  const back = [bestBack];
  const lay = [bestLay];
  for (let depth = 1; depth < 3; depth += 1) {
    back.push(previousTick(back[depth - 1] ?? bestBack) ?? bestBack);
    lay.push(nextTick(lay[depth - 1] ?? bestLay) ?? bestLay);
  }
  return {
    back: back.map((price, depth) => ({ price, size: size(random, depth) })),
    lay: lay.map((price, depth) => ({ price, size: size(random, depth) })),
  };
}

/**
 * A bookmaker quote, 100-based (45 means decimal 1.45): one back and one lay figure around the fair price,
 * with the bookmaker's margin. A runner too unlikely to be worth quoting is suspended.
 */
export function bookmakerLevels(probability: number): {
  back: LivePriceLevel[];
  lay: LivePriceLevel[];
  suspended: boolean;
} {
  const fairHundreds = (1 / Math.max(probability, 1e-6) - 1) * 100;
  const back = Math.min(500, Math.max(1, Math.floor(fairHundreds * 0.97)));
  const lay = back + (back < 100 ? 2 : 5);
  const stake = 500_000;
  return {
    back: [{ price: back, size: stake }],
    lay: [{ price: lay, size: stake }],
    suspended: probability < 0.04,
  };
}
