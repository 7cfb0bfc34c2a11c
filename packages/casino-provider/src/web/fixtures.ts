import type { RouletteAnswer, SpinAnswer } from '../api.ts';
import { settleStops } from '../games/luckyReels.ts';
import { settlePocket } from '../games/roulette.ts';

/** Stops 13, 16, 17 at a stake of 5.00: three Sevens on the top row and two Cherries on the middle one. */
export const sevensSpin: SpinAnswer = {
  status: 'settled',
  roundId: 'round-1',
  win: '104.00',
  balance: '1099.00',
  spin: settleStops([13, 16, 17], 500),
};

/** 1.00 on Red and 2.00 on 17: the ball lands on 17 (black). */
export const seventeenSpin: RouletteAnswer = {
  status: 'settled',
  roundId: 'round-2',
  win: '72.00',
  balance: '1069.00',
  spin: settlePocket(17, [
    { bet: { kind: 'red' }, stakeCents: 100 },
    { bet: { kind: 'straight', number: 17 }, stakeCents: 200 },
  ]),
};
