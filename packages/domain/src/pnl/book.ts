import { minor, sumMinor, type Minor } from '../money/minorUnits.ts';
import { betOutcome, type BetOutcome, type PricedStake } from './rules.ts';

/** A bet on one runner of a market (matched or unmatched: unmatched bets reserve their liability too). */
export interface RunnerBet extends PricedStake {
  readonly selectionId: number;
}

/** The user's profit or loss if this runner wins. */
export interface RunnerPosition {
  readonly selectionId: number;
  readonly amount: Minor;
}

/**
 * The book (position) of a market: for each runner, in the market's order, the user's total profit or
 * loss if that runner wins, summed over all the user's bets on the market (DOMAIN.md "Positions and
 * exposure"). It is also the wire's `profitlist`.
 */
export type Book = readonly RunnerPosition[];

/**
 * Each bet's outcome, by the bet object: a player's many alike bets reach the book as one object repeated
 * (the server reads them grouped), and working out an outcome (exact decimal arithmetic) was most of the
 * cost of a placement's position (issue 22). Bets are read-only values, so an object's outcome never changes.
 */
const outcomes = new WeakMap<RunnerBet, BetOutcome>();

function outcomeOf(bet: RunnerBet): BetOutcome {
  let outcome = outcomes.get(bet);
  if (!outcome) {
    outcome = betOutcome(bet);
    outcomes.set(bet, outcome);
  }
  return outcome;
}

/** The book of `bets` over a market whose runners are `selectionIds`. */
export function marketBook(selectionIds: readonly number[], bets: readonly RunnerBet[]): Book {
  const known = new Set(selectionIds);
  if (known.size !== selectionIds.length) throw new RangeError('A market lists a runner twice');
  const outcomes = bets.map((bet) => {
    if (!known.has(bet.selectionId))
      throw new RangeError(`Bet on runner ${bet.selectionId}, not in the market`);
    return { selectionId: bet.selectionId, ...outcomeOf(bet) };
  });
  return selectionIds.map((selectionId) => ({
    selectionId,
    amount: sumMinor(outcomes.map((o) => (o.selectionId === selectionId ? o.ifWins : o.ifLoses))),
  }));
}

/** The book after one more bet: what the bet slip previews before placing it. */
export function addBetToBook(book: Book, bet: RunnerBet): Book {
  const withBet = marketBook(
    book.map((position) => position.selectionId),
    [bet],
  );
  return book.map((position, index) => ({
    selectionId: position.selectionId,
    amount: minor(position.amount + (withBet[index]?.amount ?? 0)),
  }));
}

/** The amount for one runner, or undefined if the runner is not in the book. */
export function bookAmount(book: Book, selectionId: number): Minor | undefined {
  return book.find((position) => position.selectionId === selectionId)?.amount;
}
