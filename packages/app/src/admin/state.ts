import { defaultBalance, type Balance } from '@exchange/domain';
import { atom } from 'jotai';
import type { SignedInUser } from '../state/atoms.ts';

/**
 * The signed-in operator (user-info, with the privileges it holds) and its own balance, kept apart from
 * the player side's atoms: the two sides sign in and out independently (spec 4).
 */
export const operatorAtom = atom<SignedInUser | null>(null);
export const operatorBalanceAtom = atom<Balance>(defaultBalance);

/** Bumped when the operator decides a request, so the menu's pending counts are read again at once. */
export const cashierDecisionsAtom = atom(0);
