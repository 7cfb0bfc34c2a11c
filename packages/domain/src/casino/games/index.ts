import type { CasinoGameDefinition } from '../definition.ts';
import { lucky7 } from './lucky7.ts';
import { teen20 } from './teen20.ts';
import { teenmuf } from './teenmuf.ts';
import { Tp1Day } from './Tp1Day.ts';

/** Every in-house game the engine runs, one definition each (issue 17), in lobby order. */
export const casinoGameDefinitions: readonly CasinoGameDefinition[] = [lucky7, teen20, teenmuf, Tp1Day];

export function casinoGameDefinition(code: string): CasinoGameDefinition | undefined {
  return casinoGameDefinitions.find((game) => game.code === code);
}
