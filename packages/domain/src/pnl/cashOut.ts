import type { Side } from '../constants/markets.ts';
import {
  favouriteRunner,
  hedgeBet,
  isDrawRunner,
  type Hedge,
  type HedgeInput,
  type PricedRunner,
} from './hedge.ts';

/** Why a full cash out cannot be offered now; the screens word each one for the user. */
export const cashOutRefusals = [
  'noPosition',
  'suspended',
  'notTwoRunners',
  'alreadyLevel',
  'noPrice',
] as const;
export type CashOutRefusal = (typeof cashOutRefusals)[number];

export type CashOutPlan =
  | { readonly available: true; readonly hedge: Hedge; readonly runner: PricedRunner }
  | {
      readonly available: false;
      readonly reason: CashOutRefusal;
      /** With `noPrice`: the runner and the side whose price is missing, when known. */
      readonly runner?: PricedRunner;
      readonly side?: Side;
    };

export interface CashOutInput extends HedgeInput {
  /** The market takes no bets now (spec 3, SUSPENDED), so no hedge can be placed. */
  readonly suspended?: boolean;
}

/**
 * The full cash out of a position (DOMAIN.md "Cash out"), or why there is none: the hedge bet of
 * `hedgeBet` when it exists, otherwise the first reason that stands in the way, in the order a user
 * would want to hear them (no bets at all before a suspended market, and so on).
 */
export function cashOutPlan(input: CashOutInput): CashOutPlan {
  const { runners, book, excludeDraw = false, suspended = false } = input;
  if (book.every((position) => position.amount === 0)) return { available: false, reason: 'noPosition' };
  if (suspended) return { available: false, reason: 'suspended' };
  const levelled = excludeDraw ? runners.filter((runner) => !isDrawRunner(runner.runnerName)) : runners;
  if (levelled.length !== 2) return { available: false, reason: 'notTwoRunners' };
  const favourite = favouriteRunner(levelled);
  if (!favourite) return { available: false, reason: 'noPrice' };
  const hedge = hedgeBet(input);
  if (hedge) return { available: true, hedge, runner: favourite };
  const other = levelled.find((runner) => runner !== favourite);
  const difference =
    (book.find((position) => position.selectionId === favourite.selectionId)?.amount ?? 0) -
    (book.find((position) => position.selectionId === other?.selectionId)?.amount ?? 0);
  const side: Side = difference > 0 ? 'lay' : 'back';
  const price = side === 'lay' ? favourite.layPrice : favourite.backPrice;
  // With a price and a gap hedgeBet finds no flatter book only when the gap is below one stake unit.
  if (difference !== 0 && price === null)
    return { available: false, reason: 'noPrice', runner: favourite, side };
  return { available: false, reason: 'alreadyLevel' };
}
