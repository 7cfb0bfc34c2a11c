import type { RandomInt } from './random.ts';

/**
 * Lucky Reels: three reels, three rows, five paylines. The stake is the whole spin's; each line carries a
 * fifth of it (the line bet) and a line win pays the line bet times the paytable's multiplier. Pure: the
 * server spins it with node:crypto, the tests with a seeded generator, the page reads its tables.
 */
export const slotSymbols = ['seven', 'bar', 'bell', 'plum', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

export const symbolNames: Record<SlotSymbol, string> = {
  seven: 'Seven',
  bar: 'Bar',
  bell: 'Bell',
  plum: 'Plum',
  lemon: 'Lemon',
  cherry: 'Cherry',
};

/** The reel strips, 32 stops each: the RTP follows from them (luckyReels.test.ts computes it exactly). */
export const reelStrips: readonly (readonly SlotSymbol[])[] = [
  // prettier-ignore
  ['lemon', 'cherry', 'plum', 'bell', 'bar', 'cherry', 'lemon', 'cherry', 'lemon', 'plum', 'cherry', 'bell',
   'lemon', 'seven', 'cherry', 'bar', 'lemon', 'plum', 'cherry', 'lemon', 'bell', 'cherry', 'plum', 'lemon',
   'cherry', 'bar', 'lemon', 'cherry', 'bell', 'plum', 'lemon', 'cherry'],
  // prettier-ignore
  ['lemon', 'cherry', 'plum', 'bell', 'lemon', 'bar', 'cherry', 'plum', 'lemon', 'cherry', 'lemon', 'bell',
   'cherry', 'plum', 'lemon', 'bar', 'seven', 'cherry', 'plum', 'lemon', 'cherry', 'bell', 'lemon', 'cherry',
   'plum', 'lemon', 'bar', 'cherry', 'bell', 'plum', 'lemon', 'cherry'],
  // prettier-ignore
  ['lemon', 'cherry', 'plum', 'lemon', 'bell', 'cherry', 'lemon', 'plum', 'cherry', 'bar', 'lemon', 'bell',
   'cherry', 'plum', 'lemon', 'cherry', 'lemon', 'seven', 'plum', 'cherry', 'lemon', 'bell', 'cherry', 'lemon',
   'plum', 'bar', 'lemon', 'cherry', 'bell', 'plum', 'lemon', 'cherry'],
];

/** The rows of the window, top to bottom. */
const rowIndexes = [0, 1, 2] as const;

/** Each payline names the row (0 top, 1 middle, 2 bottom) it crosses on each reel. */
export const paylines: readonly { name: string; rows: readonly [number, number, number] }[] = [
  { name: 'Middle row', rows: [1, 1, 1] },
  { name: 'Top row', rows: [0, 0, 0] },
  { name: 'Bottom row', rows: [2, 2, 2] },
  { name: 'Diagonal down', rows: [0, 1, 2] },
  { name: 'Diagonal up', rows: [2, 1, 0] },
];

const threeOfAKind: readonly (readonly [SlotSymbol, string, number])[] = [
  ['seven', 'Three Sevens', 100],
  ['bar', 'Three Bars', 50],
  ['bell', 'Three Bells', 20],
  ['plum', 'Three Plums', 12],
  ['lemon', 'Three Lemons', 8],
  ['cherry', 'Three Cherries', 6],
];

export interface PaytableEntry {
  rule: string;
  /** In line bets. */
  multiplier: number;
  pays: (line: readonly SlotSymbol[]) => boolean;
}

/** What a line pays, best rule first: a line takes only the first rule it meets, read from reel 1. */
export const paytable: readonly PaytableEntry[] = [
  ...threeOfAKind.map(([symbol, rule, multiplier]) => ({
    rule,
    multiplier,
    pays: (line: readonly SlotSymbol[]) => line.every((each) => each === symbol),
  })),
  {
    rule: 'Cherry, Cherry on reels 1 and 2',
    multiplier: 4,
    pays: (line) => line[0] === 'cherry' && line[1] === 'cherry',
  },
  { rule: 'Cherry on reel 1', multiplier: 1, pays: (line) => line[0] === 'cherry' },
];

/** The RTP the strips and paytable give (exactly 31420/32768, checked by the test), as the rules state it. */
export const luckyReelsRtp = 0.9589;

/** Stakes a spin may take, in cents: multiples of 5 cents, so each of the five lines carries whole cents. */
export const slotStakesCents: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000, 50000, 100000];

/** The multiplier of one line's symbols (0 when it pays nothing). */
export function lineMultiplier(line: readonly SlotSymbol[]): number {
  return paytable.find((entry) => entry.pays(line))?.multiplier ?? 0;
}

// The paytable read once for each of the 216 lines there are: the million-spin simulation settles five
// million lines, and walking the rules each time made it take a quarter of a minute.
const symbolIndex = new Map(slotSymbols.map((symbol, index) => [symbol, index]));
const lineKey = (a: SlotSymbol, b: SlotSymbol, c: SlotSymbol) =>
  ((symbolIndex.get(a) ?? 0) * slotSymbols.length + (symbolIndex.get(b) ?? 0)) * slotSymbols.length +
  (symbolIndex.get(c) ?? 0);
const multipliers = new Map(
  slotSymbols.flatMap((a) =>
    slotSymbols.flatMap((b) =>
      slotSymbols.map((c) => [lineKey(a, b, c), lineMultiplier([a, b, c])] as const),
    ),
  ),
);

export interface LineWin {
  line: number;
  symbols: readonly SlotSymbol[];
  multiplier: number;
  winCents: number;
}

export interface SlotSpin {
  /** The strip index at the top row of each reel. */
  stops: readonly number[];
  /** window[reel][row]. */
  window: readonly (readonly SlotSymbol[])[];
  lineWins: readonly LineWin[];
  winCents: number;
}

export function windowAt(stops: readonly number[]): SlotSymbol[][] {
  return reelStrips.map((strip, reel) =>
    rowIndexes.map((row) => strip[((stops[reel] ?? 0) + row) % strip.length] ?? 'lemon'),
  );
}

/** What the stops pay for a stake: every payline's win, line bet times multiplier. */
export function settleStops(stops: readonly number[], stakeCents: number): SlotSpin {
  const window = windowAt(stops);
  const lineBet = stakeCents / paylines.length;
  const lineWins = paylines.flatMap(({ rows: lineRows }, line) => {
    const [a = 'lemon', b = 'lemon', c = 'lemon'] = lineRows.map(
      (row, reel) => window[reel]?.[row] ?? 'lemon',
    );
    const symbols = [a, b, c];
    const multiplier = multipliers.get(lineKey(a, b, c)) ?? 0;
    return multiplier > 0 ? [{ line, symbols, multiplier, winCents: lineBet * multiplier }] : [];
  });
  return { stops, window, lineWins, winCents: lineWins.reduce((sum, win) => sum + win.winCents, 0) };
}

export function spinLuckyReels(randomInt: RandomInt, stakeCents: number): SlotSpin {
  if (!slotStakesCents.includes(stakeCents)) throw new RangeError(`not a stake of the slot: ${stakeCents}`);
  return settleStops(
    reelStrips.map((strip) => randomInt(strip.length)),
    stakeCents,
  );
}
