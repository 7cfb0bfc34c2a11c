import type { RegisteredCasinoGame } from '../definition.ts';
import { AAA } from './AAA.ts';
import { ab20 } from './ab20.ts';
import { baccarat } from './baccarat.ts';
import { ballbyball } from './ballbyball.ts';
import { btable } from './btable.ts';
import { card32 } from './card32.ts';
import { cards3J } from './Cards3J.ts';
import { dragontiger1Day } from './dragontiger1Day.ts';
import { dt20 } from './dt20.ts';
import { dtl20 } from './dtl20.ts';
import { goal } from './goal.ts';
import { lottcard } from './lottcard.ts';
import { lucky15 } from './lucky15.ts';
import { lucky5 } from './lucky5.ts';
import { lucky7 } from './lucky7.ts';
import { poker20 } from './poker20.ts';
import { queen } from './queen.ts';
import { race2020 } from './race2020.ts';
import { roulette } from './roulette.ts';
import { teen20 } from './teen20.ts';
import { teenmuf } from './teenmuf.ts';
import { Tp1Day } from './Tp1Day.ts';
import { trio } from './trio.ts';
import { warcasino } from './warcasino.ts';
import { worli } from './worli.ts';

/**
 * Every in-house game the engine runs, one definition each (issue 17), in the spec's order of codes; new
 * games last (`npm run new-game -- <code>` adds the import and the entry). Its order is the lobby's.
 */
export const casinoGameDefinitions: readonly RegisteredCasinoGame[] = [
  dtl20,
  AAA,
  teenmuf,
  Tp1Day,
  dragontiger1Day,
  lucky7,
  btable,
  teen20,
  trio,
  lucky5,
  ballbyball,
  lucky15,
  goal,
  race2020,
  queen,
  warcasino,
  cards3J,
  dt20,
  ab20,
  card32,
  baccarat,
  worli,
  poker20,
  roulette,
  lottcard,
];

export function casinoGameDefinition(code: string): RegisteredCasinoGame | undefined {
  return casinoGameDefinitions.find((game) => game.code === code);
}
