import type { Side } from '../constants/markets.ts';
import { sumMinor, type Minor } from '../money/minorUnits.ts';
import { worstCase } from './exposure.ts';
import { betOutcome } from './rules.ts';

/**
 * A bet on a session fancy (runs in an innings or over range): DOMAIN.md "a run line L and a rate R (the
 * spec's `volume`). 'Yes' (back) wins if the final total >= L: profit S x R/100, else lose S. 'No' (lay)
 * wins S if the total < L, else loses S x R/100." Lines are run counts; a fractional line L needs
 * ceil(L) runs.
 */
export interface SessionBet {
  readonly side: Side;
  readonly line: number;
  readonly rate: number;
  readonly stake: Minor;
}

/** One band of final run totals with the user's profit or loss on it; `toRuns` null means "and above". */
export interface SessionBookRow {
  readonly fromRuns: number;
  readonly toRuns: number | null;
  readonly amount: Minor;
}

function runsNeeded(line: number): number {
  if (!Number.isFinite(line) || line < 0) throw new RangeError(`Not a run line: ${line}`);
  return Math.ceil(line);
}

/** The profit or loss of one session bet when the innings ends on `runs`. */
export function sessionBetResult(bet: SessionBet, runs: number): Minor {
  // Spec 9, "Other markets back profit is volume*stake/100": the session rule is the volume rule.
  const outcome = betOutcome({ rule: 'volumeRate', side: bet.side, stake: bet.stake, price: bet.rate });
  return runs >= runsNeeded(bet.line) ? outcome.ifWins : outcome.ifLoses;
}

/**
 * The session book: the user's total profit or loss for every final run total, as bands (adjacent bands
 * with the same amount merged). The amount only changes at a bet's line, so the bands start at 0 and at
 * each line.
 */
export function sessionBook(bets: readonly SessionBet[]): SessionBookRow[] {
  const starts = [...new Set([0, ...bets.map((bet) => runsNeeded(bet.line))])].sort((a, b) => a - b);
  const rows: { fromRuns: number; toRuns: number | null; amount: Minor }[] = [];
  starts.forEach((fromRuns, index) => {
    const next = starts[index + 1];
    const toRuns = next === undefined ? null : next - 1;
    const amount = sumMinor(bets.map((bet) => sessionBetResult(bet, fromRuns)));
    const previous = rows.at(-1);
    if (previous && previous.amount === amount) previous.toRuns = toRuns;
    else rows.push({ fromRuns, toRuns, amount });
  });
  return rows;
}

/**
 * Exposure of a session fancy: the worst case over every possible run total (DOMAIN.md: "For a session
 * fancy the outcomes are run totals; the worst case is found at the bet lines"), 0 if none loses.
 */
export function sessionExposure(bets: readonly SessionBet[]): Minor {
  return worstCase(sessionBook(bets).map((row) => row.amount));
}
