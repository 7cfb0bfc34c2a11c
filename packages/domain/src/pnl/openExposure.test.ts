import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyRunnerBet, back, lay, rupees } from '../testing/runnerBets.ts';
import { marketBook } from './book.ts';
import { bookExposure } from './exposure.ts';
import { sessionExposure, type SessionBet } from './fancy.ts';
import { openMarketExposure, openSessionExposure } from './openExposure.ts';

const runners = [1, 2, 3];

describe('exposure with waiting bets', () => {
  it('is the book exposure when nothing waits', () => {
    const matched = [back(1, 100, 2), lay(2, 50, 3)];
    expect(openMarketExposure(runners, { matched, waiting: [] })).toBe(
      bookExposure(marketBook(runners, matched)),
    );
    expect(openMarketExposure(runners, { matched: [], waiting: [] })).toBe(0);
  });

  it('reserves a waiting bet like a matched one when it only adds risk', () => {
    expect(openMarketExposure(runners, { matched: [], waiting: [lay(1, 100, 3)] })).toBe(rupees(200));
    expect(openMarketExposure(runners, { matched: [back(1, 100, 2)], waiting: [back(2, 50, 4)] })).toBe(
      rupees(150),
    );
  });

  it('never lets a waiting bet offset a matched one: cancelling it could not raise the exposure', () => {
    // Lay 100 @ 2 matched loses 100 if runner 1 wins; a waiting back of runner 1 @ 5 would cover it if
    // matched (all as matched: 0), but it loses 100 when another runner wins.
    const matched = [lay(1, 100, 2)];
    const waiting = [back(1, 100, 5)];
    expect(bookExposure(marketBook(runners, [...matched, ...waiting]))).toBe(0);
    expect(openMarketExposure(runners, { matched, waiting })).toBe(rupees(100));
  });

  it('is at least the exposure of the matched bets and of all bets as if matched', () => {
    const bet = anyRunnerBet(runners);
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 6 }), fc.array(bet, { maxLength: 6 }), (matched, waiting) => {
        const open = openMarketExposure(runners, { matched, waiting });
        expect(open).toBeGreaterThanOrEqual(bookExposure(marketBook(runners, matched)));
        expect(open).toBeGreaterThanOrEqual(bookExposure(marketBook(runners, [...matched, ...waiting])));
        // Every subset of the waiting bets matching is covered: here, each one alone.
        for (const one of waiting) {
          expect(open).toBeGreaterThanOrEqual(bookExposure(marketBook(runners, [...matched, one])));
        }
      }),
    );
  });
});

describe('session exposure with waiting bets', () => {
  const yes = (line: number, stake: number): SessionBet => ({
    side: 'back',
    line,
    rate: 100,
    stake: rupees(stake),
  });
  const no = (line: number, stake: number): SessionBet => ({
    side: 'lay',
    line,
    rate: 100,
    stake: rupees(stake),
  });

  it('is the session exposure when nothing waits', () => {
    const matched = [yes(80, 100), no(78, 50)];
    expect(openSessionExposure({ matched, waiting: [] })).toBe(sessionExposure(matched));
  });

  it('counts a waiting bet only where it loses', () => {
    // Matched Yes 80 loses 100 below 80; a waiting No 80 would win 100 there if it were matched.
    expect(sessionExposure([yes(80, 100), no(80, 100)])).toBe(0);
    expect(openSessionExposure({ matched: [yes(80, 100)], waiting: [no(80, 100)] })).toBe(rupees(100));
  });

  it('checks every line, even where the all-matched book has no band edge', () => {
    // All four as matched give 0 everywhere, so their book is one band; the waiting No loses from 82 on.
    const matched = [yes(80, 100), no(80, 100)];
    const waiting = [no(82, 100), yes(82, 100)];
    expect(openSessionExposure({ matched, waiting })).toBe(rupees(100));
  });
});
