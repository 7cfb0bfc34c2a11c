import type { CasinoCategoryId } from '../constants/casino.ts';
import { minor, type Minor } from '../money/minorUnits.ts';
import type { RandomSource } from './fairness.ts';
import type { CasinoGamePresentation } from './presentation.ts';

/**
 * One in-house casino game, as a definition the shared engine runs (issue 17: "adding a game is writing
 * one definition"). A definition is pure: the server's round loop, the settlement, the statistical tests
 * and the app's fairness verifier all call the same functions.
 *
 * A round: `deal` draws everything from the round's random stream before betting opens (so nothing a
 * bettor does changes the outcome); betting is open at `shown = 0`; then the `steps` are revealed one at a
 * time (cards, a clip's outcome), betting reopening after those where `reopensAfter` says so (in-play
 * games); after the last step the round has its result and settles.
 */
export interface CasinoGameDefinition<Deal = unknown> {
  /** The route code (spec 2: dtl20, AAA, teen20 ...). */
  readonly code: string;
  readonly name: string;
  readonly category: CasinoCategoryId;
  /** The game's match id: every round's bets are on this match (sport 5000). */
  readonly matchId: number;
  readonly timing: CasinoTiming;
  /**
   * What one bet on the game may stake. Every game the registry lists sets it (games/stakeLimits.test.ts);
   * it is optional only so a test's own game need not. The casino sport's row and the player's own
   * setting apply too: the strictest of them wins.
   */
  readonly stakeLimits?: CasinoStakeLimits;
  /** Everything the round will show, drawn from its stream (shuffle, randomInt, perMilleDraw). */
  deal(random: RandomSource): Deal;
  /** How many reveal steps the round has (cards dealt, balls played); at least 1. */
  steps(deal: Deal): number;
  /** In-play games: whether betting reopens after `shown` steps (never after the last). */
  reopensAfter?(deal: Deal, shown: number): boolean;
  /** The table after `shown` steps, in the game's slot order: card codes, "1" for slots not dealt yet. */
  table(deal: Deal, shown: number): string[];
  /**
   * The markets with their prices after `shown` steps. Must read only what `table(deal, shown)` shows:
   * the price of an open market cannot depend on a card still face down.
   */
  markets(deal: Deal, shown: number): CasinoMarketQuote[];
  /**
   * A runner not listed in `markets` that a bet may name: 3 Cards Judgement's choice of three ranks, a
   * lottery number. Undefined for anything else.
   */
  pickRunner?(suffix: string, selectionId: number, shown: number): CasinoRunnerQuote | undefined;
  /** What the round did to a runner: settles every bet on it. */
  settle(deal: Deal, suffix: string, selectionId: number): RunnerOutcome;
  /** The winner's name and the result's rows (the result view renders these through a template). */
  result(deal: Deal): CasinoRoundResult;
}

/**
 * A game the registry lists (games/index.ts): its definition with what the lobby, the table and the admin
 * panel show of it. Required here, not on every definition, so a test's own game needs none.
 */
export interface RegisteredCasinoGame<Deal = unknown> extends CasinoGameDefinition<Deal> {
  readonly presentation: CasinoGamePresentation;
}

export interface CasinoTiming {
  /** The first betting window. Bets close 3 s before it ends (casinoBettingCloses). */
  readonly bettingSeconds: number;
  /** Between two reveal steps. */
  readonly stepSeconds: number;
  /** How long the result stays before the next round. */
  readonly resultSeconds: number;
  /** In-play games: the betting window after a step that reopens the markets. */
  readonly reopenSeconds?: number;
}

/** The smallest and the largest stake of one bet, in minor units; both are allowed. */
export interface CasinoStakeLimits {
  readonly min: Minor;
  readonly max: Minor;
}

/**
 * The limits a game takes unless its definition has reason for others (issue 37: the casino had none). A win
 * is paid in whole paise rounded toward the house (casinoBetPnl), which costs a bet under one paisa: under
 * 0.1% of Rs 10, where at Rs 0.01 it was the whole profit. Rs 50,000 is the sports' lowest maximum (racing,
 * drizzle/0003), so one casino bet stakes no more than a race bet can.
 */
export const casinoDefaultStakeLimits: CasinoStakeLimits = { min: minor(1_000), max: minor(5_000_000) };

/**
 * The most one casino bet may win: Rs 25 lakh, what the default maximum wins at about 50 (Dragon Tiger's
 * pair). A game whose prices go higher (a trio, a Queen's card, a poker hand at 3,000) lowers its maximum
 * stake under it (casinoStakeLimitsUpTo), so no single bet can win the house crores.
 */
export const casinoMaxWinPerBet = minor(250_000_000);

/** The default limits with a lower maximum stake (rupees), for a game whose top prices would win more. */
export function casinoStakeLimitsUpTo(maxStakeRupees: number): CasinoStakeLimits {
  return { ...casinoDefaultStakeLimits, max: minor(maxStakeRupees * 100) };
}

/** CASINO.md 5: "Betting closes 3 s before the countdown ends" (the clones disable at remainingTime <= 3). */
export const casinoBettingClosesSeconds = 3;

/**
 * What a round did to a runner. `win` may carry the odds it pays when they differ from the placed price
 * (Muflis Top 9's multipliers, Pair Plus, Bahar on the first card). `halfLoss`: half the stake back.
 */
export type RunnerOutcome =
  | { readonly kind: 'win'; readonly odds?: number }
  | { readonly kind: 'lose' }
  | { readonly kind: 'push' }
  | { readonly kind: 'halfLoss' };

export const won: RunnerOutcome = { kind: 'win' };
export const lost: RunnerOutcome = { kind: 'lose' };
export const pushed: RunnerOutcome = { kind: 'push' };
export const halfLost: RunnerOutcome = { kind: 'halfLoss' };

/** A win when `condition` holds, else a loss. */
export function winIf(condition: boolean): RunnerOutcome {
  return condition ? won : lost;
}

export type CasinoRunnerStatus = 'ACTIVE' | 'SUSPENDED';

export interface CasinoRunnerQuote {
  readonly selectionId: number;
  readonly name: string;
  /** The decimal back price, or null where the runner cannot be backed. */
  readonly back: number | null;
  /** The decimal lay price, or null where it cannot be laid. */
  readonly lay: number | null;
  readonly status: CasinoRunnerStatus;
  /**
   * The lowest odds a win of this runner can pay, where a win may pay less than the price it was placed
   * at (Banker winning with 6, Bahar on the first card): exposure counts that win too.
   */
  readonly lowestWinOdds?: number;
}

/**
 * How a market's runners relate, which is what a player's exposure on it is computed from:
 * `oneWinner` exactly one runner wins (or all push together), `oneOrNone` at most one wins,
 * `independent` each runner wins or loses on its own.
 */
export type CasinoMarketShape = 'oneWinner' | 'oneOrNone' | 'independent';

export interface CasinoMarketQuote {
  /** The market id is `<round id>.<suffix>`. */
  readonly suffix: string;
  readonly name: string;
  /** Session-style Yes/No markets (Trio's session, Race 20's totals) are CASINOFANCY. */
  readonly betOn: 'CASINO' | 'CASINOFANCY';
  readonly shape: CasinoMarketShape;
  /** Every runner can lose half its stake at once (a 7 on Lucky 7's Low/High Card). */
  readonly halfLossTogether?: boolean;
  readonly status: 'OPEN' | 'SUSPENDED';
  readonly runners: readonly CasinoRunnerQuote[];
}

export interface CasinoRoundResult {
  /** Spec 3, "Casino result: ... data.winnerName". */
  readonly winnerName: string;
  /** The result detail's rows, e.g. { label: 'Player A', value: 'Pair of 9' }. */
  readonly rows: readonly { readonly label: string; readonly value: string }[];
}
