import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { userAtom, type SignedInUser } from './atoms.ts';
import { pinnedMarketsAtom } from './pinnedMarkets.ts';

// In Chromium: the browser's own localStorage, which a new store (a reload) reads again.
afterEach(() => localStorage.clear());

const player = (id: string): SignedInUser => ({
  _id: id,
  username: `player-${id}`,
  role: 'user',
  sessionId: `session-${id}`,
  auth_method: 0,
  otpStatusTelegram: 0,
  changePasswordRequired: false,
  secondStepEnrolmentRequired: false,
});

describe('pinned markets', () => {
  it("are each player's own and are still pinned after a reload on this device", () => {
    const page = createStore();
    page.set(userAtom, player('a'));
    page.set(pinnedMarketsAtom, ['Over/Under 2.5 Goals', true]);
    page.set(pinnedMarketsAtom, ['Correct Score', true]);
    page.set(pinnedMarketsAtom, ['Over/Under 2.5 Goals', false]);
    expect(page.get(pinnedMarketsAtom)).toEqual(['Correct Score']);

    // Another player signs in on the same device: their own pins, none of the first player's.
    page.set(userAtom, player('b'));
    expect(page.get(pinnedMarketsAtom)).toEqual([]);
    page.set(pinnedMarketsAtom, ['Half Time', true]);

    // Another page's store (a reload), the pins in use as the odds page uses them: read from this device.
    const reloaded = createStore();
    reloaded.sub(pinnedMarketsAtom, () => undefined);
    reloaded.set(userAtom, player('a'));
    expect(reloaded.get(pinnedMarketsAtom)).toEqual(['Correct Score']);
    reloaded.set(userAtom, player('b'));
    expect(reloaded.get(pinnedMarketsAtom)).toEqual(['Half Time']);
  });

  it('pins nothing without a signed-in player', () => {
    const page = createStore();
    page.set(pinnedMarketsAtom, ['Correct Score', true]);
    expect(page.get(pinnedMarketsAtom)).toEqual([]);
    expect(localStorage.getItem('playerPinnedMarkets')).toBeNull();
  });
});
