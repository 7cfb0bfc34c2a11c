import { toMinor } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { openBets, sessionBet } from '../../fixtures/bets.ts';
import { betLines, matchesFilter } from './betLines.ts';

const matched = openBets.filter((bet) => bet.status === 'match');

describe('betLines', () => {
  it('shows one line a bet without averaging', () => {
    const lines = betLines(matched, false);
    expect(lines.map((line) => [line.runnerName, line.side, line.odds, line.stake])).toEqual([
      ['India', 'back', 1.8, toMinor(1000)],
      ['India', 'back', 2.1, toMinor(500)],
      ['Australia', 'lay', 2.4, toMinor(300)],
    ]);
    expect(lines[0]?.ifWins).toBe(toMinor(800));
    expect(lines[2]?.ifWins).toBe(toMinor(-420));
  });

  it('merges a selection and side at the stake-weighted average odds, winning what the bets win', () => {
    const [india, australia] = betLines(matched, true);
    expect(india?.bets).toHaveLength(2);
    expect(india?.stake).toBe(toMinor(1500));
    // (1000 × 1.8 + 500 × 2.1) / 1500 = 1.9: 1500 at 1.9 wins 1350, as the two bets do (800 + 550).
    expect(india?.odds).toBeCloseTo(1.9, 10);
    expect(india?.ifWins).toBe(toMinor(1350));
    expect(australia?.bets).toHaveLength(1);
  });

  it('never merges session bets, whose lines differ', () => {
    const other = { ...sessionBet, id: 'session-2', odds: 84 };
    const lines = betLines([sessionBet, other], true);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.rate).toBe(100);
  });

  it('filters by side (spec 5: all, back or lay)', () => {
    expect(openBets.filter((bet) => matchesFilter(bet, 'lay')).every((bet) => bet.side === 'lay')).toBe(true);
    expect(openBets.filter((bet) => matchesFilter(bet, 'all'))).toHaveLength(openBets.length);
  });
});
