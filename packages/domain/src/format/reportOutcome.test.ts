import { describe, expect, it } from 'vitest';
import { betEndReason, reportOutcome, reportOutcomeLabels } from './reportOutcome.ts';

describe('a bet report row in words', () => {
  it('reads a settled bet by its P/L, any other by its status', () => {
    expect(reportOutcome({ bet_status: 'settled', pnl: 98 })).toBe('won');
    expect(reportOutcome({ bet_status: 'settled', pnl: -100 })).toBe('lost');
    expect(reportOutcome({ bet_status: 'settled', pnl: 0 })).toBe('even');
    expect(reportOutcome({ bet_status: 'settled' })).toBe('even');
    expect(reportOutcome({ bet_status: 'void', pnl: 0 })).toBe('void');
    expect(reportOutcome({ bet_status: 'refused' })).toBe('refused');
    expect(reportOutcome({ bet_status: 'matched' })).toBe('open');
    expect(reportOutcome({})).toBe('open');
    expect(reportOutcomeLabels.even).toBe('Stake back');
  });

  it('says why a bet that did not settle ended so', () => {
    expect(betEndReason('refused', null)).toBe(
      'The price moved or the market was suspended during the in-play delay',
    );
    expect(betEndReason('lapsed', null)).toBe('Still unmatched when the event went in play');
    expect(betEndReason('cancelled', 'player')).toBe('Cancelled by you before it was matched');
    expect(betEndReason('cancelled', 'upline')).toBe('Cancelled by your upline');
    expect(betEndReason('cancelled', null)).toBe('Still unmatched when the market closed');
    expect(betEndReason('deleted', 'upline')).toBe('Deleted by your upline');
    expect(betEndReason('void', null)).toBe('The market was voided: the stake is returned');
    expect(betEndReason('settled', null)).toBeUndefined();
    expect(betEndReason('matched', null)).toBeUndefined();
  });
});
