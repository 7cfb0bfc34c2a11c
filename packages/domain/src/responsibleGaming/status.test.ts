import { describe, expect, it } from 'vitest';
import { periodEnd } from './periods.ts';
import {
  blockRefusal,
  coolOffRefusal,
  exclusionStatus,
  reactivationRefusal,
  selfExclusionRefusal,
  type ExclusionRecord,
} from './status.ts';

const from = new Date('2026-03-01T12:00:00.000Z');
const before = (date: Date) => new Date(date.getTime() - 1);
const active = (jurisdiction: 'uk' | 'intl'): ExclusionRecord => ({
  jurisdiction,
  selfExclusion: null,
  coolOff: null,
});
const excluded = (jurisdiction: 'uk' | 'intl', period: '1d' | '6m'): ExclusionRecord => ({
  ...active(jurisdiction),
  selfExclusion: { from, until: periodEnd(from, period), period },
});
const coolingOff: ExclusionRecord = {
  ...active('uk'),
  coolOff: { from, until: periodEnd(from, '24h'), period: '24h' },
};

describe('the responsible-gaming state', () => {
  it('is active without a self-exclusion or cool-off', () => {
    expect(exclusionStatus(active('intl'), from)).toBe('active');
    expect(blockRefusal('active')).toBeNull();
  });

  it('outside the UK a self-exclusion ends by itself at its end', () => {
    const record = excluded('intl', '1d');
    const until = periodEnd(from, '1d');
    expect(exclusionStatus(record, before(until))).toBe('self_excluded');
    expect(exclusionStatus(record, until)).toBe('active');
  });

  it('in the UK the account waits for an operator once the period is over', () => {
    const record = excluded('uk', '6m');
    const until = periodEnd(from, '6m');
    expect(exclusionStatus(record, before(until))).toBe('self_excluded');
    expect(exclusionStatus(record, until)).toBe('awaiting_reactivation');
    expect(exclusionStatus(record, periodEnd(until, '5y'))).toBe('awaiting_reactivation');
  });

  it('a cool-off ends by itself', () => {
    expect(exclusionStatus(coolingOff, before(periodEnd(from, '24h')))).toBe('cooling_off');
    expect(exclusionStatus(coolingOff, periodEnd(from, '24h'))).toBe('active');
  });

  it('a self-exclusion outweighs a cool-off running beside it', () => {
    const both = { ...coolingOff, selfExclusion: excluded('uk', '6m').selfExclusion };
    expect(exclusionStatus(both, from)).toBe('self_excluded');
  });

  it('blocks bets and deposits while excluded, awaiting reactivation or cooling off', () => {
    expect(blockRefusal('self_excluded')).toBe('self_excluded');
    expect(blockRefusal('awaiting_reactivation')).toBe('self_excluded');
    expect(blockRefusal('cooling_off')).toBe('cooling_off');
  });

  it('a player self-excludes only for a period of its jurisdiction, and not while excluded', () => {
    expect(selfExclusionRefusal(active('uk'), '1d', from)).toBe('self_exclusion_period_not_allowed');
    expect(selfExclusionRefusal(active('intl'), '2y', from)).toBe('self_exclusion_period_not_allowed');
    expect(selfExclusionRefusal(active('uk'), '6m', from)).toBeNull();
    expect(selfExclusionRefusal(coolingOff, '1y', from)).toBeNull();
    expect(selfExclusionRefusal(excluded('intl', '1d'), '1w', from)).toBe('self_excluded');
    const uk = excluded('uk', '6m');
    expect(selfExclusionRefusal(uk, '1y', periodEnd(from, '1y'))).toBe('self_excluded');
    // Over outside the UK: a new one may start.
    expect(selfExclusionRefusal(excluded('intl', '1d'), '1w', periodEnd(from, '1w'))).toBeNull();
  });

  it('a cool-off is for UK players, one at a time, never over a self-exclusion', () => {
    expect(coolOffRefusal(active('intl'), from)).toBe('cool_off_uk_only');
    expect(coolOffRefusal(active('uk'), from)).toBeNull();
    expect(coolOffRefusal(coolingOff, from)).toBe('cooling_off');
    expect(coolOffRefusal(coolingOff, periodEnd(from, '1w'))).toBeNull();
    expect(coolOffRefusal(excluded('uk', '6m'), from)).toBe('self_excluded');
  });

  it('an operator reactivates only a UK self-exclusion that is over: never shortens one', () => {
    const uk = excluded('uk', '6m');
    const until = periodEnd(from, '6m');
    expect(reactivationRefusal(uk, before(until))).toBe('self_exclusion_not_over');
    expect(reactivationRefusal(uk, until)).toBeNull();
    expect(reactivationRefusal(active('uk'), from)).toBe('nothing_to_change');
    expect(reactivationRefusal(excluded('intl', '1d'), periodEnd(from, '1w'))).toBe('nothing_to_change');
  });
});
