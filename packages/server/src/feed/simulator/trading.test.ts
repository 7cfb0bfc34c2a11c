import { isOnLadder } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import type { PricesMessage } from '../messages.ts';
import { Simulator } from './simulator.ts';
import { RunnerTrading } from './trading.ts';

const start = Date.parse('2025-03-01T12:00:00.000Z');

/** The books of each event's first market (Match Odds, a race's Win) over `ticks` ticks of a seeded run. */
function matchOddsBooks(ticks: number): PricesMessage[] {
  const simulator = new Simulator({ seed: 42, tickMs: 1000, eventsPerSport: 2, firstId: 1 });
  const matchOdds = new Set<string>();
  const books: PricesMessage[] = [];
  let announced = false;
  for (let tick = 0; tick < ticks; tick += 1) {
    for (const message of simulator.step(new Date(start + tick * 1000)).messages) {
      if (message.type === 'event') announced = true;
      if (message.type === 'market' && announced) matchOdds.add(message.marketId);
      if (message.type === 'market') announced = false;
      if (message.type === 'prices' && matchOdds.has(message.marketId)) books.push(message);
    }
  }
  return books;
}

describe("the simulator's trading", () => {
  it('trades each open runner at its best back or lay, and its tallies only grow', () => {
    const problems: string[] = [];
    const tallies = new Map<string, Map<number, number>>();
    for (const book of matchOddsBooks(200)) {
      for (const runner of book.runners) {
        const key = `${book.marketId}/${runner.selectionId}`;
        const best = [runner.back[0]?.price, runner.lay[0]?.price];
        if (book.status === 'OPEN' && runner.back.length > 0 && !best.includes(runner.lastPriceTraded)) {
          problems.push(`${key} last traded ${runner.lastPriceTraded} not at ${best.join('/')}`);
        }
        const tally = new Map((runner.traded ?? []).map((level) => [level.price, level.size]));
        if (![...tally.keys()].every(isOnLadder)) problems.push(`${key} traded off the ladder`);
        if (tally.size > 30) problems.push(`${key} keeps ${tally.size} prices`);
        for (const [price, size] of tallies.get(key) ?? []) {
          if ((tally.get(price) ?? size) < size) problems.push(`${key} tally at ${price} fell`);
        }
        tallies.set(key, tally);
      }
    }
    expect(problems).toEqual([]);
    expect([...tallies.values()].some((tally) => tally.size > 3)).toBe(true);
  });

  it('keeps the prices nearest the last trade, and reports nothing before the first', () => {
    const trading = new RunnerTrading();
    expect(trading.report()).toEqual({});
    for (let price = 2; price <= 2.6; price = Math.round((price + 0.02) * 100) / 100) {
      trading.trade({ back: [{ price, size: 100 }], lay: [] }, 'back');
    }
    const report = trading.report();
    expect(report.lastPriceTraded).toBe(2.6);
    expect(report.traded).toHaveLength(30);
    // Thirty-one prices traded: the farthest from 2.60, 2.00, is the one let go.
    expect(report.traded?.[0]).toEqual({ price: 2.02, size: 20 });
  });
});
