import { isOnLadder } from '@exchange/domain';
import type { LiveFancyLine, LiveRunner } from '../exchange/board.ts';
import type { FeedMarketKind } from './messages.ts';
import { FeedRejection } from './types.ts';

/**
 * What a book must look like before bets may be matched against it: prices a bet could ask for (traded
 * prices too), each side ordered best first, and no runner whose best back reaches its best lay (a crossed book would match a
 * back and a lay at once at a loss to the exchange).
 */
export function checkRunnerBook(
  kind: Exclude<FeedMarketKind, 'fancy'>,
  runners: readonly LiveRunner[],
): void {
  for (const runner of runners) {
    const prices = [...runner.back, ...runner.lay, ...(runner.traded ?? [])].map((level) => level.price);
    if (runner.lastPriceTraded !== undefined) prices.push(runner.lastPriceTraded);
    if (kind === 'matchOdds' && !prices.every(isOnLadder)) {
      throw new FeedRejection(`runner ${runner.selectionId}: a price is not on the exchange ladder`);
    }
    if (kind === 'bookmaker' && !prices.every((price) => Number.isInteger(price) && price > 0)) {
      throw new FeedRejection(`runner ${runner.selectionId}: bookmaker odds are whole 100-based numbers`);
    }
    if (
      !ordered(runner.back.map((level) => -level.price)) ||
      !ordered(runner.lay.map((level) => level.price))
    ) {
      throw new FeedRejection(`runner ${runner.selectionId}: levels must be best first`);
    }
    const [bestBack] = runner.back;
    const [bestLay] = runner.lay;
    if (bestBack && bestLay && bestBack.price >= bestLay.price) {
      throw new FeedRejection(`runner ${runner.selectionId}: the best back must be below the best lay`);
    }
  }
}

/** A session's No line may not be above its Yes line, and rates are positive. */
export function checkFancyLine(line: LiveFancyLine): void {
  if (line.noLine > line.yesLine) throw new FeedRejection('the No line may not be above the Yes line');
  if (line.noRate <= 0 || line.yesRate <= 0) throw new FeedRejection('fancy rates must be above 0');
}

/** Strictly increasing. */
function ordered(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value > (values[index - 1] ?? -Infinity));
}
