import { minor, type Minor } from '../money/minorUnits.ts';
import { marketBook, type Book, type RunnerBet } from './book.ts';
import { worstCase } from './exposure.ts';

/**
 * A user's open bets on a runner market, summed per runner: the matched bets' book, and what the waiting
 * bets lose (openExposure.ts: a waiting bet counts only where it loses). Both are sums of each bet's own
 * amounts, so a new bet adds its part to a stored tally and the exposure follows at once, without reading
 * every open bet again (issue 22: that read was most of a placement's cost for a player with many bets).
 */
export interface RunnerTally {
  /** For each runner, in the market's order: the matched bets' profit or loss if it wins (the book). */
  readonly matched: readonly Minor[];
  /** For each runner: the waiting bets' losses if it wins, each bet counted only where it loses. */
  readonly waitingLosses: readonly Minor[];
}

/** The tally of no bets over a market of `runnerCount` runners. */
export function emptyTally(runnerCount: number): RunnerTally {
  const zeros = Array.from({ length: runnerCount }, () => minor(0));
  return { matched: zeros, waitingLosses: zeros };
}

/** The tally with one more bet, matched or waiting. */
export function tallyWithBet(
  selectionIds: readonly number[],
  tally: RunnerTally,
  bet: RunnerBet,
  matched: boolean,
): RunnerTally {
  if (tally.matched.length !== selectionIds.length || tally.waitingLosses.length !== selectionIds.length) {
    throw new RangeError('A tally must have an amount for each runner of its market');
  }
  const amounts = marketBook(selectionIds, [bet]).map((position) => position.amount);
  const add = (sums: readonly Minor[], part: (amount: Minor) => number) =>
    sums.map((sum, index) => minor(sum + part(amounts[index] ?? minor(0))));
  return matched
    ? { matched: add(tally.matched, (amount) => amount), waitingLosses: tally.waitingLosses }
    : { matched: tally.matched, waitingLosses: add(tally.waitingLosses, (amount) => Math.min(0, amount)) };
}

/** The tally of a market's open bets. */
export function runnerTally(
  selectionIds: readonly number[],
  bets: { readonly matched: readonly RunnerBet[]; readonly waiting: readonly RunnerBet[] },
): RunnerTally {
  const waiting = bets.waiting.reduce(
    (tally, bet) => tallyWithBet(selectionIds, tally, bet, false),
    emptyTally(selectionIds.length),
  );
  return {
    matched: marketBook(selectionIds, bets.matched).map((row) => row.amount),
    waitingLosses: waiting.waitingLosses,
  };
}

/** The exposure of the tallied bets: the worst case over the runners of matched book and waiting losses. */
export function tallyExposure(tally: RunnerTally): Minor {
  return worstCase(tally.matched.map((amount, index) => minor(amount + (tally.waitingLosses[index] ?? 0))));
}

/** The matched bets' book (the wire's `profitlist`). */
export function tallyBook(selectionIds: readonly number[], tally: RunnerTally): Book {
  return selectionIds.map((selectionId, index) => ({
    selectionId,
    amount: tally.matched[index] ?? minor(0),
  }));
}
