import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor, type Minor } from '../money/minorUnits.ts';
import { marketBook, type RunnerBet } from './book.ts';
import { worstCase } from './exposure.ts';
import { emptyTally, runnerTally, tallyBook, tallyExposure, tallyWithBet } from './runnerTally.ts';

const runners = [7, 3, 11];
const rupees = (amount: number) => minor(amount * 100);

const bet = fc
  .record({
    selectionId: fc.constantFrom(...runners),
    side: fc.constantFrom('back' as const, 'lay' as const),
    stake: fc.integer({ min: 1, max: 1_000_000 }),
    price: fc.constantFrom(1.01, 1.5, 2, 3.45, 10, 1000),
    rule: fc.constantFrom('decimalOdds' as const, 'bookmakerOdds' as const),
  })
  .map((drawn): RunnerBet => ({ ...drawn, stake: minor(drawn.stake) }));

/** DOMAIN.md's rule read straight: the matched book, plus each waiting bet only where it loses. */
function exposureFromBets(matched: readonly RunnerBet[], waiting: readonly RunnerBet[]): Minor {
  const book = marketBook(runners, matched);
  const waitingBooks = waiting.map((one) => marketBook(runners, [one]));
  return worstCase(
    book.map((row, index) =>
      minor(row.amount + waitingBooks.reduce((sum, one) => sum + Math.min(0, one[index]?.amount ?? 0), 0)),
    ),
  );
}

describe('a tally of open bets per runner', () => {
  it('gives, bet by bet, the exposure and book that every open bet read again gives', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(bet, fc.boolean()), { maxLength: 20 }), (placed) => {
        let tally = emptyTally(runners.length);
        const matched: RunnerBet[] = [];
        const waiting: RunnerBet[] = [];
        for (const [one, isMatched] of placed) {
          tally = tallyWithBet(runners, tally, one, isMatched);
          (isMatched ? matched : waiting).push(one);
          expect(tallyExposure(tally)).toBe(exposureFromBets(matched, waiting));
          expect(tallyBook(runners, tally)).toEqual(marketBook(runners, matched));
        }
        expect(tally).toEqual(runnerTally(runners, { matched, waiting }));
      }),
    );
  });

  it('lets a matched bet offset another, but never a waiting one', () => {
    const back: RunnerBet = {
      selectionId: 7,
      side: 'back',
      stake: rupees(100),
      price: 2,
      rule: 'decimalOdds',
    };
    const lay: RunnerBet = { selectionId: 7, side: 'lay', stake: rupees(100), price: 2, rule: 'decimalOdds' };
    const hedged = tallyWithBet(runners, tallyWithBet(runners, emptyTally(3), back, true), lay, true);
    expect(tallyExposure(hedged)).toBe(0);
    const waitingLay = tallyWithBet(runners, tallyWithBet(runners, emptyTally(3), back, true), lay, false);
    expect(tallyExposure(waitingLay)).toBe(rupees(100));
    expect(waitingLay.waitingLosses).toEqual([rupees(-100), 0, 0]);
  });

  it('refuses a tally that does not fit the market (a runner added or dropped since)', () => {
    const back: RunnerBet = { selectionId: 7, side: 'back', stake: rupees(1), price: 2, rule: 'decimalOdds' };
    expect(() => tallyWithBet(runners, emptyTally(2), back, true)).toThrow(RangeError);
  });
});
