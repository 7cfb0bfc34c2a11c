import { placedBetFromWire, type BetEvent, type PlacedBetWire } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { withBetEvent } from './betEvents.ts';

const wire = (id: string, matchId: number, status: PlacedBetWire['status']): PlacedBetWire => ({
  matchId,
  marketId: '1.101',
  marketName: 'Match Odds',
  selectionId: 1,
  runnerName: 'India',
  odds: 2.1,
  stack: 100,
  isBack: true,
  betOn: 'MATCH_ODDS',
  _id: id,
  status,
  createdAt: '2025-03-01T12:00:00.000Z',
});
const event = (kind: BetEvent['event'], status: BetEvent['status'], bet: PlacedBetWire): BetEvent => ({
  event: kind,
  status,
  bet,
});

describe('withBetEvent', () => {
  const waiting = placedBetFromWire(wire('a', 7, 'unmatch'));

  it('replaces a bet matched later, and adds a bet placed elsewhere on the match shown', () => {
    const matched = withBetEvent([waiting], event('matched', 'matched', wire('a', 7, 'match')), 7);
    expect(matched.map((bet) => [bet.id, bet.status])).toEqual([['a', 'match']]);
    const added = withBetEvent(matched, event('placed', 'unmatched', wire('b', 7, 'unmatch')), 7);
    expect(added.map((bet) => bet.id)).toEqual(['a', 'b']);
  });

  it('takes out a bet that closed, and leaves the list alone for a bet of another match', () => {
    expect(withBetEvent([waiting], event('deleted', 'deleted', wire('a', 7, 'unmatch')), 7)).toEqual([]);
    expect(withBetEvent([waiting], event('refused', 'refused', wire('a', 7, 'unmatch')), 7)).toEqual([]);
    const list = [waiting];
    expect(withBetEvent(list, event('placed', 'matched', wire('c', 8, 'match')), 7)).toBe(list);
    expect(withBetEvent(list, event('lapsed', 'lapsed', wire('c', 8, 'unmatch')), 7)).toBe(list);
  });
});
