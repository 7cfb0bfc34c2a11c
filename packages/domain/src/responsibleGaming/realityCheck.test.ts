import { describe, expect, it } from 'vitest';
import {
  continueRealityCheck,
  nextRealityCheckAt,
  realityCheckApplies,
  realityCheckDue,
} from './realityCheck.ts';

const firstPlay = new Date('2026-03-01T12:00:00.000Z');
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
const session = { startedAt: firstPlay, dueAt: nextRealityCheckAt(firstPlay) };

describe('the reality check', () => {
  it('concerns players outside the UK who have not opted out', () => {
    expect(realityCheckApplies('intl', true)).toBe(true);
    expect(realityCheckApplies('intl', false)).toBe(false);
    expect(realityCheckApplies('uk', true)).toBe(false);
  });

  it('is due an hour after the first casino play of the session', () => {
    expect(session.dueAt).toEqual(minutesAfter(firstPlay, 60));
    expect(realityCheckDue(true, session, minutesAfter(firstPlay, 59))).toBe(false);
    expect(realityCheckDue(true, session, minutesAfter(firstPlay, 60))).toBe(true);
  });

  it('is never due before any play, or when it does not apply', () => {
    expect(realityCheckDue(true, null, minutesAfter(firstPlay, 600))).toBe(false);
    expect(realityCheckDue(false, session, minutesAfter(firstPlay, 600))).toBe(false);
  });

  it('continue: the next check is due an hour after the answer', () => {
    const answeredAt = minutesAfter(firstPlay, 75);
    const next = continueRealityCheck(session, answeredAt);
    expect(next).toEqual({ startedAt: firstPlay, dueAt: minutesAfter(answeredAt, 60) });
    expect(realityCheckDue(true, next, minutesAfter(answeredAt, 59))).toBe(false);
  });

  it('continue before it is due changes nothing', () => {
    expect(continueRealityCheck(session, minutesAfter(firstPlay, 30))).toBe(session);
  });
});
