import * as v from 'valibot';
import { suspendedStatus } from '../constants/markets.ts';
import { sportIds } from '../constants/sports.ts';
import { ruleMessages } from '../messages.ts';
import { envelopeSchema } from './envelope.ts';
import {
  delaySecondsSchema,
  idSchema,
  nameTextSchema,
  nonNegativeMoneySchema,
  numericIdSchema,
  numericQuerySchema,
  priceSchema,
  sportIdSchema,
  timestampSchema,
} from './primitives.ts';

/** Spec 7, Sports calls of the main API and the data API (series, matches, score, fancy data). */

/** Query values arrive as text: `?sportId=4`. */
const numericQuery = numericQuerySchema;

/** GET get-sport-list. */
export const sportSchema = v.object({ sportId: sportIdSchema, name: v.string(), active: v.boolean() });
export const sportListResponseSchema = envelopeSchema(v.array(sportSchema));

/** A match (event). `inPlay` decides the match/{sportId}/in-play listing. */
export const matchSchema = v.object({
  matchId: numericIdSchema,
  matchName: nameTextSchema,
  sportId: sportIdSchema,
  seriesId: v.optional(numericIdSchema),
  seriesName: v.optional(nameTextSchema),
  openDate: timestampSchema,
  inPlay: v.boolean(),
  active: v.optional(v.boolean(), true),
});
export type Match = v.InferOutput<typeof matchSchema>;

/** GET get-match-list?sportId&status&limit (status may be in-play, spec 2). */
export const matchListQuerySchema = v.object({
  sportId: v.pipe(numericQuery, v.picklist(sportIds)),
  status: v.optional(v.picklist(['in-play', 'upcoming', 'all']), 'all'),
  limit: v.optional(v.pipe(numericQuery, v.minValue(1), v.maxValue(1000)), '50'),
});
export const matchListResponseSchema = envelopeSchema(v.array(matchSchema));
/** GET get-match-by-id?matchId. */
export const matchQuerySchema = v.object({ matchId: numericQuery });
export const matchResponseSchema = envelopeSchema(matchSchema);

/** POST save-match {data, syncData}: an admin adds (or updates) a match; syncData also fetches its markets. */
export const saveMatchRequestSchema = v.object({
  data: matchSchema,
  syncData: v.optional(v.boolean(), false),
});

/** A price level: spec 3, "(price, price1, size)". */
export const priceLevelSchema = v.object({
  price: priceSchema,
  price1: v.optional(priceSchema),
  size: v.pipe(v.number(), v.finite(), v.minValue(0)),
});

/**
 * Spec 3, Market book: "runners with selectionId, runnerName, status (SUSPENDED), ex.availableToBack and
 * ex.availableToLay (price, price1, size)". GET get-market-list?matchId.
 * Beyond the spec, as Betfair names them (issue 41, the trader's ladder), when the feed reports trading:
 * a runner's `lastPriceTraded`, and `ex.tradedVolume`, the money matched so far at each price (price,
 * size in major units; any order, one level a price). Both are absent from a feed that does not say.
 */
export const marketBookSchema = v.object({
  marketId: idSchema,
  marketName: v.string(),
  matchId: numericIdSchema,
  /** Spec 3, Bet: "oddsType (for example bookMaker)"; absent for exchange markets. */
  oddsType: v.optional(v.string()),
  status: v.optional(v.string()),
  runners: v.array(
    v.object({
      selectionId: numericIdSchema,
      runnerName: v.string(),
      status: v.optional(v.string()),
      lastPriceTraded: v.optional(priceSchema),
      ex: v.object({
        availableToBack: v.array(priceLevelSchema),
        availableToLay: v.array(priceLevelSchema),
        tradedVolume: v.optional(v.array(priceLevelSchema)),
      }),
    }),
  ),
});
export type MarketBook = v.InferOutput<typeof marketBookSchema>;
export const marketListResponseSchema = envelopeSchema(v.array(marketBookSchema));

/** Whether a runner (or market) status is the spec's SUSPENDED. */
export function isSuspended(status: string | undefined): boolean {
  return status === suspendedStatus;
}

/**
 * A fancy market: spec 3 "or back and lay lists". For a session (the default fancy type) a level's
 * price is the run line and its size the rate: `lay` holds No, `back` holds Yes.
 */
export const fancyMarketSchema = v.object({
  marketId: idSchema,
  marketName: v.string(),
  matchId: numericIdSchema,
  gtype: v.optional(v.string(), 'session'),
  status: v.optional(v.string()),
  /** The session's one selection, which a bet on it names (the bet's `selectionId`). */
  selectionId: v.optional(numericIdSchema),
  back: v.array(priceLevelSchema),
  lay: v.array(priceLevelSchema),
  minBet: v.optional(nonNegativeMoneySchema),
  maxBet: v.optional(nonNegativeMoneySchema),
});
export type FancyMarket = v.InferOutput<typeof fancyMarketSchema>;
/** GET get-fancy-list?matchId&gtype and the data API's GET fancy-data?MatchID. */
export const fancyListQuerySchema = v.object({ matchId: numericQuery, gtype: v.optional(nameTextSchema) });
export const fancyDataQuerySchema = v.object({ MatchID: numericQuery });
export const fancyListResponseSchema = envelopeSchema(v.array(fancyMarketSchema));

/** A series (competition). */
export const seriesSchema = v.object({
  seriesId: numericIdSchema,
  seriesName: v.string(),
  sportId: sportIdSchema,
});

/** GET get-series-with-market(-with-date)?EventTypeID: the sport's series with their matches. */
export const seriesWithMarketQuerySchema = v.object({ EventTypeID: numericQuery });
export const seriesWithMarketResponseSchema = envelopeSchema(
  v.array(v.object({ ...seriesSchema.entries, matches: v.array(matchSchema) })),
);

/** POST save-sport-settings: a sport's stake limits, in-play delay and whether it is shown. */
export const saveSportSettingsRequestSchema = v.pipe(
  v.object({
    sportId: sportIdSchema,
    minBet: nonNegativeMoneySchema,
    maxBet: nonNegativeMoneySchema,
    delay: delaySecondsSchema,
    active: v.boolean(),
  }),
  v.check((settings) => settings.minBet <= settings.maxBet, ruleMessages.minBetAboveMaxBet),
);

/** Data API: GET get-series?EventTypeID. */
export const dataSeriesQuerySchema = seriesWithMarketQuerySchema;
export const dataSeriesResponseSchema = envelopeSchema(v.array(seriesSchema));

/** Data API: GET get-matches?EventTypeID&CompetitionID. */
export const dataMatchesQuerySchema = v.object({ EventTypeID: numericQuery, CompetitionID: numericQuery });
export const dataMatchesResponseSchema = matchListResponseSchema;

/** Data API: GET score?MatchID: the live score line. */
export const scoreQuerySchema = v.object({ MatchID: numericQuery });
const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Cricket: the batting side's runs, wickets and overs (overs as shown: 15.2 is 15 overs and 2 balls). */
export const cricketScoreSchema = v.object({
  kind: v.literal('cricket'),
  innings: v.array(
    v.object({
      team: v.string(),
      runs: countSchema,
      wickets: v.pipe(countSchema, v.maxValue(10)),
      overs: v.pipe(v.number(), v.finite(), v.minValue(0)),
    }),
  ),
  /** The target of the side batting second, once set. */
  target: v.optional(countSchema),
  /** The overs each side may bat (20 in a T20, 50 in a one-day match); absent for Test matches. */
  scheduledOvers: v.optional(v.pipe(countSchema, v.minValue(1))),
});

/** Soccer: goals per side and the minute played; from the break on, the score at half time. */
export const soccerScoreSchema = v.object({
  kind: v.literal('soccer'),
  home: v.object({ team: v.string(), goals: countSchema }),
  away: v.object({ team: v.string(), goals: countSchema }),
  minute: countSchema,
  halfTime: v.optional(v.object({ home: countSchema, away: countSchema })),
});

/** Tennis: sets won, games of each set, and the points of the game being played ('0', '15', '30', '40', 'AD'). */
export const tennisScoreSchema = v.object({
  kind: v.literal('tennis'),
  players: v.tuple([v.string(), v.string()]),
  sets: v.array(v.tuple([countSchema, countSchema])),
  points: v.tuple([v.string(), v.string()]),
  server: v.picklist([0, 1]),
});

/** Racing has no running score: the position of the race (off, finished). */
export const raceScoreSchema = v.object({
  kind: v.literal('race'),
  phase: v.picklist(['parade', 'off', 'finished']),
});

/** The live score of a match; `summary` is one line for lists ('IND 120/3 (15.2)'). */
export const scoreSchema = v.object({
  matchId: numericIdSchema,
  summary: v.string(),
  detail: v.optional(
    v.variant('kind', [cricketScoreSchema, soccerScoreSchema, tennisScoreSchema, raceScoreSchema]),
  ),
  updatedAt: timestampSchema,
});
export type Score = v.InferOutput<typeof scoreSchema>;
export type ScoreDetail = NonNullable<Score['detail']>;
export const scoreResponseSchema = envelopeSchema(scoreSchema);
