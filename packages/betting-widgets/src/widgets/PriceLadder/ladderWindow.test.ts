import { oddsLadder } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { ladderBets } from '../../fixtures/bets.ts';
import { cricketMatchOdds, tradedCricketMatchOdds } from '../../fixtures/markets.ts';
import {
  bestOutside,
  centreIndexOf,
  ladderIndexOf,
  ladderWindow,
  priceAt,
  waitingBets,
  waitingByPrice,
  windowIndices,
} from './ladderWindow.ts';

const [tradedIndia] = tradedCricketMatchOdds.runners;
const [india] = cricketMatchOdds.runners;

describe('the prices a ladder shows', () => {
  it('centres on the last traded price, else between the best back and lay', () => {
    expect(priceAt(centreIndexOf(tradedIndia) ?? -1)).toBe(1.98);
    // 1.98 back and 1.99 lay: halfway rounds to the upper of the two.
    expect(priceAt(centreIndexOf(india) ?? -1)).toBe(1.99);
    expect(
      centreIndexOf(india && { ...india, ex: { availableToBack: [], availableToLay: [] } }),
    ).toBeUndefined();
  });

  it('shows the span either side, highest price first, stretched to the focus and clamped to the ladder', () => {
    const at = ladderIndexOf(2);
    expect(windowIndices(ladderWindow(at, 2)).map(priceAt)).toEqual([2.04, 2.02, 2, 1.99, 1.98]);
    expect(ladderWindow(at, 2, at + 5)).toEqual({ top: at + 5, bottom: at - 2 });
    expect(ladderWindow(1, 3)).toEqual({ top: 4, bottom: 0 });
    expect(ladderWindow(oddsLadder.length - 1, 3).top).toBe(oddsLadder.length - 1);
  });

  it('tells when the best prices left the window', () => {
    const shown = ladderWindow(ladderIndexOf(1.98), 1);
    expect(bestOutside(india, shown)).toBe(false);
    expect(bestOutside(india, ladderWindow(ladderIndexOf(1.5), 5))).toBe(true);
  });
});

describe("the user's waiting bets on a ladder", () => {
  it('sums the unmatched bets of the runner by price and side, in major units', () => {
    const waiting = waitingByPrice(ladderBets, '1.2045', 101);
    expect(waiting.get(ladderIndexOf(2.02))).toEqual({ back: 750, lay: undefined });
    expect(waiting.get(ladderIndexOf(1.94))).toEqual({ back: undefined, lay: 200 });
    // The matched back at 1.98 is not waiting.
    expect(waiting.has(ladderIndexOf(1.98))).toBe(false);
    expect(waitingByPrice(ladderBets, '1.2045', 102).size).toBe(0);
  });

  it('finds the bets to cancel at a price, on one side or both', () => {
    const at = { index: ladderIndexOf(2.02) };
    expect(waitingBets(ladderBets, '1.2045', 101, at)).toHaveLength(2);
    expect(waitingBets(ladderBets, '1.2045', 101, { ...at, side: 'lay' })).toHaveLength(0);
  });
});
