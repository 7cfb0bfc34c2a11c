import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The simulator's only source of chance: pure-rand's xoroshiro128+ from a seed, so a seed replays the
 * same catalog and the same price sequence. Nothing in the simulator may call Math.random.
 */
export class Random {
  readonly #generator: ReturnType<typeof xoroshiro128plus>;

  constructor(seed: number) {
    this.#generator = xoroshiro128plus(seed);
  }

  /** In [0, 1). */
  float(): number {
    return uniformFloat64(this.#generator);
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return uniformInt(this.#generator, min, max);
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.float();
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0)
      chosen.push(...pool.splice(this.int(0, pool.length - 1), 1));
    return chosen;
  }

  /** The index drawn with the given weights (which need not sum to 1). */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let remaining = this.float() * total;
    for (const [index, weight] of weights.entries()) {
      remaining -= weight;
      if (remaining < 0) return index;
    }
    return weights.length - 1;
  }

  /** A standard normal draw (Box-Muller). */
  normal(): number {
    const u = 1 - this.float();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.float());
  }
}
