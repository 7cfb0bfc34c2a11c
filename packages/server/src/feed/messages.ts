import { marketStatuses, scoreSchema, sportIds } from '@exchange/domain';
import * as v from 'valibot';

/**
 * What an odds feed delivers, one message at a time: the catalog (competitions, events, markets with their
 * runners), live state (prices, statuses, scores) and the end (results, voids). The simulator produces
 * these and a real provider's adapter translates into them; both go through the same sink, and a
 * provider's messages are validated with these schemas first.
 */

const feedId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const name = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));
const marketId = v.pipe(v.string(), v.nonEmpty(), v.maxLength(100));
const amount = v.pipe(v.number(), v.finite(), v.minValue(0));

export const feedMatchStatuses = ['upcoming', 'inPlay', 'closed'] as const;
export const feedMarketKinds = ['matchOdds', 'bookmaker', 'fancy'] as const;
export type FeedMarketKind = (typeof feedMarketKinds)[number];

export const competitionMessageSchema = v.object({
  type: v.literal('competition'),
  competitionId: feedId,
  sportId: v.picklist(sportIds),
  name,
});

export const eventMessageSchema = v.object({
  type: v.literal('event'),
  eventId: feedId,
  competitionId: feedId,
  sportId: v.picklist(sportIds),
  name,
  openDate: v.pipe(v.string(), v.isoTimestamp()),
  status: v.picklist(feedMatchStatuses),
});

/** A market and its runners. A fancy market has one runner: the selection its bets name. */
export const marketMessageSchema = v.object({
  type: v.literal('market'),
  marketId,
  eventId: feedId,
  kind: v.picklist(feedMarketKinds),
  name,
  gtype: v.optional(v.picklist(['session', 'fancy1'])),
  runners: v.pipe(
    v.array(v.object({ selectionId: feedId, name })),
    v.minLength(1, 'a market needs at least one runner'),
  ),
  status: v.picklist(marketStatuses),
});

const levelSchema = v.object({ price: amount, size: amount });

/**
 * The whole book of a market: its status and, best first, every runner's levels (or a fancy's lines). A
 * feed that reports trading adds each runner's last traded price and the money matched so far at each
 * price (`traded`, one level a price, the whole tally each time: a message replaces the one before).
 */
export const pricesMessageSchema = v.object({
  type: v.literal('prices'),
  marketId,
  status: v.picklist(marketStatuses),
  runners: v.optional(
    v.array(
      v.object({
        selectionId: feedId,
        suspended: v.optional(v.boolean()),
        back: v.array(levelSchema),
        lay: v.array(levelSchema),
        lastPriceTraded: v.optional(amount),
        traded: v.optional(v.array(levelSchema)),
      }),
    ),
    [],
  ),
  fancy: v.optional(v.object({ noLine: amount, noRate: amount, yesLine: amount, yesRate: amount })),
});

/** A status change alone, prices unchanged (a goal suspends, a ball is running). */
export const marketStatusMessageSchema = v.object({
  type: v.literal('marketStatus'),
  marketId,
  status: v.picklist(marketStatuses),
});

export const eventStatusMessageSchema = v.object({
  type: v.literal('eventStatus'),
  eventId: feedId,
  status: v.picklist(feedMatchStatuses),
});

export const scoreMessageSchema = v.object({ type: v.literal('score'), score: scoreSchema });

/** The winning selection id, or a fancy's run total. */
export const resultMessageSchema = v.object({
  type: v.literal('result'),
  marketId,
  result: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export const voidMessageSchema = v.object({ type: v.literal('void'), marketId });

export const feedMessageSchema = v.variant('type', [
  competitionMessageSchema,
  eventMessageSchema,
  marketMessageSchema,
  pricesMessageSchema,
  marketStatusMessageSchema,
  eventStatusMessageSchema,
  scoreMessageSchema,
  resultMessageSchema,
  voidMessageSchema,
]);

export type FeedMessage = v.InferOutput<typeof feedMessageSchema>;
export type CompetitionMessage = v.InferOutput<typeof competitionMessageSchema>;
export type EventMessage = v.InferOutput<typeof eventMessageSchema>;
export type MarketMessage = v.InferOutput<typeof marketMessageSchema>;
export type PricesMessage = v.InferOutput<typeof pricesMessageSchema>;
export type FeedMatchStatus = (typeof feedMatchStatuses)[number];
