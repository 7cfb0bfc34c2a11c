import { casinoCardCode, type CasinoCard } from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  lost,
  winIf,
  type RegisteredCasinoGame,
  type CasinoRunnerQuote,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { digitDeck, digitOf } from '../rules/digitCards.ts';
import { backRunner, market, pickedRunner, slots } from '../runners.ts';
import { rowTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Worli Matka (CASINO.md 7, worli): three cards from a 40-card deck, A-10 with A = 1 and 10 = 0. The patti
 * is the three digits in ascending order with 0 last (0 counts as 10), the single is the last digit of
 * their sum. Singles pay 9.5, Line 1 / Line 2 and Odd / Even 1.90, and an exact patti pays its outcome
 * table price: SP 146, DP 391, Trio 2346.
 *
 * Patti runners are not listed (there are 220): a bet names one through `pickRunner` with selection id
 * 1000 + the patti read as a number, e.g. 1190 for patti 190, 1550 for 550, 1000 for 000.
 */
export const worliIds = {
  /** Single digit d is 10 + d. */
  single: 10,
  line1: 21,
  line2: 22,
  odd: 23,
  even: 24,
  /** Patti p (as a number, 0 to 999) is 1000 + p. */
  patti: 1000,
} as const;

const singleOdds = 9.5;
const evenMoneyOdds = 1.9;

/** Patti order: ascending, with 0 counting as 10. */
const pattiKey = (digit: number) => (digit === 0 ? 10 : digit);

export interface WorliDeal {
  /** The shuffled deck; deck[0..2] are dealt. */
  readonly cards: readonly CasinoCard[];
  /** The patti as a number: 190 for "190", 0 for "000". */
  readonly patti: number;
  /** The last digit of the three digits' sum. */
  readonly single: number;
}

/** The patti of three digits, as a number. */
export function pattiOf(a: number, b: number, c: number): number {
  const [low, mid, high] = [a, b, c].sort((x, y) => pattiKey(x) - pattiKey(y)) as [number, number, number];
  return low * 100 + mid * 10 + high;
}

export function worliDeal(cards: readonly CasinoCard[]): WorliDeal {
  const [a, b, c] = [cards[0], cards[1], cards[2]].map((card) => digitOf(card as CasinoCard)) as [
    number,
    number,
    number,
  ];
  return { cards, patti: pattiOf(a, b, c), single: (a + b + c) % 10 };
}

type PattiKind = 'SP' | 'DP' | 'Trio';

const pattiDigits = (patti: number) => [Math.floor(patti / 100), Math.floor(patti / 10) % 10, patti % 10];

/** Whether a number (0 to 999) is a patti: its digits in patti order. */
function isPatti(patti: number): boolean {
  if (!Number.isInteger(patti) || patti < 0 || patti > 999) return false;
  const [a = 0, b = 0, c = 0] = pattiDigits(patti).map(pattiKey);
  return a <= b && b <= c;
}

/** SP: three different digits, DP: two the same, Trio: all three. */
function pattiKind(patti: number): PattiKind {
  const distinct = new Set(pattiDigits(patti)).size;
  return distinct === 3 ? 'SP' : distinct === 2 ? 'DP' : 'Trio';
}

/**
 * CASINO.md's patti prices: the outcome-table price floor2(0.95 / p) taken down to a whole number (p is 64,
 * 24 and 4 in 9,880 for one SP, DP and Trio), which is what its RTPs 0.945749 and 0.949798 are of.
 */
const pattiOdds: Record<PattiKind, number> = { SP: 146, DP: 391, Trio: 2346 };

const pattiLabel = (patti: number) => String(patti).padStart(3, '0');

function pickRunner(suffix: string, selectionId: number, shown: number): CasinoRunnerQuote | undefined {
  if (suffix !== 'patti') return undefined;
  const patti = selectionId - worliIds.patti;
  if (!isPatti(patti)) return undefined;
  const kind = pattiKind(patti);
  return pickedRunner(selectionId, `${kind} ${pattiLabel(patti)}`, pattiOdds[kind], shown);
}

const isLine1 = (single: number) => single >= 1 && single <= 5;

function settle({ patti, single }: WorliDeal, suffix: string, selectionId: number): RunnerOutcome {
  switch (suffix) {
    case 'single':
      return winIf(selectionId === worliIds.single + single);
    case 'line':
      return winIf(selectionId === (isLine1(single) ? worliIds.line1 : worliIds.line2));
    case 'oddEven':
      return winIf(selectionId === (single % 2 === 1 ? worliIds.odd : worliIds.even));
    case 'patti':
      return winIf(selectionId === worliIds.patti + patti);
    default:
      return lost;
  }
}

/** The site's digit order: 1 to 9, then 0. */
const singleDigits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

const presentation: CasinoGamePresentation = {
  rules: [
    'Forty cards, A-10 (10 counts 0); three cards. The single is the last digit of their sum.',
    'Single 9.5; Line, Odd and Even 1.90; an exact patti pays by its kind.',
  ],
  table: rowTable('Cards'),
  art: { glyph: 'matka' },
  group: 'worli',
};

export const worli: RegisteredCasinoGame<WorliDeal> = {
  code: 'worli',
  name: 'Worli Matka',
  category: 30,
  matchId: 5022,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  deal: (random) => worliDeal(shuffled(random, digitDeck)),
  steps: () => 3,
  table: ({ cards }, shown) => slots(cards.slice(0, 3).map(casinoCardCode), shown),
  markets: (_deal, shown) => {
    const suspended = shown > 0;
    return [
      market(
        'single',
        'Single',
        'oneWinner',
        singleDigits.map((digit) => backRunner(worliIds.single + digit, String(digit), singleOdds)),
        { suspended },
      ),
      market(
        'line',
        'Line',
        'oneWinner',
        [
          backRunner(worliIds.line1, 'LINE 1', evenMoneyOdds),
          backRunner(worliIds.line2, 'LINE 2', evenMoneyOdds),
        ],
        { suspended },
      ),
      market(
        'oddEven',
        'Odd / Even',
        'oneWinner',
        [backRunner(worliIds.odd, 'ODD', evenMoneyOdds), backRunner(worliIds.even, 'EVEN', evenMoneyOdds)],
        { suspended },
      ),
      // Picked runners only; `oneOrNone` keeps "none of the player's pattis" among the outcomes an
      // exposure is judged over.
      market('patti', 'Patti', 'oneOrNone', [], { suspended }),
    ];
  },
  pickRunner,
  settle,
  result: ({ cards, patti, single }) => ({
    winnerName: `${pattiLabel(patti)}-${single}`,
    rows: [
      { label: 'Cards', value: cards.slice(0, 3).map(casinoCardCode).join(' ') },
      { label: 'Patti', value: `${pattiKind(patti)} ${pattiLabel(patti)}` },
      { label: 'Single', value: String(single) },
      { label: 'Line', value: isLine1(single) ? 'LINE 1' : 'LINE 2' },
      { label: 'Odd / Even', value: single % 2 === 1 ? 'ODD' : 'EVEN' },
    ],
  }),
};
