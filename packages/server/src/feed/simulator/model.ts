import type { ScoreDetail } from '@exchange/domain';
import type { Random } from './random.ts';

/** What one tick of play did that the markets react to. */
export interface Moment {
  /** A key moment (a goal, a wicket, the off, a set won): match markets suspend this many ticks. */
  suspendTicks: number;
  /** The score changed. */
  scored: boolean;
}

export const quietMoment: Moment = { suspendTicks: 0, scored: false };

/**
 * One sport's game: its state, how a tick of play moves it, and what it means for the match odds. The
 * event around it (event.ts) turns that into feed messages.
 */
export interface SportModel {
  /** The match odds runners, in the order the market lists them. */
  readonly runnerNames: readonly string[];
  readonly marketName: string;
  readonly finished: boolean;
  /** The event turns in play. */
  start(): Moment;
  /** One tick of play. */
  advance(random: Random): Moment;
  /** The chance of each runner winning, summing to 1. */
  probabilities(): number[];
  /** The score line for lists ('ARS 1-0 CHE 34'') and its structured form. */
  summary(): string;
  detail(): ScoreDetail;
  /** The winning runner once finished. */
  winnerIndex(): number;
}
