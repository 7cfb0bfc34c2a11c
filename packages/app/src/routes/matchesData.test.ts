import { describe, expect, it } from 'vitest';
import { listingOf } from './matchesData.ts';

describe('listingOf', () => {
  it('reads every sport, one sport, and one sport in play in either order of spec 2', () => {
    expect(listingOf({})).toEqual({ sportId: null, inPlayOnly: false });
    expect(listingOf({ sportId: '1' })).toEqual({ sportId: 1, inPlayOnly: false });
    expect(listingOf({ sportId: '4', status: 'in-play' })).toEqual({ sportId: 4, inPlayOnly: true });
    // Where phones land after signing in: match/in-play/4.
    expect(listingOf({ sportId: 'in-play', status: '4' })).toEqual({ sportId: 4, inPlayOnly: true });
  });

  it('has no listing for an unknown sport, casino or another status', () => {
    expect(listingOf({ sportId: '3' })).toBeNull();
    expect(listingOf({ sportId: '5000' })).toBeNull();
    expect(listingOf({ sportId: 'cricket' })).toBeNull();
    expect(listingOf({ sportId: '4', status: 'finished' })).toBeNull();
    expect(listingOf({ sportId: 'in-play' })).toBeNull();
  });
});
