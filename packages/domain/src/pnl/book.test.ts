import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../money/minorUnits.ts';
import { addBetToBook, bookAmount, marketBook, type RunnerBet } from './book.ts';
import { betOutcome } from './rules.ts';

const rupees = (amount: number) => minor(amount * 100);
const A = 101;
const B = 102;
const draw = 103;

describe('the book of a market', () => {
  it('DOMAIN.md: back A 100 @ 2.0 and lay A 50 @ 3.0 -> A wins: 0, B wins: -50', () => {
    const bets: RunnerBet[] = [
      { selectionId: A, side: 'back', stake: rupees(100), price: 2, rule: 'decimalOdds' },
      { selectionId: A, side: 'lay', stake: rupees(50), price: 3, rule: 'decimalOdds' },
    ];
    expect(marketBook([A, B], bets)).toEqual([
      { selectionId: A, amount: 0 },
      { selectionId: B, amount: rupees(-50) },
    ]);
  });

  it('counts every runner, including those with no bets, in the market order', () => {
    const book = marketBook(
      [draw, A, B],
      [{ selectionId: B, side: 'back', stake: rupees(10), price: 4, rule: 'decimalOdds' }],
    );
    expect(book).toEqual([
      { selectionId: draw, amount: rupees(-10) },
      { selectionId: A, amount: rupees(-10) },
      { selectionId: B, amount: rupees(30) },
    ]);
    expect(bookAmount(book, B)).toBe(rupees(30));
    expect(bookAmount(book, 999)).toBeUndefined();
    expect(marketBook([A, B], [])).toEqual([
      { selectionId: A, amount: 0 },
      { selectionId: B, amount: 0 },
    ]);
  });

  it('mixes rules: a bookmaker back and a match odds lay', () => {
    const book = marketBook(
      [A, B],
      [
        { selectionId: A, side: 'back', stake: rupees(100), price: 45, rule: 'bookmakerOdds' },
        { selectionId: B, side: 'lay', stake: rupees(100), price: 1.5, rule: 'decimalOdds' },
      ],
    );
    expect(book).toEqual([
      { selectionId: A, amount: rupees(145) },
      { selectionId: B, amount: rupees(-150) },
    ]);
  });

  it('refuses a bet on a runner outside the market and a market listing a runner twice', () => {
    const bet: RunnerBet = { selectionId: 7, side: 'back', stake: rupees(1), price: 2, rule: 'decimalOdds' };
    expect(() => marketBook([A, B], [bet])).toThrow(RangeError);
    expect(() => marketBook([A, A], [])).toThrow(RangeError);
  });

  const runners = [A, B, draw];
  const anyBet = fc.record({
    selectionId: fc.constantFrom(...runners),
    side: fc.constantFrom('back' as const, 'lay' as const),
    stake: fc.integer({ min: 1, max: 10_000_000 }).map(minor),
    price: fc.integer({ min: 101, max: 5000 }).map((hundredths) => hundredths / 100),
    rule: fc.constantFrom('decimalOdds' as const, 'bookmakerOdds' as const),
  });

  it('property: the book is the sum of each bet on its own, and adding a bet adds its outcome', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { maxLength: 20 }), anyBet, (bets, extra) => {
        const book = marketBook(runners, bets);
        for (const { selectionId, amount } of book) {
          const expected = bets.reduce((total, bet) => {
            const outcome = betOutcome(bet);
            return total + (bet.selectionId === selectionId ? outcome.ifWins : outcome.ifLoses);
          }, 0);
          expect(amount).toBe(expected);
        }
        expect(addBetToBook(book, extra)).toEqual(marketBook(runners, [...bets, extra]));
      }),
    );
  });

  it('property: adding a bet and its exact hedge (same stake and price, other side) leaves the book as it was', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { maxLength: 10 }), anyBet, (bets, bet) => {
        const hedge: RunnerBet = { ...bet, side: bet.side === 'back' ? 'lay' : 'back' };
        expect(marketBook(runners, [...bets, bet, hedge])).toEqual(marketBook(runners, bets));
        expect(marketBook(runners, [bet, hedge]).every((position) => position.amount === 0)).toBe(true);
      }),
    );
  });
});
