import {
  defaultBalance,
  type Balance,
  type Match,
  type PlacedBet,
  type userInfoSchema,
} from '@exchange/domain';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type * as v from 'valibot';

/**
 * The app's state of spec 3. Server data here is filled by one fetch and then kept current by socket
 * pushes (balance, logout), never by polling.
 */

/** The signed-in user (spec 3, User), without its tokens, which live in the side's storage. */
export type SignedInUser = v.InferOutput<typeof userInfoSchema>;
export const userAtom = atom<SignedInUser | null>(null);

/** Spec 3: "Balance: balance and exposer (spelt so), each with a hide flag. Default 0." */
export const balanceAtom = atom<Balance>(defaultBalance);
/** Remembered on this device: a player who hides the balance in public wants it hidden next time too. */
export const hideBalanceAtom = atomWithStorage('playerHideBalance', false, undefined, { getOnInit: true });
export const hideExposureAtom = atomWithStorage('playerHideExposure', false, undefined, { getOnInit: true });

/**
 * Spec 3, "Other state", as far as a page reads it: the bet count, fancy type, cash-out list and bet popup
 * of the spec's list are not kept (the bet list, the slip and the position book carry them).
 */
export const betListAtom = atom<readonly PlacedBet[]>([]);
export const currentMatchAtom = atom<Match | null>(null);

/**
 * Spec 4: "A loading flag is set before bet-service calls and cleared on any response". Counted, so one
 * answer does not clear the flag while another bet call is still out.
 */
export const betCallsInFlightAtom = atom(0);

/** Spec 4: set after 5 minutes without input, cleared on the next input. */
export const inactiveAtom = atom(false);
/** Spec 4, the tab-focus flag: false while the tab is hidden or has been out of focus for a while. */
export const tabActiveAtom = atom(true);

/** Spec 4: "a welcome message with images is shown" after signing in; null once dismissed. */
export const welcomeAtom = atom<{
  readonly desktop?: string | undefined;
  readonly mobile?: string | undefined;
} | null>(null);
