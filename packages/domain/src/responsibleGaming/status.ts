import type { RefusalCode } from '../contract/refusals.ts';
import type { ResponsibleGamingStatus } from '../schemas/responsibleGaming.ts';
import {
  selfExclusionPeriodsFor,
  type CoolOffPeriod,
  type Jurisdiction,
  type SelfExclusionPeriod,
} from './periods.ts';

/** A self-exclusion or cool-off as stored: when it started, when it ends, and the period chosen. */
export interface PeriodWindow<P extends string> {
  readonly from: Date;
  readonly until: Date;
  readonly period: P;
}

/**
 * What the blocks depend on. A self-exclusion stays stored until it is replaced or (UK) an operator
 * reactivates the account; whether it still holds is read from the clock, so nothing has to run at its
 * end for the account to reactivate by itself.
 */
export interface ExclusionRecord {
  readonly jurisdiction: Jurisdiction;
  readonly selfExclusion: PeriodWindow<SelfExclusionPeriod> | null;
  readonly coolOff: PeriodWindow<CoolOffPeriod> | null;
}

/**
 * The state now. Outside the UK a self-exclusion ends by itself at `until`; in the UK the account then
 * waits for an operator's reactivation (spec 9: "in the UK ... support must reactivate"). A cool-off
 * always ends by itself.
 */
export function exclusionStatus(record: ExclusionRecord, now: Date): ResponsibleGamingStatus {
  const { selfExclusion, coolOff } = record;
  if (selfExclusion) {
    if (now < selfExclusion.until) return 'self_excluded';
    if (record.jurisdiction === 'uk') return 'awaiting_reactivation';
  }
  if (coolOff && now < coolOff.until) return 'cooling_off';
  return 'active';
}

/** The refusal of a bet or a deposit in this state, or null while the account is active. */
export function blockRefusal(status: ResponsibleGamingStatus): RefusalCode | null {
  if (status === 'self_excluded' || status === 'awaiting_reactivation') return 'self_excluded';
  if (status === 'cooling_off') return 'cooling_off';
  return null;
}

/** Why a player may not self-exclude for `period` now, or null if it may. */
export function selfExclusionRefusal(
  record: ExclusionRecord,
  period: SelfExclusionPeriod,
  now: Date,
): RefusalCode | null {
  if (!selfExclusionPeriodsFor(record.jurisdiction).includes(period)) {
    return 'self_exclusion_period_not_allowed';
  }
  // A running self-exclusion is never replaced: a shorter one would shorten it.
  const status = exclusionStatus(record, now);
  return status === 'self_excluded' || status === 'awaiting_reactivation' ? 'self_excluded' : null;
}

/** Why an operator may not start a cool-off now (UK players only, none running), or null if it may. */
export function coolOffRefusal(record: ExclusionRecord, now: Date): RefusalCode | null {
  if (record.jurisdiction !== 'uk') return 'cool_off_uk_only';
  const status = exclusionStatus(record, now);
  if (status === 'cooling_off') return 'cooling_off';
  return blockRefusal(status);
}

/**
 * Why an operator may not reactivate the account now, or null if it may: only a UK self-exclusion whose
 * period is over. Before `until` the refusal says it is not over: an operator never shortens one.
 */
export function reactivationRefusal(record: ExclusionRecord, now: Date): RefusalCode | null {
  const status = exclusionStatus(record, now);
  if (status === 'awaiting_reactivation') return null;
  return status === 'self_excluded' ? 'self_exclusion_not_over' : 'nothing_to_change';
}
