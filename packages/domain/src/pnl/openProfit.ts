import { minor, sumMinor, type Minor } from '../money/minorUnits.ts';
import { marketBook, type RunnerBet } from './book.ts';
import { sessionBetResult, type SessionBet } from './fancy.ts';
import type { OpenBets } from './openExposure.ts';

/**
 * The most a user's open bets on a market can win: the mirror of its exposure (openExposure.ts). A
 * waiting bet may still be matched, so for each outcome it counts where it wins and not where it loses:
 * whichever of the waiting bets match, the market never pays more than this. Issue 41's maximum profit
 * on a market is checked against it, so a bet left waiting cannot pass the limit once matched. 0 when
 * no outcome wins.
 */
export function openMarketProfit(selectionIds: readonly number[], bets: OpenBets<RunnerBet>): Minor {
  const matched = marketBook(selectionIds, bets.matched);
  const waiting = bets.waiting.map((bet) => marketBook(selectionIds, [bet]));
  return bestCase(
    matched.map((position, index) =>
      sumMinor([position.amount, ...waiting.map((book) => onlyWins(book[index]?.amount ?? minor(0)))]),
    ),
  );
}

/** The same over a session fancy's run totals: the amounts change only at bet lines. */
export function openSessionProfit(bets: OpenBets<SessionBet>): Minor {
  const starts = new Set([0, ...[...bets.matched, ...bets.waiting].map((bet) => Math.ceil(bet.line))]);
  return bestCase(
    [...starts].map((fromRuns) =>
      sumMinor([
        ...bets.matched.map((bet) => sessionBetResult(bet, fromRuns)),
        ...bets.waiting.map((bet) => onlyWins(sessionBetResult(bet, fromRuns))),
      ]),
    ),
  );
}

function onlyWins(amount: Minor): Minor {
  return minor(Math.max(0, amount));
}

function bestCase(amounts: readonly Minor[]): Minor {
  return minor(Math.max(0, ...amounts));
}
