import type { CasinoGameDefinition } from '../definition.ts';
import { AAA } from './AAA.ts';
import { btable } from './btable.ts';
import { dragontiger1Day } from './dragontiger1Day.ts';
import { dt20 } from './dt20.ts';
import { dtl20 } from './dtl20.ts';
import { lucky5 } from './lucky5.ts';
import { lucky7 } from './lucky7.ts';

/** Every in-house game the engine runs, one definition each (issue 17), in lobby order. */
export const casinoGameDefinitions: readonly CasinoGameDefinition[] = [
  lucky7,
  dtl20,
  dragontiger1Day,
  dt20,
  AAA,
  btable,
  lucky5,
];

export function casinoGameDefinition(code: string): CasinoGameDefinition | undefined {
  return casinoGameDefinitions.find((game) => game.code === code);
}
