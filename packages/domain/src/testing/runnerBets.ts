import fc from 'fast-check';
import { minor } from '../money/minorUnits.ts';
import type { RunnerBet } from '../pnl/book.ts';

/** Test support for positions on a runner market: bets in rupees at decimal odds, and any such bet. */

export const rupees = (amount: number) => minor(amount * 100);

export function back(selectionId: number, stake: number, price: number): RunnerBet {
  return { selectionId, side: 'back', stake: rupees(stake), price, rule: 'decimalOdds' };
}

export function lay(selectionId: number, stake: number, price: number): RunnerBet {
  return { selectionId, side: 'lay', stake: rupees(stake), price, rule: 'decimalOdds' };
}

/** Any back or lay on one of `runners`, of a paisa to a thousand rupees, at a few prices of the ladder. */
export const anyRunnerBet = (runners: readonly number[]): fc.Arbitrary<RunnerBet> =>
  fc
    .record({
      selectionId: fc.constantFrom(...runners),
      side: fc.constantFrom('back' as const, 'lay' as const),
      stake: fc.integer({ min: 1, max: 100_000 }),
      price: fc.constantFrom(1.5, 2, 3.5, 10),
    })
    .map((drawn): RunnerBet => ({ ...drawn, stake: minor(drawn.stake), rule: 'decimalOdds' }));
