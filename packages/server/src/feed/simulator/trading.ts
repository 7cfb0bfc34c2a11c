import type { LivePriceLevel } from '../../exchange/board.ts';

/**
 * A simulated runner's trading (issue 41, the trader's ladder): while its market is open, each tick some
 * money matches at its best back or best lay, and the runner reports the price it last traded at and the
 * money matched at each price so far. The amounts come from the levels the tick already drew (a share of
 * the level taken), not from the random stream, so adding trading left every seeded run's prices, scores
 * and results as they were.
 */

/** The share of a best level's money that matches in a tick. */
const takenShare = 0.2;
/**
 * Prices whose tally is kept: the ones nearest the last traded price. A match that wanders across the
 * ladder would otherwise send a longer tally with every price push; a ladder shows the prices near the
 * market, and a trader reads volume there.
 */
const keptPrices = 30;

const hundredths = (price: number) => Math.round(price * 100);

export interface RunnerTradingReport {
  lastPriceTraded?: number;
  traded?: LivePriceLevel[];
}

export class RunnerTrading {
  /** Money matched (major units, to the paisa) by price in hundredths. */
  readonly #matched = new Map<number, number>();
  #last: number | undefined;

  /** This tick's trade on `side`'s best level, if the side has one. */
  trade(
    levels: { back: readonly LivePriceLevel[]; lay: readonly LivePriceLevel[] },
    side: 'back' | 'lay',
  ): void {
    const best = levels[side][0];
    if (!best) return;
    const key = hundredths(best.price);
    const amount = Math.round(best.size * takenShare * 100) / 100;
    this.#matched.set(key, Math.round(((this.#matched.get(key) ?? 0) + amount) * 100) / 100);
    this.#last = best.price;
    this.#forgetFarthest(key);
  }

  /** What the runner reports: nothing before its first trade; the tally lowest price first. */
  report(): RunnerTradingReport {
    if (this.#last === undefined) return {};
    const traded = [...this.#matched]
      .sort(([a], [b]) => a - b)
      .map(([price, size]) => ({ price: price / 100, size }));
    return { lastPriceTraded: this.#last, traded };
  }

  /** Past `keptPrices`, the price farthest from the last trade (in ratio, as ticks widen with the price). */
  #forgetFarthest(last: number): void {
    if (this.#matched.size <= keptPrices) return;
    let farthest = last;
    for (const price of this.#matched.keys()) {
      if (Math.abs(Math.log(price / last)) > Math.abs(Math.log(farthest / last))) farthest = price;
    }
    this.#matched.delete(farthest);
  }
}
