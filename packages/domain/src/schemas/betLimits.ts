import * as v from 'valibot';
import { betLimitLabels, type BetLimitName } from '../betLimits/betLimits.ts';
import { exchangeSportIds } from '../marketTypes/exchangeMarkets.ts';
import { isOnLadder } from '../odds/ladder.ts';
import { envelopeSchema } from './envelope.ts';
import {
  isMarketTypeOfSport,
  marketScopeEntries,
  marketTypeOfSportMessage,
  marketTypeSchema,
} from './marketScope.ts';
import { hasAtMostTwoDecimals, maxRequestAmount, nameTextSchema } from './primitives.ts';

/**
 * Market and sport limits on the wire (issue 41, docs/adr/0037-market-and-sport-limits.md): per sport,
 * optionally per exchange market type, each limit a value or null (no limit).
 */

const amountLimit = (name: BetLimitName) =>
  v.nullable(
    v.pipe(
      v.number(),
      v.check(hasAtMostTwoDecimals, `${betLimitLabels[name]} must be an amount with at most two decimals`),
      v.gtValue(0, `${betLimitLabels[name]} must be above 0`),
      v.maxValue(maxRequestAmount, `${betLimitLabels[name]} is too large`),
    ),
  );

const oddsLimit = (name: BetLimitName) =>
  v.nullable(
    v.pipe(v.number(), v.check(isOnLadder, `${betLimitLabels[name]} must be a price of the odds ladder`)),
  );

/** The in-play delay's bounds, as the sport settings' (a longer delay is an operator's mistake). */
const delayLimit = v.nullable(
  v.pipe(
    v.number(),
    v.safeInteger('The in-play delay must be whole seconds'),
    v.minValue(1, 'The in-play delay must be at least 1 second'),
    v.maxValue(3600, 'The in-play delay must be at most 3600 seconds'),
  ),
);

export const betLimitsWireSchema = v.pipe(
  v.object({
    minStake: amountLimit('minStake'),
    maxStake: amountLimit('maxStake'),
    maxProfit: amountLimit('maxProfit'),
    maxLoss: amountLimit('maxLoss'),
    minOdds: oddsLimit('minOdds'),
    maxOdds: oddsLimit('maxOdds'),
    inPlayDelay: delayLimit,
  }),
  v.forward(
    v.check(
      ({ minStake, maxStake }) => minStake === null || maxStake === null || minStake <= maxStake,
      'The minimum stake must not be above the maximum stake',
    ),
    ['minStake'],
  ),
  v.forward(
    v.check(
      ({ minOdds, maxOdds }) => minOdds === null || maxOdds === null || minOdds <= maxOdds,
      'The minimum odds must not be above the maximum odds',
    ),
    ['minOdds'],
  ),
);

const scopedLimitsSchema = v.object({
  sportId: v.picklist(exchangeSportIds),
  marketType: marketTypeSchema,
  limits: betLimitsWireSchema,
});

/**
 * GET bet-limits[?username]: the limits a user set for its subtree (`own`), and, per scope, the tightest
 * its operators above set (`above`); what binds a player's bet is the tightest of both (betLimitsFor).
 */
export const betLimitsQuerySchema = v.object({ username: v.optional(nameTextSchema) });
export const betLimitsResponseSchema = envelopeSchema(
  v.object({
    username: v.string(),
    own: v.array(scopedLimitsSchema),
    above: v.array(scopedLimitsSchema),
  }),
);

/**
 * POST save-bet-limits: the caller's limits for one scope of its subtree, every limit at once (null for
 * none; all null removes the scope's row). Answers as GET bet-limits does for the caller.
 */
export const saveBetLimitsRequestSchema = v.pipe(
  v.object({ ...marketScopeEntries, limits: betLimitsWireSchema }),
  v.forward(
    v.check((scope) => isMarketTypeOfSport(scope), marketTypeOfSportMessage),
    ['marketType'],
  ),
);
