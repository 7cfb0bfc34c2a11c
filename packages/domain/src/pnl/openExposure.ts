import { minor, sumMinor, type Minor } from '../money/minorUnits.ts';
import type { RunnerBet } from './book.ts';
import { worstCase } from './exposure.ts';
import { sessionBetResult, type SessionBet } from './fancy.ts';
import { runnerTally, tallyExposure } from './runnerTally.ts';

/**
 * Exposure of a market with bets still waiting to be matched. DOMAIN.md: "Unmatched bets reserve their
 * liability like matched ones", but a waiting bet may never be matched (it can be cancelled, or lapse),
 * so it must not offset the matched position: for each outcome it counts only where it loses. Counting
 * it as matched would let a far-off unmatched bet "hedge" a matched one, free balance for more bets, and
 * leave the user over its balance once the waiting bet is cancelled. With no waiting bets this is the
 * book's exposure.
 */
export interface OpenBets<TBet> {
  readonly matched: readonly TBet[];
  /** Unmatched bets, and bets waiting out an in-play delay. */
  readonly waiting: readonly TBet[];
}

function onlyLosses(amount: Minor): Minor {
  return minor(Math.min(0, amount));
}

/** The worst case over the runners of a match odds or bookmaker market. */
export function openMarketExposure(selectionIds: readonly number[], bets: OpenBets<RunnerBet>): Minor {
  return tallyExposure(runnerTally(selectionIds, bets));
}

/** The worst case over every final run total of a session fancy (the amounts change only at bet lines). */
export function openSessionExposure(bets: OpenBets<SessionBet>): Minor {
  // Every bet's line starts a band; merged bands of the all-matched book could hide one.
  const starts = new Set([0, ...[...bets.matched, ...bets.waiting].map((bet) => Math.ceil(bet.line))]);
  return worstCase(
    [...starts].map((fromRuns) =>
      sumMinor([
        ...bets.matched.map((bet) => sessionBetResult(bet, fromRuns)),
        ...bets.waiting.map((bet) => onlyLosses(sessionBetResult(bet, fromRuns))),
      ]),
    ),
  );
}
