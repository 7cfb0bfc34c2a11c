import { atom } from 'jotai';

/**
 * Counts the calls refused `reality_check_due` (a casino bet, a provider launch): each one asks the
 * reality check to read the state and show its reminder, wherever the refusal came from.
 */
export const realityCheckRefusalsAtom = atom(0);
