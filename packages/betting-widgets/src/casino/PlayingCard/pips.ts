import type { CardRank } from '@exchange/domain';

/** The pip layout of the number cards on a 60 x 84 card: three columns, rows from top to bottom. */
const left = 20;
const centre = 30;
const right = 40;
const top = 18;
const bottom = 66;
const middle = (top + bottom) / 2;
const third = (bottom - top) / 3;

type Pip = readonly [x: number, y: number];

const pairs = (...rows: number[]): Pip[] => rows.flatMap((y) => [[left, y] as const, [right, y] as const]);

export const pipLayouts: Partial<Record<CardRank, readonly Pip[]>> = {
  '2': [
    [centre, top],
    [centre, bottom],
  ],
  '3': [
    [centre, top],
    [centre, middle],
    [centre, bottom],
  ],
  '4': pairs(top, bottom),
  '5': [...pairs(top, bottom), [centre, middle]],
  '6': pairs(top, middle, bottom),
  '7': [...pairs(top, middle, bottom), [centre, (top + middle) / 2]],
  '8': [...pairs(top, middle, bottom), [centre, (top + middle) / 2], [centre, (middle + bottom) / 2]],
  '9': [...pairs(top, top + third, bottom - third, bottom), [centre, middle]],
  '10': [
    ...pairs(top, top + third, bottom - third, bottom),
    [centre, top + third / 2],
    [centre, bottom - third / 2],
  ],
};

/** Pips below the middle are drawn upside down, as printed cards are. */
export const isLowerHalf = (y: number) => y > middle;
