import type {
  playerResponsibleGamingResponseSchema,
  ResponsibleGamingStateWire,
  RgEventWire,
} from '@exchange/domain';
import type * as v from 'valibot';

/**
 * The responsible-gaming state as the screens take it: the contract's wire shapes (amounts in major
 * units, times as ISO strings), named for the screens.
 */
export type {
  DepositLimitWindow as LimitWindow,
  Jurisdiction,
  RealityCheckAction,
  ResponsibleGamingStatus as RgStatus,
  SelfExclusionPeriod,
  CoolOffPeriod,
} from '@exchange/domain';

export type RgState = ResponsibleGamingStateWire;
export type RgPeriod = NonNullable<RgState['selfExclusion']>;
export type DepositLimit = RgState['depositLimits']['day'];
export type RealityCheckState = RgState['realityCheck'];
export type RgEvent = RgEventWire;

/** The new limits asked for, null for none (major units). */
export type DepositLimitsRequest = Readonly<Record<keyof RgState['depositLimits'], number | null>>;

/** What an operator sees of a player. */
export type PlayerRgState = v.InferOutput<typeof playerResponsibleGamingResponseSchema>['data'];
