import type { CasinoGameDefinition } from '../definition.ts';
import { ab20 } from './ab20.ts';
import { baccarat } from './baccarat.ts';
import { card32 } from './card32.ts';
import { lottcard } from './lottcard.ts';
import { lucky7 } from './lucky7.ts';
import { roulette } from './roulette.ts';
import { worli } from './worli.ts';

/** Every in-house game the engine runs, one definition each (issue 17), in lobby order. */
export const casinoGameDefinitions: readonly CasinoGameDefinition[] = [
  lucky7,
  ab20,
  card32,
  baccarat,
  worli,
  roulette,
  lottcard,
];

export function casinoGameDefinition(code: string): CasinoGameDefinition | undefined {
  return casinoGameDefinitions.find((game) => game.code === code);
}
