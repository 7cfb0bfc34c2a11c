import type { CasinoGameDefinition } from '../definition.ts';
import { ballbyball } from './ballbyball.ts';
import { goal } from './goal.ts';
import { lucky15 } from './lucky15.ts';
import { lucky7 } from './lucky7.ts';
<<<<<<< HEAD
import { teen20 } from './teen20.ts';
import { teenmuf } from './teenmuf.ts';
import { Tp1Day } from './Tp1Day.ts';

/** Every in-house game the engine runs, one definition each (issue 17), in lobby order. */
export const casinoGameDefinitions: readonly CasinoGameDefinition[] = [lucky7, teen20, teenmuf, Tp1Day];
=======
import { queen } from './queen.ts';
import { race2020 } from './race2020.ts';

/** Every in-house game the engine runs, one definition each (issue 17), in lobby order. */
export const casinoGameDefinitions: readonly CasinoGameDefinition[] = [
  lucky7,
  ballbyball,
  lucky15,
  goal,
  race2020,
  queen,
];
>>>>>>> c17-g4

export function casinoGameDefinition(code: string): CasinoGameDefinition | undefined {
  return casinoGameDefinitions.find((game) => game.code === code);
}
