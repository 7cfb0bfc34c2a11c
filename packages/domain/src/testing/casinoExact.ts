import type { CasinoGameDefinition } from '../casino/definition.ts';
import type { RandomSource } from '../casino/fairness.ts';
import { preDealPrices, returnOf, type SimulatedBet } from './casinoSimulation.ts';

/**
 * The exact form of CASINO.md 4's RTP test: every distinct outcome of the deal that settles the bets
 * under test, with its exact probability, dealt through the definition's own `deal` (a random source
 * scripted to put chosen items on top of its shuffle, or to draw chosen numbers), priced at the
 * pre-deal back price and settled by the definition. A payout or rule error of any size moves the
 * result, where a simulation's band only catches errors of a few sigma / sqrt(n).
 */

/** A deal the round can have, and its probability. */
export interface WeightedDeal<Deal> {
  readonly deal: Deal;
  readonly probability: number;
}

export interface ExactReading {
  readonly bet: SimulatedBet;
  /** The expected return per unit staked, summed over every outcome. */
  readonly exact: number;
  /** Whether it equals the listed RTP rounded to the listed figure's decimals (float noise aside). */
  readonly matches: boolean;
}

/** The expected return of each bet over `outcomes`, which must add up to probability 1. */
export function exactReadings<Deal>(
  definition: CasinoGameDefinition<Deal>,
  bets: readonly SimulatedBet[],
  outcomes: Iterable<WeightedDeal<Deal>>,
): ExactReading[] {
  let prices: number[] | undefined;
  const totals = bets.map(() => 0);
  let mass = 0;
  for (const { deal, probability } of outcomes) {
    prices ??= preDealPrices(definition, bets, deal);
    mass += probability;
    bets.forEach((bet, index) => {
      const outcome = definition.settle(deal, bet.suffix, bet.selectionId);
      totals[index] = (totals[index] ?? 0) + probability * returnOf(outcome, prices?.[index] ?? 0);
    });
  }
  // Outcomes that miss a branch or count one twice cannot prove anything.
  if (Math.abs(mass - 1) > 1e-9) throw new Error(`${definition.code}: the outcomes add up to ${mass}`);
  return bets.map((bet, index) => {
    const exact = totals[index] ?? Number.NaN;
    const rounding = 0.5 * 10 ** -(bet.decimals ?? 6) + 1e-12;
    return { bet, exact, matches: Math.abs(exact - bet.rtp) <= rounding };
  });
}

/** A source that hands out the given 32-bit values in order, and refuses to invent more. */
function scriptedSource(values: ArrayLike<number>): RandomSource {
  let next = 0;
  return {
    nextUint32() {
      if (next >= values.length) throw new Error('The deal drew more than its script holds');
      return values[next++] as number;
    },
  };
}

/**
 * The source under which fairness.ts's Fisher-Yates shuffle of `size` items puts the items at `order`
 * (indexes into the unshuffled list) first, in that order, and the rest after them in list order. The
 * shuffle fills positions from the last down, position i taking the item at randomInt(i + 1): each draw
 * is where the wanted item sits at that moment, which is below i + 1 and so never rejected.
 */
export function stackedSource(size: number, order: readonly number[]): RandomSource {
  const wanted = new Int32Array(size);
  const onTop = new Uint8Array(size);
  order.forEach((item, position) => {
    wanted[position] = item;
    onTop[item] = 1;
  });
  let position = order.length;
  for (let item = 0; item < size; item += 1) if (!onTop[item]) wanted[position++] = item;
  const deck = new Int32Array(size);
  const at = new Int32Array(size);
  for (let index = 0; index < size; index += 1) deck[index] = at[index] = index;
  const draws = new Uint32Array(Math.max(size - 1, 0));
  for (let i = size - 1; i >= 1; i -= 1) {
    const item = wanted[i] as number;
    const j = at[item] as number;
    draws[size - 1 - i] = j;
    const swapped = deck[i] as number;
    deck[i] = item;
    deck[j] = swapped;
    at[item] = i;
    at[swapped] = j;
  }
  return scriptedSource(draws);
}

/** Every value of one randomInt(range) draw (a roulette pocket, a per-mille draw), each 1 / range likely. */
export function everyDraw<Deal>(definition: CasinoGameDefinition<Deal>, range: number): WeightedDeal<Deal>[] {
  return Array.from({ length: range }, (_, value) => ({
    deal: definition.deal(scriptedSource([value])),
    probability: 1 / range,
  }));
}
