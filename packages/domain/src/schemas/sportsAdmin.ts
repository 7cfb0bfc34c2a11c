import * as v from 'valibot';
import { marketStatuses } from '../constants/markets.ts';
import { sportIds } from '../constants/sports.ts';
import { envelopeSchema } from './envelope.ts';
import { idSchema, nonNegativeMoneySchema, numericIdSchema, numericQuerySchema } from './primitives.ts';
import { matchSchema, sportSchema } from './sports.ts';

/**
 * The admin side of the sports catalog (spec 2: sports-list, active-matches, active-markets and
 * active-fancies are for admin and sadmin only): sport settings, activated matches and their markets,
 * and the switches an admin flips on them. Route names are ours (docs/features/odds-feed.md).
 */

const numericQuery = numericQuerySchema;

/** GET get-sport-list: each sport with its stake limits (major units) and in-play delay (seconds). */
export const sportSettingsSchema = v.object({
  ...sportSchema.entries,
  minBet: nonNegativeMoneySchema,
  maxBet: nonNegativeMoneySchema,
  delay: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type SportSettings = v.InferOutput<typeof sportSettingsSchema>;
export const sportSettingsListResponseSchema = envelopeSchema(v.array(sportSettingsSchema));
export const sportSettingsResponseSchema = envelopeSchema(sportSettingsSchema);

/** The feed's status of a match. */
export const matchStatuses = ['upcoming', 'inPlay', 'closed'] as const;
export type MatchStatus = (typeof matchStatuses)[number];

/** A match as an admin sees it: whether it is active (shown to players) and the feed's status. */
export const adminMatchSchema = v.object({
  ...matchSchema.entries,
  active: v.boolean(),
  status: v.picklist(matchStatuses),
  /** The live score line, when the feed has one. */
  score: v.optional(v.string()),
});
export type AdminMatch = v.InferOutput<typeof adminMatchSchema>;

/** GET get-active-matches?sportId&status: open (in play and upcoming) by default. */
export const activeMatchStatuses = ['open', 'in-play', 'upcoming', 'closed'] as const;
export const activeMatchesQuerySchema = v.object({
  sportId: v.pipe(numericQuery, v.picklist(sportIds)),
  status: v.optional(v.picklist(activeMatchStatuses), 'open'),
});
export const adminMatchListResponseSchema = envelopeSchema(v.array(adminMatchSchema));
export const adminMatchResponseSchema = envelopeSchema(adminMatchSchema);

/** POST update-match-active: show a match to players or hide it. */
export const matchActiveRequestSchema = v.object({ matchId: numericIdSchema, active: v.boolean() });

export const marketKinds = ['matchOdds', 'bookmaker', 'fancy'] as const;
export type MarketKind = (typeof marketKinds)[number];

/** A market as an admin sees it: the live status, the admin's switches and what settlement recorded. */
export const adminMarketSchema = v.object({
  marketId: idSchema,
  marketName: v.string(),
  matchId: numericIdSchema,
  kind: v.picklist(marketKinds),
  gtype: v.optional(v.string()),
  /** What players see now (an admin's suspension included). */
  status: v.picklist(marketStatuses),
  /** Suspended by an admin until resumed. */
  suspended: v.boolean(),
  /** Shown to players and open for bets. */
  active: v.boolean(),
  minBet: v.optional(nonNegativeMoneySchema),
  maxBet: v.optional(nonNegativeMoneySchema),
  /** The winning selection id or a session's runs, once settled. */
  result: v.optional(v.number()),
  settled: v.boolean(),
  voided: v.boolean(),
});
export type AdminMarket = v.InferOutput<typeof adminMarketSchema>;

/** GET get-active-markets?matchId and GET get-active-fancies?matchId. */
export const activeMarketsQuerySchema = v.object({ matchId: numericQuery });
export const adminMarketListResponseSchema = envelopeSchema(
  v.object({ match: adminMatchSchema, markets: v.array(adminMarketSchema) }),
);
export const adminMarketResponseSchema = envelopeSchema(adminMarketSchema);

/** POST update-market-active: enable or disable a market. */
export const marketActiveRequestSchema = v.object({ marketId: idSchema, active: v.boolean() });
/** POST update-market-suspension: suspend a market, or resume it. */
export const marketSuspensionRequestSchema = v.object({ marketId: idSchema, suspended: v.boolean() });
