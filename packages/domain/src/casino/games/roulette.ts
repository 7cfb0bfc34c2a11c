import {
  casinoDefaultStakeLimits,
  lost,
  winIf,
  type RegisteredCasinoGame,
  type CasinoRunnerQuote,
  type RunnerOutcome,
} from '../definition.ts';
import { randomInt } from '../fairness.ts';
import { backRunner, market, pickedRunner } from '../runners.ts';
import { oneSlotTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Roulette (CASINO.md 7, roulette): European single zero, the pocket is randomInt(37). Straights and the
 * outside bets are listed; zero loses every outside bet. Back only, every bet returning 36/37.
 *
 * Inside bets other than straights are picked (`pickRunner` on the `inside` market) with selection id
 * 10000 x (how many numbers it covers) + 100 x (its lowest number) + (its highest number):
 * - split (2 numbers, 18.0): two neighbours on the layout, across (n, n + 1 in one row of three) or along
 *   (n, n + 3), and 0 with 1, 2 or 3: 21720 is 17/20, 20001 is 0/1;
 * - street (3, 12.0): a row, n to n + 2 with n = 1, 4 ... 34, and the trios 0/1/2 (30002) and 0/2/3 (30003);
 * - corner (4, 9.0): n, n + 1, n + 3, n + 4 with n not in the right-hand column (40105 is 1/2/4/5), and
 *   the first four 0/1/2/3 (40003);
 * - line (6, 6.0): two rows, n to n + 5 with n = 1, 4 ... 31 (60106 is 1-6).
 * The trios and the first four are the standard European table's (**chosen**: CASINO.md names the bet
 * kinds, not their zero variants); each pays what its size pays, so each still returns 36/37.
 */
const pockets = 37;
const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const rouletteIds = {
  firstDozen: 1,
  firstColumn: 4,
  red: 7,
  black: 8,
  odd: 9,
  even: 10,
  low: 11,
  high: 12,
  /** Straight n is 100 + n. */
  straight: 100,
} as const;

interface InsideBet {
  readonly name: string;
  readonly numbers: readonly number[];
}

const insideId = (numbers: readonly number[]) =>
  10000 * numbers.length + 100 * (numbers[0] ?? 0) + (numbers.at(-1) ?? 0);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const rowStarts = range(0, 12).map((row) => 3 * row + 1);

/** Every split, street, corner and line of the layout, by selection id. */
const insideBets = new Map<number, InsideBet>(
  [
    ...[1, 2, 3].map((n) => ['Split', [0, n]] as const),
    ...range(1, 36)
      .filter((n) => n % 3 !== 0)
      .map((n) => ['Split', [n, n + 1]] as const),
    ...range(1, 33).map((n) => ['Split', [n, n + 3]] as const),
    ['Street', [0, 1, 2]] as const,
    ['Street', [0, 2, 3]] as const,
    ...rowStarts.map((n) => ['Street', [n, n + 1, n + 2]] as const),
    ['Corner', [0, 1, 2, 3]] as const,
    ...range(1, 32)
      .filter((n) => n % 3 !== 0)
      .map((n) => ['Corner', [n, n + 1, n + 3, n + 4]] as const),
    ...rowStarts.slice(0, -1).map((n) => ['Line', range(n, 6)] as const),
  ].map(([kind, numbers]) => [
    insideId(numbers),
    {
      name: kind === 'Line' ? `Line ${numbers[0]}-${numbers.at(-1)}` : `${kind} ${numbers.join('/')}`,
      numbers,
    },
  ]),
);

const straightOdds = 36;

function pickRunner(suffix: string, selectionId: number, shown: number): CasinoRunnerQuote | undefined {
  const bet = suffix === 'inside' ? insideBets.get(selectionId) : undefined;
  if (!bet) return undefined;
  return pickedRunner(selectionId, bet.name, straightOdds / bet.numbers.length, shown);
}

const isRed = (pocket: number) => red.has(pocket);
const dozenOf = (pocket: number) => Math.ceil(pocket / 12) - 1;
const columnOf = (pocket: number) => (pocket - 1) % 3;

function settle(pocket: number, suffix: string, selectionId: number): RunnerOutcome {
  if (suffix === 'straight') return winIf(selectionId === rouletteIds.straight + pocket);
  if (suffix === 'inside') return winIf(insideBets.get(selectionId)?.numbers.includes(pocket) ?? false);
  if (pocket === 0) return lost;
  switch (suffix) {
    case 'dozen':
      return winIf(selectionId === rouletteIds.firstDozen + dozenOf(pocket));
    case 'column':
      return winIf(selectionId === rouletteIds.firstColumn + columnOf(pocket));
    case 'color':
      return winIf(selectionId === (isRed(pocket) ? rouletteIds.red : rouletteIds.black));
    case 'oddEven':
      return winIf(selectionId === (pocket % 2 === 1 ? rouletteIds.odd : rouletteIds.even));
    case 'lowHigh':
      return winIf(selectionId === (pocket <= 18 ? rouletteIds.low : rouletteIds.high));
    default:
      return lost;
  }
}

const ordinals = ['1st', '2nd', '3rd'];
const dozenNames = ordinals.map((ordinal) => `${ordinal} 12`);
const columnNames = ordinals.map((ordinal) => `${ordinal} Column`);

const presentation: CasinoGamePresentation = {
  rules: [
    'European wheel, 0-36. Straight 35 to 1 down to even-money bets at 1 to 1; zero loses every outside bet.',
  ],
  table: oneSlotTable('Pocket'),
  art: { glyph: 'wheel' },
  group: 'roulette',
};

export const roulette: RegisteredCasinoGame<number> = {
  code: 'roulette',
  name: 'Roulette',
  category: 31,
  matchId: 5024,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 20, stepSeconds: 5, resultSeconds: 5 },
  deal: (random) => randomInt(random, pockets),
  steps: () => 1,
  // The pocket once the ball has landed, no placeholder before: the cards' "1" would read as pocket 1.
  table: (pocket, shown) => (shown > 0 ? [String(pocket)] : []),
  markets: (_pocket, shown) => {
    const suspended = shown > 0;
    const outside = (suffix: string, name: string, names: readonly string[], firstId: number, odds: number) =>
      market(
        suffix,
        name,
        'oneOrNone',
        names.map((runnerName, index) => backRunner(firstId + index, runnerName, odds)),
        { suspended },
      );
    return [
      market(
        'straight',
        'Straight Up',
        'oneWinner',
        range(0, pockets).map((n) => backRunner(rouletteIds.straight + n, String(n), straightOdds)),
        { suspended },
      ),
      // Picked runners only; splits, streets, corners and lines overlap, so each is judged on its own.
      market('inside', 'Inside Bets', 'independent', [], { suspended }),
      outside('dozen', 'Dozen', dozenNames, rouletteIds.firstDozen, 3),
      outside('column', 'Column', columnNames, rouletteIds.firstColumn, 3),
      outside('color', 'Red / Black', ['Red', 'Black'], rouletteIds.red, 2),
      outside('oddEven', 'Odd / Even', ['Odd', 'Even'], rouletteIds.odd, 2),
      outside('lowHigh', '1-18 / 19-36', ['1-18', '19-36'], rouletteIds.low, 2),
    ];
  },
  pickRunner,
  settle,
  result: (pocket) => {
    const zero = pocket === 0;
    const outsideRow = (label: string, value: string) => ({ label, value: zero ? 'Zero' : value });
    return {
      winnerName: String(pocket),
      rows: [
        { label: 'Colour', value: zero ? 'Green' : isRed(pocket) ? 'Red' : 'Black' },
        outsideRow('Odd / Even', pocket % 2 === 1 ? 'Odd' : 'Even'),
        outsideRow('1-18 / 19-36', pocket <= 18 ? '1-18' : '19-36'),
        outsideRow('Dozen', dozenNames[dozenOf(pocket)] ?? ''),
        outsideRow('Column', columnNames[columnOf(pocket)] ?? ''),
      ],
    };
  },
};
