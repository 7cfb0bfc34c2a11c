import type { Side } from '../constants/markets.ts';
import { minor, scaleMinor } from '../money/minorUnits.ts';
import { addBetToBook, bookAmount, type Book, type RunnerBet } from './book.ts';

/** A runner with the best prices offered now (null where nothing is offered). */
export interface PricedRunner {
  readonly selectionId: number;
  readonly runnerName: string;
  readonly backPrice: number | null;
  readonly layPrice: number | null;
}

/** The draw of a soccer match odds market ('The Draw' in the feed, 'Draw' in some). */
export function isDrawRunner(runnerName: string): boolean {
  return /^(the\s+)?draw$/i.test(runnerName.trim());
}

/**
 * Spec 9: "Hedge helpers pick the favourite runner": the runner with the lowest back price (the likeliest
 * winner); the first listed on a tie; null if no runner has a back price.
 */
export function favouriteRunner(runners: readonly PricedRunner[]): PricedRunner | null {
  let favourite: PricedRunner | null = null;
  for (const runner of runners) {
    if (runner.backPrice === null) continue;
    if (favourite === null || runner.backPrice < (favourite.backPrice ?? Infinity)) favourite = runner;
  }
  return favourite;
}

export interface HedgeInput {
  readonly runners: readonly PricedRunner[];
  /** The user's current book on the market (book.ts). */
  readonly book: Book;
  /** How the market's prices read: exchange (decimal) or bookmaker (100-based) odds. */
  readonly rule: 'decimalOdds' | 'bookmakerOdds';
  /** Spec 9: "(draw excluded in one variant)": leave the draw out, for three-way soccer markets. */
  readonly excludeDraw?: boolean;
}

export interface Hedge {
  /** The opposite bet on the favourite that levels the book (the cash out). */
  readonly bet: RunnerBet;
  readonly bookAfter: Book;
}

/** The price as decimal odds: what one unit of stake returns with the stake (bookmaker 45 -> 1.45). */
function decimalPrice(rule: HedgeInput['rule'], price: number): [numerator: number, denominator: number] {
  return rule === 'bookmakerOdds' ? [100 + price, 100] : [price, 1];
}

/**
 * The cash-out bet. Spec 9: the hedge helpers "compute the stake from the total absolute book (draw
 * excluded in one variant) divided by lay or back price". With the favourite F and the other runner O,
 * the stake is |book(F) - book(O)| / price: the total absolute book |book(F)| + |book(O)| whenever one
 * side wins and the other loses (the usual case), and still right when both win or both lose. If F
 * wins more, lay F at its lay price; if less, back F at its back price.
 *
 * Stakes are whole minor units, so the result is the whole-unit stake next to the exact one that leaves
 * the flattest book: equal across the two runners within one minor unit whenever the hedge price is at
 * most 3 (decimal), and in general within half the price in minor units.
 *
 * Null when there is nothing to level, when the market does not have exactly two runners to level
 * (after leaving out the draw), or when the price needed is not offered.
 */
export function hedgeBet({ runners, book, rule, excludeDraw = false }: HedgeInput): Hedge | null {
  const levelled = excludeDraw ? runners.filter((runner) => !isDrawRunner(runner.runnerName)) : runners;
  if (levelled.length !== 2) return null;
  const favourite = favouriteRunner(levelled);
  const other = levelled.find((runner) => runner !== favourite);
  if (!favourite || !other) return null;
  const favouriteAmount = bookAmount(book, favourite.selectionId);
  const otherAmount = bookAmount(book, other.selectionId);
  if (favouriteAmount === undefined || otherAmount === undefined) {
    throw new RangeError('The book does not cover the runners to hedge');
  }
  const difference = favouriteAmount - otherAmount;
  const side: Side = difference > 0 ? 'lay' : 'back';
  const price = side === 'lay' ? favourite.layPrice : favourite.backPrice;
  if (difference === 0 || price === null) return null;

  const [numerator, denominator] = decimalPrice(rule, price);
  const exactStake = scaleMinor(minor(Math.abs(difference)), denominator, numerator);
  const spread = (candidate: Book): number =>
    Math.abs(
      (bookAmount(candidate, favourite.selectionId) ?? 0) - (bookAmount(candidate, other.selectionId) ?? 0),
    );

  let best: Hedge | null = null;
  let bestSpread = Math.abs(difference);
  // Rounding the stake and each P/L moves the best whole stake at most two units from the rounded one.
  for (let candidate = exactStake - 2; candidate <= exactStake + 2; candidate += 1) {
    if (candidate <= 0) continue;
    const bet: RunnerBet = { selectionId: favourite.selectionId, side, stake: minor(candidate), price, rule };
    const bookAfter = addBetToBook(book, bet);
    if (spread(bookAfter) < bestSpread) {
      best = { bet, bookAfter };
      bestSpread = spread(bookAfter);
    }
  }
  return best;
}
