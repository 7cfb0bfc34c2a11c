/**
 * A market type: everything about one kind of exchange market in one definition. Its name (the same on
 * every match, so a player's pinned favourite is found by it), its runners, the part of the game it
 * settles on, and its settlement rule: which runner wins for how that part of the game ended. Pricing
 * is the same rule applied to a model's chances of each way the game can end (`runnerChances`), so a
 * market can never be priced on one idea of the game and settled on another.
 */

/** The part of the game whose result settles a market: the whole match, or the first half (soccer). */
export type MarketPeriod = 'match' | 'firstHalf';

/** One way a period can end, with its chance. */
export interface WeightedOutcome<Outcome> {
  readonly outcome: Outcome;
  readonly probability: number;
}

export interface MarketType<Outcome> {
  readonly name: string;
  readonly period: MarketPeriod;
  /** The runners in the market's order; `{0}` and `{1}` stand for the two sides' names. */
  readonly runners: readonly string[];
  /** The settlement rule: the winning runner's index for how the period ended. */
  winner(outcome: Outcome): number;
}

/** The runners' names for a match between `sides`. */
export function runnerNames(
  type: Pick<MarketType<unknown>, 'runners'>,
  sides: readonly [string, string],
): string[] {
  return type.runners.map((runner) => runner.replace('{0}', sides[0]).replace('{1}', sides[1]));
}

/**
 * Each runner's chance of winning: the chances of the outcomes its rule gives it, as a share of all the
 * outcomes given (a model may leave out ways too unlikely to count).
 */
export function runnerChances<Outcome>(
  type: MarketType<Outcome>,
  outcomes: readonly WeightedOutcome<Outcome>[],
): number[] {
  const { masses, total } = runnerMasses(type, outcomes);
  return masses.map((mass) => (total > 0 ? mass / total : 0));
}

/**
 * The runner that has won already whatever happens next: every outcome still possible gives it, so the
 * market can be settled before its period ends (Over 0.5 Goals once a goal is in). Undefined otherwise.
 */
export function decidedWinner<Outcome>(
  type: MarketType<Outcome>,
  outcomes: readonly WeightedOutcome<Outcome>[],
): number | undefined {
  const { masses } = runnerMasses(type, outcomes);
  const alive = masses.flatMap((mass, index) => (mass > 0 ? [index] : []));
  return alive.length === 1 ? alive[0] : undefined;
}

function runnerMasses<Outcome>(type: MarketType<Outcome>, outcomes: readonly WeightedOutcome<Outcome>[]) {
  const masses = type.runners.map(() => 0);
  let total = 0;
  for (const { outcome, probability } of outcomes) {
    const index = type.winner(outcome);
    masses[index] = (masses[index] ?? 0) + probability;
    total += probability;
  }
  return { masses, total };
}
