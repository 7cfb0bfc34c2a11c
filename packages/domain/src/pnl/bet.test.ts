import { describe, expect, it } from 'vitest';
import { minor } from '../money/minorUnits.ts';
import { isSessionBet, runnerBetOf, sessionBetOf, type Bet } from './bet.ts';

const matchOddsBet: Bet = {
  matchId: 31_000_001,
  marketId: '1.2345',
  marketName: 'Match Odds',
  selectionId: 7,
  runnerName: 'India',
  side: 'back',
  stake: minor(10_000),
  odds: 2.5,
  volume: undefined,
  betOn: 'MATCH_ODDS',
  oddsType: undefined,
  gtype: undefined,
  fancyStatus: undefined,
};

const sessionBet: Bet = {
  ...matchOddsBet,
  marketName: '10 over runs',
  side: 'lay',
  odds: 78,
  volume: 100,
  betOn: 'FANCY',
  gtype: 'session',
  fancyStatus: 'no',
};

describe('bets as the position maths reads them', () => {
  it('a match odds bet is a runner bet on decimal odds', () => {
    expect(isSessionBet(matchOddsBet)).toBe(false);
    expect(runnerBetOf(matchOddsBet)).toEqual({
      selectionId: 7,
      side: 'back',
      stake: 10_000,
      rule: 'decimalOdds',
      price: 2.5,
    });
  });

  it('a session bet reads its line from the odds and its rate from the volume', () => {
    expect(isSessionBet(sessionBet)).toBe(true);
    expect(sessionBetOf(sessionBet)).toEqual({ side: 'lay', stake: 10_000, line: 78, rate: 100 });
    expect(runnerBetOf(sessionBet).price).toBe(100);
    expect(runnerBetOf({ ...sessionBet, volume: undefined }).price).toBe(0);
    expect(sessionBetOf({ ...sessionBet, volume: undefined }).rate).toBe(0);
  });
});
