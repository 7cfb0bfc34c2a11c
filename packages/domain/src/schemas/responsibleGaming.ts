import * as v from 'valibot';
import {
  coolOffPeriods,
  jurisdictions,
  realityCheckIntervalMinutes,
  selfExclusionPeriods,
} from '../responsibleGaming/periods.ts';
import { envelopeSchema } from './envelope.ts';
import {
  idSchema,
  maxRequestAmount,
  moneySchema,
  nonNegativeMoneySchema,
  secretTextSchema,
  timestampSchema,
} from './primitives.ts';

/**
 * Issue 21, responsible gaming (spec 9, terms): a player's jurisdiction, self-exclusion, cool-off,
 * reality check and deposit limits, as the player and its operators read and change them. Money is in
 * major units like every amount on the wire.
 */

export const jurisdictionSchema = v.picklist(jurisdictions);
export const selfExclusionPeriodSchema = v.picklist(selfExclusionPeriods);
export const coolOffPeriodSchema = v.picklist(coolOffPeriods);

/** What a player may do now: the blocks (bets, deposits) hold in every state but `active`. */
export const responsibleGamingStatuses = [
  'active',
  'self_excluded',
  'awaiting_reactivation',
  'cooling_off',
] as const;
export type ResponsibleGamingStatus = (typeof responsibleGamingStatuses)[number];

const periodWindowSchema = v.object({
  from: timestampSchema,
  until: timestampSchema,
  period: v.string(),
});

/** A deposit limit: `pending` is an increase or removal asked for, applying from `effectiveAt`. */
export const depositLimitWireSchema = v.object({
  amount: v.nullable(nonNegativeMoneySchema),
  /** Deposits asked for (pending or approved) inside the window now. */
  used: nonNegativeMoneySchema,
  pending: v.nullable(v.object({ amount: v.nullable(nonNegativeMoneySchema), effectiveAt: timestampSchema })),
});

export const realityCheckWireSchema = v.object({
  /** The player's (or an operator's) choice; an opt-out turns it off until re-enabled. */
  enabled: v.boolean(),
  /** Whether it concerns this player at all: players outside the UK, while enabled. */
  applies: v.boolean(),
  intervalMinutes: v.literal(realityCheckIntervalMinutes),
  dueAt: v.nullable(timestampSchema),
  due: v.boolean(),
  sessionStartedAt: v.nullable(timestampSchema),
  sessionWon: nonNegativeMoneySchema,
  sessionLost: nonNegativeMoneySchema,
});

export const responsibleGamingStateSchema = v.object({
  jurisdiction: jurisdictionSchema,
  status: v.picklist(responsibleGamingStatuses),
  selfExclusion: v.nullable(periodWindowSchema),
  coolOff: v.nullable(periodWindowSchema),
  selfExclusionPeriods: v.array(selfExclusionPeriodSchema),
  realityCheck: realityCheckWireSchema,
  depositLimits: v.object({
    day: depositLimitWireSchema,
    week: depositLimitWireSchema,
    month: depositLimitWireSchema,
  }),
});
export type ResponsibleGamingStateWire = v.InferOutput<typeof responsibleGamingStateSchema>;

/** What happened to a player's responsible-gaming state, when and by whom (a username). */
export const rgEventKinds = [
  'jurisdiction_set',
  'deposit_limits_changed',
  'self_excluded',
  'reactivated',
  'cool_off_set',
  'reality_check_continued',
  'reality_check_opted_out',
  'reality_check_enabled',
] as const;
export type RgEventKind = (typeof rgEventKinds)[number];

export const rgEventSchema = v.object({
  at: timestampSchema,
  kind: v.picklist(rgEventKinds),
  detail: v.string(),
  by: v.string(),
});
export type RgEventWire = v.InferOutput<typeof rgEventSchema>;

export const responsibleGamingResponseSchema = envelopeSchema(responsibleGamingStateSchema);

/** The operator's view: the state, whose it is, and its history (newest first). */
export const playerResponsibleGamingResponseSchema = envelopeSchema(
  v.object({
    ...responsibleGamingStateSchema.entries,
    username: v.string(),
    history: v.array(rgEventSchema),
  }),
);

/** A limit as asked: null removes it; zero allows no deposit. */
const limitAmountSchema = v.nullable(v.pipe(moneySchema, v.minValue(0), v.maxValue(maxRequestAmount)));

/** POST responsible-gaming/deposit-limits: the three limits wanted (null = no limit). */
export const depositLimitsRequestSchema = v.object({
  day: limitAmountSchema,
  week: limitAmountSchema,
  month: limitAmountSchema,
});

/** POST responsible-gaming/self-exclude: the period, confirmed with the account password. */
export const selfExcludeRequestSchema = v.object({
  period: selfExclusionPeriodSchema,
  password: v.pipe(secretTextSchema, v.nonEmpty()),
});

export const realityCheckActions = ['continue', 'opt-out', 'enable'] as const;
export type RealityCheckAction = (typeof realityCheckActions)[number];

/** POST responsible-gaming/reality-check: the player's answer to the reminder, or re-enabling it. */
export const realityCheckRequestSchema = v.object({ action: v.picklist(realityCheckActions) });

/** The operator's calls name the player by id (or username, as register's parent does). */
export const responsibleGamingUserParamsSchema = v.object({ userId: idSchema });

/** POST responsible-gaming/:userId/cool-off (UK players, "via support"). */
export const coolOffRequestSchema = v.object({ period: coolOffPeriodSchema });

/** POST responsible-gaming/:userId/reality-check: an operator re-enables the reminders. */
export const operatorRealityCheckRequestSchema = v.object({ enabled: v.literal(true) });
