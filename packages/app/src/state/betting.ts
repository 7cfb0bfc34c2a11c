import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { PriceMoveSettings } from '@exchange/betting-widgets';

/**
 * The betting screens' own state beside spec 3's atoms (state/atoms.ts): the data socket's connected flag
 * and the player's betting preferences.
 */

/**
 * Spec 7: the data socket "sets a connected flag"; the odds and casino screens say when prices may be stale.
 * Undefined while the first connection is being made: the page's prices came over HTTP a moment ago, so
 * "Reconnecting" would be untrue (and a notice that comes and goes shifts the page as it loads).
 */
export const dataSocketConnectedAtom = atom<boolean | undefined>(undefined);

/** The player's quick-stake buttons (major units), from get-user-stake; empty means the defaults. */
export const presetStakesAtom = atom<readonly number[] | null>(null);

/**
 * The slip's in-play price choices, from get-user-stake (saved with the stake buttons, so they follow the
 * player to any device); null until the odds page has read them.
 */
export const priceMoveAtom = atom<PriceMoveSettings | null>(null);

/**
 * One-click betting, remembered on this device: it is a habit of the hand at this screen, and a player who
 * turned it on (after its confirmation) expects it on when they come back.
 */
export const oneClickAtom = atomWithStorage<{ readonly enabled: boolean; readonly stake: number | null }>(
  'playerOneClick',
  { enabled: false, stake: null },
  undefined,
  { getOnInit: true },
);
