import * as v from 'valibot';
import { marketBooksSchema } from './bets.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import {
  isoDateSchema,
  moneySchema,
  numericIdSchema,
  numericQuerySchema,
  startNotAfterEnd,
  timestampSchema,
} from './primitives.ts';

/**
 * The casino's reports beyond the bet lists (issue 17): the player's casino report by round, and an
 * operator's casino book of the open rounds. The Live Casino Bets call's schemas are with the other bet
 * lists (schemas/bets.ts).
 */

/** POST casino-report?page: the player's settled casino rounds in a period, of one game if named. */
export const casinoReportRequestSchema = v.pipe(
  v.object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    /** One game's (its match id); every game's without. */
    matchId: v.optional(numericIdSchema),
  }),
  startNotAfterEnd(),
);

/** One settled round of the player: what it staked and won or lost there (positive: won). */
export const casinoReportRowSchema = v.object({
  matchId: numericIdSchema,
  gameName: v.string(),
  /** The round id (spec 3, Casino result: "mid"). */
  mid: v.pipe(v.string(), v.nonEmpty()),
  winnerName: v.string(),
  bets: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  stake: moneySchema,
  pnl: moneySchema,
  settledAt: timestampSchema,
});
export const casinoReportResponseSchema = envelopeSchema(pagedSchema(casinoReportRowSchema));

/** GET get-casino-book?matchId: the book of each open round, of one game if named. */
export const casinoBookQuerySchema = v.object({ matchId: v.optional(numericQuerySchema) });

/**
 * An operator's casino book: per game with bets on its open round, each market's runners with what the
 * operator wins (positive) or loses if that runner wins, at its share by partnership.
 */
export const casinoBookResponseSchema = envelopeSchema(
  v.array(
    v.object({
      matchId: numericIdSchema,
      gameName: v.string(),
      mid: v.pipe(v.string(), v.nonEmpty()),
      markets: v.array(marketBooksSchema),
    }),
  ),
);

/** POST game-reports: the casino's results of the operator's downline in a period (whole UTC days). */
export const gameReportRequestSchema = v.pipe(
  v.object({ startDate: isoDateSchema, endDate: isoDateSchema }),
  startNotAfterEnd(),
);

const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** One game's settled rounds in the period, as far as the operator's downline played them. */
export const gameReportRowSchema = v.object({
  matchId: numericIdSchema,
  /** The game's code (the lobby's slug), which the panel's casino pages open. */
  gameCode: v.pipe(v.string(), v.nonEmpty()),
  gameName: v.string(),
  /** Rounds with at least one settled bet of the downline. */
  rounds: countSchema,
  bets: countSchema,
  stake: moneySchema,
  /** The downline players' net result: positive when they won. */
  downlinePnl: moneySchema,
  /** The operator's share of it by partnership: positive when the downline lost. */
  pnl: moneySchema,
});
export type GameReportRow = v.InferOutput<typeof gameReportRowSchema>;
export const gameReportResponseSchema = envelopeSchema(
  v.object({
    items: v.array(gameReportRowSchema),
    total: v.object({
      rounds: countSchema,
      bets: countSchema,
      stake: moneySchema,
      downlinePnl: moneySchema,
      pnl: moneySchema,
    }),
  }),
);
