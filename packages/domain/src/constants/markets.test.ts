import { describe, expect, it } from 'vitest';
import {
  betListFilters,
  betMatchStatuses,
  betOnValues,
  bookmakerOddsType,
  casinoLossMultiplier,
  casinoMatchIds,
  decimalFancyGtype,
  defaultFancyType,
  requestStatuses,
  sides,
  suspendedStatus,
  ballRunningStatus,
  marketStatuses,
} from './markets.ts';

describe('market vocabulary (spec 3, 5 and 9)', () => {
  it('matches the spec', () => {
    expect(sides).toEqual(['back', 'lay']);
    expect(betOnValues).toEqual(['FANCY', 'MATCH_ODDS', 'CASINO', 'CASINOFANCY']);
    expect(bookmakerOddsType).toBe('bookMaker');
    expect(decimalFancyGtype).toBe('fancy1');
    expect(defaultFancyType).toBe('session');
    expect(casinoMatchIds).toEqual({ fiftyTimesStakeLoss: 33, bookmakerLike: 9 });
    expect(casinoLossMultiplier).toBe(50);
    expect(suspendedStatus).toBe('SUSPENDED');
    expect(ballRunningStatus).toBe('BALL RUNNING');
    expect(marketStatuses).toEqual(['OPEN', 'SUSPENDED', 'BALL RUNNING', 'CLOSED']);
    expect(betMatchStatuses).toEqual(['match', 'unmatch']);
    expect(betListFilters).toEqual(['all', 'back', 'lay']);
    expect(requestStatuses).toEqual(['loading', 'done', 'fail']);
  });
});
