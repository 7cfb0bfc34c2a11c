import { describe, expect, it } from 'vitest';
import { minor, toMinor } from '../money/minorUnits.ts';
import type { Book } from './book.ts';
import { cashOutPlan } from './cashOut.ts';
import { hedgeBet, type PricedRunner } from './hedge.ts';

const home: PricedRunner = { selectionId: 1, runnerName: 'Home', backPrice: 1.9, layPrice: 1.92 };
const away: PricedRunner = { selectionId: 2, runnerName: 'Away', backPrice: 2.1, layPrice: 2.14 };
const theDraw: PricedRunner = { selectionId: 3, runnerName: 'The Draw', backPrice: 3.4, layPrice: 3.5 };
const book = (...amounts: number[]): Book =>
  amounts.map((amount, index) => ({ selectionId: index + 1, amount: minor(amount) }));
const rule = 'decimalOdds' as const;

describe('cashOutPlan', () => {
  it('offers the hedge bet of hedgeBet on the favourite', () => {
    const input = { runners: [home, away], book: book(toMinor(900), toMinor(-1000)), rule };
    const plan = cashOutPlan(input);
    expect(plan).toEqual({ available: true, hedge: hedgeBet(input), runner: home });
  });

  it('has nothing to cash out without a position', () => {
    expect(cashOutPlan({ runners: [home, away], book: book(0, 0), rule })).toEqual({
      available: false,
      reason: 'noPosition',
    });
  });

  it('refuses while the market is suspended', () => {
    expect(cashOutPlan({ runners: [home, away], book: book(500, -500), rule, suspended: true })).toEqual({
      available: false,
      reason: 'suspended',
    });
  });

  it('levels only two runners, the draw left out where asked', () => {
    const threeWay = { runners: [home, away, theDraw], book: book(500, -500, -500), rule };
    expect(cashOutPlan(threeWay)).toEqual({ available: false, reason: 'notTwoRunners' });
    expect(cashOutPlan({ ...threeWay, excludeDraw: true }).available).toBe(true);
  });

  it('names the runner and side whose price is missing', () => {
    const noLay = { ...home, layPrice: null };
    expect(cashOutPlan({ runners: [noLay, away], book: book(900, -1000), rule })).toEqual({
      available: false,
      reason: 'noPrice',
      runner: noLay,
      side: 'lay',
    });
    const noPrices = [
      { ...home, backPrice: null },
      { ...away, backPrice: null },
    ];
    expect(cashOutPlan({ runners: noPrices, book: book(900, -1000), rule })).toEqual({
      available: false,
      reason: 'noPrice',
    });
  });

  it('says a book already level needs no cash out', () => {
    expect(cashOutPlan({ runners: [home, away], book: book(250, 250), rule })).toEqual({
      available: false,
      reason: 'alreadyLevel',
    });
    // A one-paisa gap cannot be levelled with a whole-paisa stake at this price.
    expect(cashOutPlan({ runners: [home, away], book: book(251, 250), rule })).toEqual({
      available: false,
      reason: 'alreadyLevel',
    });
  });
});
