import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../money/minorUnits.ts';
import { oddsLadder } from '../odds/ladder.ts';
import { bookAmount, marketBook, type Book } from './book.ts';
import { favouriteRunner, hedgeBet, isDrawRunner, type PricedRunner } from './hedge.ts';

const rupees = (amount: number) => minor(amount * 100);
const A = 1;
const B = 2;
const DRAW = 3;

const twoRunners: PricedRunner[] = [
  { selectionId: A, runnerName: 'India', backPrice: 1.98, layPrice: 2 },
  { selectionId: B, runnerName: 'Australia', backPrice: 2.02, layPrice: 2.04 },
];

function spread(book: Book, first: number, second: number): number {
  return Math.abs((bookAmount(book, first) ?? 0) - (bookAmount(book, second) ?? 0));
}

describe('hedging and cash out', () => {
  it('picks the favourite: the lowest back price, the first on a tie, none without prices', () => {
    expect(favouriteRunner(twoRunners)?.selectionId).toBe(A);
    expect(
      favouriteRunner([
        { selectionId: 5, runnerName: 'X', backPrice: null, layPrice: 3 },
        { selectionId: 6, runnerName: 'Y', backPrice: 2.5, layPrice: 2.6 },
        { selectionId: 7, runnerName: 'Z', backPrice: 2.5, layPrice: 2.6 },
      ])?.selectionId,
    ).toBe(6);
    expect(
      favouriteRunner([{ selectionId: 5, runnerName: 'X', backPrice: null, layPrice: null }]),
    ).toBeNull();
    expect(favouriteRunner([])).toBeNull();
  });

  it('knows the draw', () => {
    expect(isDrawRunner('The Draw')).toBe(true);
    expect(isDrawRunner(' draw ')).toBe(true);
    expect(isDrawRunner('Drawn Out FC')).toBe(false);
  });

  it('F wins more: lays the favourite for the book difference over the lay price, and levels the book', () => {
    // Back India 100 @ 3.0: India +200, Australia -100. Difference 300 / lay 2.00 = lay 150.
    const book = marketBook(
      [A, B],
      [{ selectionId: A, side: 'back', stake: rupees(100), price: 3, rule: 'decimalOdds' }],
    );
    const hedge = hedgeBet({ runners: twoRunners, book, rule: 'decimalOdds' });
    expect(hedge?.bet).toEqual({
      selectionId: A,
      side: 'lay',
      stake: rupees(150),
      price: 2,
      rule: 'decimalOdds',
    });
    expect(hedge?.bookAfter).toEqual([
      { selectionId: A, amount: rupees(50) },
      { selectionId: B, amount: rupees(50) },
    ]);
  });

  it('F wins less: backs the favourite at its back price, level within one paisa', () => {
    // Lay India 100 @ 3.0: India -200, Australia +100. Difference 300 / back 1.98 = 151.515...
    const book = marketBook(
      [A, B],
      [{ selectionId: A, side: 'lay', stake: rupees(100), price: 3, rule: 'decimalOdds' }],
    );
    const hedge = hedgeBet({ runners: twoRunners, book, rule: 'decimalOdds' });
    expect(hedge?.bet).toEqual({
      selectionId: A,
      side: 'back',
      stake: minor(15151),
      price: 1.98,
      rule: 'decimalOdds',
    });
    expect(hedge?.bookAfter).toEqual([
      { selectionId: A, amount: minor(-5152) },
      { selectionId: B, amount: minor(-5151) },
    ]);
  });

  it('bookmaker markets hedge on the 100-based price', () => {
    const runners: PricedRunner[] = [
      { selectionId: A, runnerName: 'India', backPrice: 40, layPrice: 42 },
      { selectionId: B, runnerName: 'Australia', backPrice: 150, layPrice: 160 },
    ];
    // Back India 100 @ 50: +50 / -100. Difference 150 / 1.42 = 105.63.
    const book = marketBook(
      [A, B],
      [{ selectionId: A, side: 'back', stake: rupees(100), price: 50, rule: 'bookmakerOdds' }],
    );
    const hedge = hedgeBet({ runners, book, rule: 'bookmakerOdds' });
    expect(hedge?.bet).toEqual({
      selectionId: A,
      side: 'lay',
      stake: minor(10563),
      price: 42,
      rule: 'bookmakerOdds',
    });
    expect(hedge && spread(hedge.bookAfter, A, B)).toBe(1);
  });

  it('the draw-excluded variant levels the two teams of a three-way market', () => {
    const runners: PricedRunner[] = [
      { selectionId: A, runnerName: 'Arsenal', backPrice: 2, layPrice: 2.02 },
      { selectionId: B, runnerName: 'Chelsea', backPrice: 3.5, layPrice: 3.6 },
      { selectionId: DRAW, runnerName: 'The Draw', backPrice: 3.4, layPrice: 3.5 },
    ];
    // Back Arsenal 100 @ 2.2: +120 / -100 / -100. Difference 220 / 2.02 = 108.91.
    const book = marketBook(
      [A, B, DRAW],
      [{ selectionId: A, side: 'back', stake: rupees(100), price: 2.2, rule: 'decimalOdds' }],
    );
    const hedge = hedgeBet({ runners, book, rule: 'decimalOdds', excludeDraw: true });
    expect(hedge?.bet).toEqual({
      selectionId: A,
      side: 'lay',
      stake: minor(10891),
      price: 2.02,
      rule: 'decimalOdds',
    });
    expect(hedge?.bookAfter).toEqual([
      { selectionId: A, amount: minor(891) },
      { selectionId: B, amount: minor(891) },
      { selectionId: DRAW, amount: minor(891) },
    ]);
    // Without leaving out the draw there are three runners to level: no single bet does it.
    expect(hedgeBet({ runners, book, rule: 'decimalOdds' })).toBeNull();
  });

  it('returns null when there is nothing to do or no price to do it at', () => {
    const level = marketBook([A, B], []);
    expect(hedgeBet({ runners: twoRunners, book: level, rule: 'decimalOdds' })).toBeNull();
    const book = marketBook(
      [A, B],
      [{ selectionId: A, side: 'back', stake: rupees(100), price: 3, rule: 'decimalOdds' }],
    );
    const noLay = twoRunners.map((runner) => ({ ...runner, layPrice: null }));
    expect(hedgeBet({ runners: noLay, book, rule: 'decimalOdds' })).toBeNull();
    const noPrices = twoRunners.map((runner) => ({ ...runner, backPrice: null, layPrice: null }));
    expect(hedgeBet({ runners: noPrices, book, rule: 'decimalOdds' })).toBeNull();
    // One paisa apart at 2.5: any whole-paisa lay makes it worse.
    const almost = [
      { selectionId: A, amount: minor(1) },
      { selectionId: B, amount: minor(0) },
    ];
    const runners = twoRunners.map((runner) => ({ ...runner, layPrice: 2.5 }));
    expect(hedgeBet({ runners, book: almost, rule: 'decimalOdds' })).toBeNull();
  });

  it('refuses a book that does not cover the runners', () => {
    expect(() => hedgeBet({ runners: twoRunners, book: [], rule: 'decimalOdds' })).toThrow(RangeError);
  });

  const ladderPrice = (max: number) =>
    fc
      .integer({ min: 0, max: oddsLadder.findIndex((price) => price >= max) })
      .map((i) => oddsLadder[i] ?? 1.01);
  const anyBet = fc.record({
    selectionId: fc.constantFrom(A, B),
    side: fc.constantFrom('back' as const, 'lay' as const),
    stake: fc.integer({ min: 1, max: 10_000_000 }).map(minor),
    price: ladderPrice(50),
    rule: fc.constant('decimalOdds' as const),
  });
  const market = fc
    .tuple(ladderPrice(20), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 20 }))
    .map(([back, spreadTicks, gap]): PricedRunner[] => {
      const index = oddsLadder.indexOf(back);
      return [
        {
          selectionId: A,
          runnerName: 'A',
          backPrice: back,
          layPrice: oddsLadder[index + spreadTicks] ?? back,
        },
        { selectionId: B, runnerName: 'B', backPrice: oddsLadder[index + gap] ?? 1000, layPrice: 1000 },
      ];
    });

  it('property: after hedging the book is equal across runners within one paisa at prices up to 3, within half the price otherwise', () => {
    fc.assert(
      fc.property(market, fc.array(anyBet, { minLength: 1, maxLength: 8 }), (runners, bets) => {
        const book = marketBook([A, B], bets);
        const hedge = hedgeBet({ runners, book, rule: 'decimalOdds' });
        const before = spread(book, A, B);
        const favourite = runners[0];
        if (!favourite) throw new Error('no runners');
        const price =
          (bookAmount(book, A) ?? 0) > (bookAmount(book, B) ?? 0) ? favourite.layPrice : favourite.backPrice;
        const bound = Math.max(1, Math.floor(Math.ceil(price ?? 1) / 2));
        if (hedge === null) {
          expect(before).toBeLessThanOrEqual(bound);
          return;
        }
        const after = spread(hedge.bookAfter, A, B);
        expect(after).toBeLessThan(before);
        expect(after).toBeLessThanOrEqual(bound);
        if ((price ?? Infinity) <= 3) expect(after).toBeLessThanOrEqual(1);
        // No whole-paisa stake next to it does better.
        for (const stake of [hedge.bet.stake - 1, hedge.bet.stake + 1]) {
          if (stake <= 0) continue;
          const other = marketBook([A, B], [...bets, { ...hedge.bet, stake: minor(stake) }]);
          expect(spread(other, A, B)).toBeGreaterThanOrEqual(after);
        }
      }),
    );
  });
});
