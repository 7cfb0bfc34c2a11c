import { canonicalDeck, casinoCardCode, type CasinoCard } from '../cards.ts';
import {
  pushed,
  winIf,
  type CasinoGameDefinition,
  type CasinoMarketQuote,
  type CasinoRoundResult,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled, type RandomSource } from '../fairness.ts';
import { backRunner, market, slots } from '../runners.ts';
import { compareTeenPatti, describeTeenPattiHand, type TeenPattiOrder } from './teenPatti.ts';

/**
 * The deal every teen patti table here shares (CASINO.md 7: teen20, teenmuf, Tp1Day): one fresh 52-card
 * deck, Player A and Player B three cards each, dealt A, B, A, B, A, B from deck[0]; the table's slots
 * C1..C6 show them in that order.
 */
export interface TeenPattiDeal {
  /** deck[0..5] in deal order. */
  readonly cards: readonly CasinoCard[];
  readonly playerA: readonly CasinoCard[];
  readonly playerB: readonly CasinoCard[];
}

const deck = canonicalDeck({ copies: 1 });

export function dealTeenPatti(random: RandomSource): TeenPattiDeal {
  const cards = shuffled(random, deck).slice(0, 6);
  return {
    cards,
    playerA: [0, 2, 4].map((i) => cards[i] as CasinoCard),
    playerB: [1, 3, 5].map((i) => cards[i] as CasinoCard),
  };
}

export function teenPattiTable(deal: TeenPattiDeal, shown: number): string[] {
  return slots(deal.cards.map(casinoCardCode), shown);
}

/** What every teen patti table shares: the category, the deal, and its six cards shown one by one. */
export const teenPattiTableParts = {
  category: 20,
  deal: dealTeenPatti,
  steps: () => 6,
  table: teenPattiTable,
} as const satisfies Partial<CasinoGameDefinition<TeenPattiDeal>>;

/** The main market's runners: Player A and Player B. */
export const playerIds = { a: 1, b: 2 } as const;

/** The 20-20 tables' main market: Player A and Player B, back only at 1.98. */
export function playersMarket(suspended: boolean): CasinoMarketQuote {
  return market(
    'main',
    'Main',
    'oneWinner',
    [backRunner(playerIds.a, 'Player A', 1.98), backRunner(playerIds.b, 'Player B', 1.98)],
    { suspended },
  );
}

/** Player A or Player B on the main market; a tie pushes both. */
export function mainOutcome(
  deal: TeenPattiDeal,
  selectionId: number,
  order: TeenPattiOrder = {},
): RunnerOutcome {
  const winner = compareTeenPatti(deal.playerA, deal.playerB, order);
  if (winner === 0) return pushed;
  return winIf(selectionId === (winner > 0 ? playerIds.a : playerIds.b));
}

/** The result: the main market's winner (or Tie), both hands, then the game's own rows. */
export function teenPattiResult(
  deal: TeenPattiDeal,
  order: TeenPattiOrder,
  rows: CasinoRoundResult['rows'],
): CasinoRoundResult {
  const winner = compareTeenPatti(deal.playerA, deal.playerB, order);
  return {
    winnerName: winner > 0 ? 'Player A' : winner < 0 ? 'Player B' : 'Tie',
    rows: [
      { label: 'Player A', value: describeTeenPattiHand(deal.playerA) },
      { label: 'Player B', value: describeTeenPattiHand(deal.playerB) },
      ...rows,
    ],
  };
}
