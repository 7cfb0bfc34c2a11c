import type { BetMatchStatus, BetOn, Side } from '../constants/markets.ts';
import type { Minor } from '../money/minorUnits.ts';
import type { RunnerBet } from './book.ts';
import type { SessionBet } from './fancy.ts';
import { ruleForBet } from './rules.ts';

/** A bet as the product sees it (spec 3, "Bet"); schemas/bets.ts maps it to and from the wire. */
export interface Bet {
  readonly matchId: number;
  readonly marketId: string;
  readonly marketName: string;
  readonly selectionId: number;
  readonly runnerName: string;
  readonly side: Side;
  readonly stake: Minor;
  /** Decimal odds; 100-based on bookmaker markets; the run line on session fancies. */
  readonly odds: number;
  /** The session fancy rate (the spec's `volume`). */
  readonly volume: number | undefined;
  readonly betOn: BetOn;
  readonly oddsType: string | undefined;
  readonly gtype: string | undefined;
  /** Spec 3: "fancystatus (yes or other)". */
  readonly fancyStatus: string | undefined;
}

/** A bet the exchange holds. */
export interface PlacedBet extends Bet {
  readonly id: string;
  readonly status: BetMatchStatus;
  readonly placedAt: string;
}

/** Whether a bet is on a session fancy (its P/L is settled on the run total, pnl/fancy.ts). */
export function isSessionBet(bet: Bet): boolean {
  return ruleForBet(bet) === 'volumeRate';
}

/** A bet on a runner market as the book reads it: its rule and the price that rule reads. */
export function runnerBetOf(bet: Bet): RunnerBet {
  const rule = ruleForBet(bet);
  return {
    selectionId: bet.selectionId,
    side: bet.side,
    stake: bet.stake,
    rule,
    price: rule === 'volumeRate' ? (bet.volume ?? 0) : bet.odds,
  };
}

/** A session fancy bet as the session book reads it: the line is the odds, the rate the volume. */
export function sessionBetOf(bet: Bet): SessionBet {
  return { side: bet.side, stake: bet.stake, line: bet.odds, rate: bet.volume ?? 0 };
}
