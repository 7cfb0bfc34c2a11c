import { canonicalDeck, casinoCardCode, type CasinoCard } from '../cards.ts';
import {
  casinoStakeLimitsUpTo,
  lost,
  pushed,
  winIf,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { pokerCategories, pokerCategoryName, pokerCategoryOf, pokerHandValue } from '../rules/poker.ts';
import { backRunner, market, slots } from '../runners.ts';
import { slotsAt, type CasinoGamePresentation } from '../presentation.ts';

/**
 * 20-20 Poker (CASINO.md 7, poker20): Texas hold'em heads-up from one deck, dealt A, B, A, B, then the
 * five board cards (the table's slots C1..C9 in that order). Each player's best five of seven; the winner
 * market pays 1.98 and a split pot pushes. Hand markets per player pay when that player's best hand is
 * exactly the category, at CASINO.md's outcome-table prices.
 */
const deck = canonicalDeck({ copies: 1 });

export const poker20Players = ['A', 'B'] as const;
export type Poker20Player = (typeof poker20Players)[number];

export interface Poker20Deal {
  /** The nine cards in deal order: A, B, A, B, then the board. */
  readonly cards: readonly CasinoCard[];
  /** Each player's best hand (rules/poker.ts). */
  readonly values: Readonly<Record<Poker20Player, number>>;
}

/**
 * How many of the C(52,7) = 133,784,560 seven-card hands make each category from One Pair up (the
 * textbook counts), and CASINO.md's prices for them: floor2(0.95 / p), with Four of a Kind at the page's
 * 565.24 where 0.95 / p is exactly 565.25 (its floating-point floor came out a cent lower).
 */
export const sevenCardHands = 133_784_560;
export const poker20HandMarkets = [
  { category: 'One Pair', hands: 58_627_800, odds: 2.16 },
  { category: 'Two Pair', hands: 31_433_400, odds: 4.04 },
  { category: 'Three of a Kind', hands: 6_461_620, odds: 19.66 },
  { category: 'Straight', hands: 6_180_020, odds: 20.56 },
  { category: 'Flush', hands: 4_047_644, odds: 31.39 },
  { category: 'Full House', hands: 3_473_184, odds: 36.59 },
  { category: 'Four of a Kind', hands: 224_848, odds: 565.24 },
  { category: 'Straight Flush', hands: 41_584, odds: 3056.35 },
] as const;

const ids = { playerA: 1, playerB: 2 } as const;
/** Hand runner ids: 10 x (player's index + 1) + the category's index (One Pair = 1 ... Straight Flush = 8). */
const handBase: Record<Poker20Player, number> = { A: 10, B: 20 };

export function poker20DealOf(cards: readonly CasinoCard[]): Poker20Deal {
  const [a1, b1, a2, b2, ...board] = cards as [
    CasinoCard,
    CasinoCard,
    CasinoCard,
    CasinoCard,
    ...CasinoCard[],
  ];
  return { cards, values: { A: pokerHandValue([a1, a2, ...board]), B: pokerHandValue([b1, b2, ...board]) } };
}

function settle(deal: Poker20Deal, suffix: string, selectionId: number): RunnerOutcome {
  const { A: a, B: b } = deal.values;
  switch (suffix) {
    case 'main':
      if (a === b) return pushed;
      return winIf(selectionId === (a > b ? ids.playerA : ids.playerB));
    case 'handA':
      return winIf(selectionId === handBase.A + pokerCategoryOf(a));
    case 'handB':
      return winIf(selectionId === handBase.B + pokerCategoryOf(b));
    default:
      return lost;
  }
}

const handRunners = (player: Poker20Player) =>
  poker20HandMarkets.map((hand) =>
    backRunner(
      handBase[player] + pokerCategories.indexOf(hand.category),
      `${hand.category} ${player}`,
      hand.odds,
    ),
  );

const presentation: CasinoGamePresentation = {
  rules: [
    'Heads-up hold’em: two cards each and a five-card board; the best five of seven wins 1.98.',
    'A split pot returns the stake. Hand bets win when that player’s best hand is exactly that hand.',
  ],
  table: {
    hands: [
      { label: 'Player A', slots: slotsAt(0, 2) },
      { label: 'Player B', slots: slotsAt(1, 3) },
      { label: 'Board', slots: slotsAt(4, 5, 6, 7, 8) },
    ],
  },
  art: { cards: ['AS', 'KS'] },
  group: 'live-poker',
};

export const poker20: RegisteredCasinoGame<Poker20Deal> = {
  code: 'poker20',
  name: '20-20 Poker',
  category: 21,
  matchId: 5023,
  presentation,
  // Under casinoMaxWinPerBet at the game's top prices.
  stakeLimits: casinoStakeLimitsUpTo(500),
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  deal: (random) => poker20DealOf(shuffled(random, deck).slice(0, 9)),
  steps: () => 9,
  table: ({ cards }, shown) => slots(cards.map(casinoCardCode), shown),
  markets: (_deal, shown) => {
    const suspended = shown > 0;
    return [
      market(
        'main',
        'Winner',
        'oneWinner',
        [backRunner(ids.playerA, 'Player A', 1.98), backRunner(ids.playerB, 'Player B', 1.98)],
        { suspended },
      ),
      market('handA', 'Player A Hand', 'oneOrNone', handRunners('A'), { suspended }),
      market('handB', 'Player B Hand', 'oneOrNone', handRunners('B'), { suspended }),
    ];
  },
  settle,
  result: ({ cards, values }) => {
    const hole = (first: number) =>
      [cards[first], cards[first + 2]].map((card) => casinoCardCode(card as CasinoCard));
    return {
      winnerName: values.A === values.B ? 'Tie' : values.A > values.B ? 'Player A' : 'Player B',
      rows: [
        { label: 'Player A', value: `${hole(0).join(' ')} - ${pokerCategoryName(values.A)}` },
        { label: 'Player B', value: `${hole(1).join(' ')} - ${pokerCategoryName(values.B)}` },
        { label: 'Board', value: cards.slice(4).map(casinoCardCode).join(' ') },
      ],
    };
  },
};
