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
import { outcomeTableOdds } from '../prices.ts';
import { digitDeck, digitOf } from '../rules/digitCards.ts';
import { backRunner, market, pickedRunner, slots } from '../runners.ts';
import { rowTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Lottery (CASINO.md 7, lottcard): three cards from the 40-card digit deck (10 = 0). Single is the first
 * card's digit (9.5), Double the first two as a two-digit number (95), Triple all three in order (900).
 *
 * Those site prices assume different digits. A number that repeats a digit is less likely (the deck holds
 * four of each), so it is quoted at its own outcome-table price floor2(0.95 / p), CASINO.md's chosen
 * option: 123.5 for a double like 77, 1173.25 for a triple with one digit twice, 2346.5 for 777.
 *
 * Doubles and triples are picked (`pickRunner`), selection id 100 + the number for a double (100 is 00,
 * 107 is 07, 199 is 99) and 1000 + the number for a triple (1000 is 000, 1042 is 042).
 */
export const lotteryIds = {
  /** Single digit d is 10 + d. */
  single: 10,
  double: 100,
  triple: 1000,
} as const;

const singleOdds = 9.5;
const doubleOdds = 95;
const tripleOdds = 900;

export interface LotteryDeal {
  /** The shuffled deck; deck[0..2] are dealt. */
  readonly cards: readonly CasinoCard[];
  readonly single: number;
  /** 0 to 99. */
  readonly double: number;
  /** 0 to 999. */
  readonly triple: number;
}

export function lotteryDeal(cards: readonly CasinoCard[]): LotteryDeal {
  const single = digitOf(cards[0] as CasinoCard);
  const double = single * 10 + digitOf(cards[1] as CasinoCard);
  return { cards, single, double, triple: double * 10 + digitOf(cards[2] as CasinoCard) };
}

/** The chance of dealing these digits in this order from the 40-card deck, which holds four of each. */
function chanceOf(digits: readonly number[]): number {
  let chance = 1;
  digits.forEach((digit, index) => {
    const earlier = digits.slice(0, index).filter((other) => other === digit).length;
    chance *= (4 - earlier) / (digitDeck.length - index);
  });
  return chance;
}

/** The back price of a double or triple given as its digits. */
function numberOdds(digits: readonly number[]): number {
  const distinct = new Set(digits).size === digits.length;
  if (distinct) return digits.length === 2 ? doubleOdds : tripleOdds;
  return outcomeTableOdds(chanceOf(digits));
}

const digitsOf = (number: number, width: number) => String(number).padStart(width, '0').split('').map(Number);

const picked = {
  double: { firstId: lotteryIds.double, width: 2 },
  triple: { firstId: lotteryIds.triple, width: 3 },
} as const;

function pickRunner(suffix: string, selectionId: number, shown: number): CasinoRunnerQuote | undefined {
  if (suffix !== 'double' && suffix !== 'triple') return undefined;
  const { firstId, width } = picked[suffix];
  const number = selectionId - firstId;
  if (!Number.isInteger(number) || number < 0 || number >= 10 ** width) return undefined;
  const digits = digitsOf(number, width);
  return pickedRunner(selectionId, digits.join(''), numberOdds(digits), shown);
}

function settle({ single, double, triple }: LotteryDeal, suffix: string, selectionId: number): RunnerOutcome {
  switch (suffix) {
    case 'single':
      return winIf(selectionId === lotteryIds.single + single);
    case 'double':
      return winIf(selectionId === lotteryIds.double + double);
    case 'triple':
      return winIf(selectionId === lotteryIds.triple + triple);
    default:
      return lost;
  }
}

const presentation: CasinoGamePresentation = {
  rules: [
    'Forty cards, A-10 (10 is the digit 0); three cards. Single: the first digit (9.5).',
    'Double: the first two digits (95). Triple: all three in order (900).',
  ],
  table: rowTable('Cards'),
  art: { glyph: 'ticket' },
  group: 'others',
};

export const lottcard: RegisteredCasinoGame<LotteryDeal> = {
  code: 'lottcard',
  name: 'Lottery',
  category: 33,
  matchId: 5025,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  // CASINO.md 5 puts Lottery with the one-card games (5 s of dealing): its three cards at 2 s each.
  timing: { bettingSeconds: 20, stepSeconds: 2, resultSeconds: 5 },
  deal: (random) => lotteryDeal(shuffled(random, digitDeck)),
  steps: () => 3,
  table: ({ cards }, shown) => slots(cards.slice(0, 3).map(casinoCardCode), shown),
  markets: (_deal, shown) => {
    const suspended = shown > 0;
    return [
      market(
        'single',
        'Single',
        'oneWinner',
        Array.from({ length: 10 }, (_, digit) =>
          backRunner(lotteryIds.single + digit, String(digit), singleOdds),
        ),
        { suspended },
      ),
      // Picked runners only; `oneOrNone` keeps "none of the player's numbers" among the outcomes an
      // exposure is judged over.
      market('double', 'Double', 'oneOrNone', [], { suspended }),
      market('triple', 'Triple', 'oneOrNone', [], { suspended }),
    ];
  },
  pickRunner,
  settle,
  result: ({ cards, single, double, triple }) => ({
    winnerName: String(triple).padStart(3, '0'),
    rows: [
      { label: 'Cards', value: cards.slice(0, 3).map(casinoCardCode).join(' ') },
      { label: 'Single', value: String(single) },
      { label: 'Double', value: String(double).padStart(2, '0') },
      { label: 'Triple', value: String(triple).padStart(3, '0') },
    ],
  }),
};
