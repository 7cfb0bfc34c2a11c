import { addMinutes } from 'date-fns';
import { realityCheckIntervalMinutes, type Jurisdiction } from './periods.ts';

/**
 * The reality check of one sign-in session: it starts at the session's first casino play and is due an
 * interval later; answering "continue" makes the next one due an interval after the answer.
 */
export interface RealityCheckSession {
  readonly startedAt: Date;
  readonly dueAt: Date;
}

/** Spec 9: "reality check every 1 hour for players outside the UK", unless the player opted out. */
export function realityCheckApplies(jurisdiction: Jurisdiction, enabled: boolean): boolean {
  return jurisdiction === 'intl' && enabled;
}

/** When the check after one at `from` (the first play, or an answer) is due. */
export function nextRealityCheckAt(from: Date): Date {
  return addMinutes(from, realityCheckIntervalMinutes);
}

/** Whether casino play waits for the player's answer now. */
export function realityCheckDue(applies: boolean, session: RealityCheckSession | null, now: Date): boolean {
  return applies && session !== null && now >= session.dueAt;
}

/**
 * The session after the player's "continue": an hour from now when the check was due; unchanged
 * otherwise (answering early does not push the next check back).
 */
export function continueRealityCheck(session: RealityCheckSession, now: Date): RealityCheckSession {
  return now >= session.dueAt ? { ...session, dueAt: nextRealityCheckAt(now) } : session;
}
