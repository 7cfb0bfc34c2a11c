import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomInt } from '../games/random.ts';

/** A reproducible RandomInt for simulations: pure-rand's xoroshiro128+ from a seed. */
export function seededRandomInt(seed: number): RandomInt {
  const generator = xoroshiro128plus(seed);
  return (size) => uniformInt(generator, 0, size - 1);
}
