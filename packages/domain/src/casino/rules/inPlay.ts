import { undealtSlot } from '../cards.ts';
import type { CasinoRunnerQuote } from '../definition.ts';
import { multiRunnerQuote, suspendedAt } from '../prices.ts';
import { slots } from '../runners.ts';

/**
 * Shared by the games whose rounds run to a length the cards decide (Race 20, Casino Queen, Lucky 15).
 *
 * Runners of markets re-priced as the cards come out (Race 20's kings, Casino Queen, Lucky 15's balls).
 * A runner that cannot be quoted shows as SUSPENDED with no prices: its probability may be 0 or 1 at
 * that moment, where a formula's price would be infinite or below 1.
 */

export function suspendedRunner(selectionId: number, name: string): CasinoRunnerQuote {
  return { selectionId, name, back: null, lay: null, status: 'SUSPENDED' };
}

/** A back/lay runner at the multi-runner prices of its exact probability p (CASINO.md 6), or suspended. */
export function multiRunnerRunner(selectionId: number, name: string, p: number): CasinoRunnerQuote {
  const { back, lay } = multiRunnerQuote(p);
  if (suspendedAt(p, back)) return suspendedRunner(selectionId, name);
  return { selectionId, name, back, lay, status: 'ACTIVE' };
}

/** Whether a market with these runners takes no bet at all. */
export function allSuspended(runners: readonly CasinoRunnerQuote[]): boolean {
  return runners.every((runner) => runner.status === 'SUSPENDED');
}

/**
 * The table of a round whose length the cards decide: always `length` slots (the longest round), so the
 * slots' count shown while betting is open says nothing about how many cards are to come.
 */
export function fixedSlots(codes: readonly string[], length: number, shown: number): string[] {
  const padded = Array.from({ length }, (_, index) => codes[index] ?? undealtSlot);
  return slots(padded, shown);
}
