import type { CasinoGameDefinition } from '../definition.ts';
import { cards3J } from './Cards3J.ts';
import { lucky7 } from './lucky7.ts';
import { poker20 } from './poker20.ts';
import { trio } from './trio.ts';
import { warcasino } from './warcasino.ts';

/** Every in-house game the engine runs, one definition each (issue 17), in lobby order. */
export const casinoGameDefinitions: readonly CasinoGameDefinition[] = [
  lucky7,
  trio,
  warcasino,
  cards3J,
  poker20,
];

export function casinoGameDefinition(code: string): CasinoGameDefinition | undefined {
  return casinoGameDefinitions.find((game) => game.code === code);
}
