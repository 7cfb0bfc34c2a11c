import {
  currentDepositLimit,
  exclusionStatus,
  fromMinor,
  realityCheckApplies,
  realityCheckDue,
  realityCheckIntervalMinutes,
  selfExclusionPeriodsFor,
  type DepositLimit,
  type Minor,
  type ResponsibleGamingStateWire,
} from '@exchange/domain';
import type { Database } from '../db/client.ts';
import { casinoResultsSince, depositsInWindows, type StoredRealityCheck } from './play.ts';
import type { PlayerSettings } from './store.ts';

const money = (amount: Minor | null) => (amount === null ? null : fromMinor(amount));

function limitToWire(limit: DepositLimit, used: Minor, now: Date) {
  const current = currentDepositLimit(limit, now);
  return {
    amount: money(current.amount),
    used: fromMinor(used),
    pending: current.pending
      ? { amount: money(current.pending.amount), effectiveAt: current.pending.effectiveAt.toISOString() }
      : null,
  };
}

const windowToWire = (window: { from: Date; until: Date; period: string }) => ({
  from: window.from.toISOString(),
  until: window.until.toISOString(),
  period: window.period,
});

/** The state a player (or its operator) reads now: the stored settings, the clock, and the session's play. */
export async function stateToWire(
  db: Database,
  settings: PlayerSettings,
  check: StoredRealityCheck | null,
  now: Date,
): Promise<ResponsibleGamingStateWire> {
  const status = exclusionStatus(settings.record, now);
  const applies = realityCheckApplies(settings.jurisdiction, settings.realityCheckEnabled);
  const used = await depositsInWindows(db, settings.userId, now);
  const results = check ? await casinoResultsSince(db, settings.userId, check.playFrom) : null;
  const { selfExclusion, coolOff } = settings.record;
  return {
    jurisdiction: settings.jurisdiction,
    status,
    // Shown while it holds (or waits for an operator); one that ended by itself is history.
    selfExclusion:
      selfExclusion && (status === 'self_excluded' || status === 'awaiting_reactivation')
        ? windowToWire(selfExclusion)
        : null,
    coolOff: coolOff && now < coolOff.until ? windowToWire(coolOff) : null,
    selfExclusionPeriods: [...selfExclusionPeriodsFor(settings.jurisdiction)],
    realityCheck: {
      enabled: settings.realityCheckEnabled,
      applies,
      intervalMinutes: realityCheckIntervalMinutes,
      dueAt: applies && check ? check.dueAt.toISOString() : null,
      due: realityCheckDue(applies, check, now),
      sessionStartedAt: check ? check.startedAt.toISOString() : null,
      sessionWon: fromMinor(results?.won ?? (0 as Minor)),
      sessionLost: fromMinor(results?.lost ?? (0 as Minor)),
    },
    depositLimits: {
      day: limitToWire(settings.limits.day, used.day, now),
      week: limitToWire(settings.limits.week, used.week, now),
      month: limitToWire(settings.limits.month, used.month, now),
    },
  };
}
