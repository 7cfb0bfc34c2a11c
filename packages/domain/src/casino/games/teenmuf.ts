import { baccaratPoint, suitStrength, type CasinoCard } from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  lost,
  winIf,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from '../definition.ts';
import { backRunner, market } from '../runners.ts';
import { teenPattiCategory } from '../rules/teenPatti.ts';
import {
  mainOutcome,
  playerIds,
  playersMarket,
  teenPattiResult,
  teenPattiTableParts,
  type TeenPattiDeal,
} from '../rules/teenPattiDeal.ts';
import { teenPattiTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Muflis Teenpatti (CASINO.md 7, teenmuf): the lower hand wins, by the teen patti order reversed; back only
 * at 1.98, a tie pushes both. Side bets: Top 9 (a plain high card topped by 9 down to 5) and M Baccarat
 * (the lower baccarat value).
 */

const muflis = { muflis: true } as const;

const ids = { ...playerIds, top9A: 3, top9B: 4, mBaccaratA: 5, mBaccaratB: 6 } as const;

/** Top 9's multipliers by the hand's highest card (decimal, chosen). */
const top9Multipliers: Readonly<Record<number, number>> = { 9: 3, 8: 4, 7: 5, 6: 8, 5: 30 };

/**
 * What Top 9 pays on a hand: a plain high card (no pair, color, sequence or better) whose highest card is
 * 9 down to 5 (the ace is high: a hand with an ace never qualifies). Undefined when it loses.
 */
export function top9Multiplier(cards: readonly CasinoCard[]): number | undefined {
  if (teenPattiCategory(cards) !== 'High card') return undefined;
  let highest = 0;
  for (const card of cards) highest = Math.max(highest, card.rank === 1 ? 14 : card.rank);
  return top9Multipliers[highest];
}

/** Ace high, 2 low, then the suit: the order M Baccarat's tie-break reads the lowest card by. */
const lowCardOrder = (card: CasinoCard) => (card.rank === 1 ? 14 : card.rank) * 4 + suitStrength(card.suit);

/**
 * M Baccarat: positive when hand `a` wins. The lower baccarat value wins; equal values go to the hand
 * holding the lower lowest card (2 lowest, ace highest), then the lower suit of that card. Never 0.
 */
export function compareMBaccarat(a: readonly CasinoCard[], b: readonly CasinoCard[]): number {
  return mBaccaratStanding(b) - mBaccaratStanding(a);
}

/** The baccarat value, then the lowest card (ace high, then suit), as one number: lower wins. */
function mBaccaratStanding(cards: readonly CasinoCard[]): number {
  let value = 0;
  let lowest = Infinity;
  for (const card of cards) {
    value += baccaratPoint(card.rank);
    lowest = Math.min(lowest, lowCardOrder(card));
  }
  // The lowest card's order is below 64.
  return (value % 10) * 64 + lowest;
}

function settle(deal: TeenPattiDeal, suffix: string, selectionId: number): RunnerOutcome {
  switch (suffix) {
    case 'main':
      return mainOutcome(deal, selectionId, muflis);
    case 'top9A':
    case 'top9B': {
      const odds = top9Multiplier(suffix === 'top9A' ? deal.playerA : deal.playerB);
      return odds === undefined ? lost : { kind: 'win', odds };
    }
    case 'mBaccarat':
      return winIf(
        selectionId === (compareMBaccarat(deal.playerA, deal.playerB) > 0 ? ids.mBaccaratA : ids.mBaccaratB),
      );
    default:
      return lost;
  }
}

const presentation: CasinoGamePresentation = {
  rules: [
    'Muflis: the lower teen patti hand wins. Player A and Player B get three cards each from one deck.',
    'Player A and Player B pay 1.98; equal hands tie and both bets are returned.',
    'Top 9: that player’s hand is a high card topped by 9, 8, 7, 6 or 5, paying 3, 4, 5, 8 or 30 times the stake.',
    'M Baccarat: the lower baccarat value wins, 1.95.',
  ],
  table: teenPattiTable,
  art: { cards: ['2D', '3C', '5S'] },
  group: 'live-teenpatti',
};

export const teenmuf: RegisteredCasinoGame<TeenPattiDeal> = {
  code: 'teenmuf',
  name: 'Muflis Teenpatti',
  matchId: 5003,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  ...teenPattiTableParts,
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  markets: (_deal, shown) => {
    const suspended = shown > 0;
    return [
      playersMarket(suspended),
      // Top 9 pays its multiplier by the hand's highest card; the listed price is the lowest (a 9).
      market('top9A', 'Top 9 A', 'oneOrNone', [backRunner(ids.top9A, 'Top 9 A', 3)], { suspended }),
      market('top9B', 'Top 9 B', 'oneOrNone', [backRunner(ids.top9B, 'Top 9 B', 3)], { suspended }),
      market(
        'mBaccarat',
        'M Baccarat',
        'oneWinner',
        [backRunner(ids.mBaccaratA, 'M Baccarat A', 1.95), backRunner(ids.mBaccaratB, 'M Baccarat B', 1.95)],
        { suspended },
      ),
    ];
  },
  settle,
  result: (deal) => {
    const top9 = (cards: readonly CasinoCard[]) => {
      const multiplier = top9Multiplier(cards);
      return multiplier === undefined ? 'None' : `x${multiplier}`;
    };
    return teenPattiResult(deal, muflis, [
      { label: 'Top 9 A', value: top9(deal.playerA) },
      { label: 'Top 9 B', value: top9(deal.playerB) },
      {
        label: 'M Baccarat',
        value: compareMBaccarat(deal.playerA, deal.playerB) > 0 ? 'Player A' : 'Player B',
      },
    ]);
  },
};
