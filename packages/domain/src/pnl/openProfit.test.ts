import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyRunnerBet, back, lay, rupees } from '../testing/runnerBets.ts';
import { marketBook, type RunnerBet } from './book.ts';
import { sessionBook, type SessionBet } from './fancy.ts';
import { openMarketProfit, openSessionProfit } from './openProfit.ts';

const runners = [1, 2, 3];
const best = (amounts: readonly number[]) => Math.max(0, ...amounts);

describe('the most open bets can win on a market', () => {
  it("is the matched book's best runner when nothing waits, and 0 when no runner wins", () => {
    expect(openMarketProfit(runners, { matched: [back(1, 100, 2), lay(2, 50, 3)], waiting: [] })).toBe(
      rupees(150),
    );
    const everyRunner = runners.map((runner) => back(runner, 100, 2));
    expect(openMarketProfit(runners, { matched: everyRunner, waiting: [] })).toBe(rupees(0));
  });

  it('counts a waiting bet where it wins, never where it loses', () => {
    // Back 100 @ 2 matched wins 100 on runner 1; a waiting lay of runner 1 would lose there if matched, but
    // it may be cancelled: the most the market pays stays 100 on runner 1, and 100 + 50 elsewhere it wins.
    const matched = [back(1, 100, 2)];
    expect(openMarketProfit(runners, { matched, waiting: [lay(1, 50, 2)] })).toBe(rupees(100));
    expect(openMarketProfit(runners, { matched, waiting: [back(1, 50, 3)] })).toBe(rupees(200));
  });

  it('is at least what any of the waiting bets matching would win', () => {
    const bet = anyRunnerBet(runners);
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 5 }), fc.array(bet, { maxLength: 5 }), (matched, waiting) => {
        const most = openMarketProfit(runners, { matched, waiting });
        const amounts = (bets: RunnerBet[]) => marketBook(runners, bets).map((row) => row.amount);
        expect(most).toBeGreaterThanOrEqual(best(amounts(matched)));
        expect(most).toBeGreaterThanOrEqual(best(amounts([...matched, ...waiting])));
        for (const one of waiting) expect(most).toBeGreaterThanOrEqual(best(amounts([...matched, one])));
      }),
    );
  });
});

describe('the most open bets can win on a session', () => {
  const yes = (line: number, stake: number, rate = 100): SessionBet => ({
    side: 'back',
    line,
    rate,
    stake: rupees(stake),
  });
  const no = (line: number, stake: number, rate = 100): SessionBet => ({
    ...yes(line, stake, rate),
    side: 'lay',
  });

  it("is the session book's best band, a waiting bet counted where it wins", () => {
    const matched = [yes(80, 100), no(78, 100)];
    expect(openSessionProfit({ matched, waiting: [] })).toBe(
      rupees(best(sessionBook(matched).map((row) => row.amount / 100))),
    );
    // A waiting Yes at 90 adds its 100 only from 90 runs up, where the matched No already lost.
    expect(openSessionProfit({ matched: [no(85, 100)], waiting: [yes(90, 100)] })).toBe(rupees(100));
    expect(openSessionProfit({ matched: [], waiting: [] })).toBe(rupees(0));
  });
});
