import { isOddRank, type CasinoCard } from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  lost,
  winIf,
  type RegisteredCasinoGame,
  type CasinoRunnerQuote,
  type RunnerOutcome,
} from '../definition.ts';
import { suspendedAt, twoWayQuote } from '../prices.ts';
import { backLayRunner, backRunner, market } from '../runners.ts';
import {
  mainOutcome,
  playerIds,
  teenPattiResult,
  teenPattiTableParts,
  type TeenPattiDeal,
} from '../rules/teenPattiDeal.ts';
import { cachedTeenPattiOdds } from '../rules/teenPattiOdds.ts';
import { teenPattiTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Teenpatti 1-Day (CASINO.md 7, Tp1Day; `teen` on the feeds): Player A against Player B, dealt one card at
 * a time with betting reopening between cards. Player A and Player B are backed and laid at prices
 * re-computed after every card from the exact odds over the unseen cards (CASINO.md 6, two-way with
 * pushes); a tie pushes backs and lays. Side bets, open before the first card only (chosen): Consecutive A
 * and B, and each card's Odd / Even.
 */

const ids = { ...playerIds, consecutiveA: 3, consecutiveB: 4 } as const;
const cardCount = 6;
/** Card n's Odd is 10n + 1, its Even 10n + 2. */
const oddId = (card: number) => card * 10 + 1;
const evenId = (card: number) => card * 10 + 2;

/** The Odd / Even market of card n is `card<n>`. */
const cardPositions = new Map(
  Array.from({ length: cardCount }, (_, index) => [`card${index + 1}`, index + 1]),
);

/**
 * Consecutive: two or more of the hand's cards are of consecutive rank, K-A and A-2 included (a hand
 * holding A, K and 7 wins).
 */
export function hasConsecutive(cards: readonly CasinoCard[]): boolean {
  const next = (a: CasinoCard, b: CasinoCard) => {
    const gap = (a.rank - b.rank + 13) % 13;
    return gap === 1 || gap === 12;
  };
  const [first, second, third] = cards as [CasinoCard, CasinoCard, CasinoCard];
  return next(first, second) || next(first, third) || next(second, third);
}

/** Consecutive's prices: the multi-runner formula at p = 0.404706 (tests check them). */
const consecutive = { back: 2.39, lay: 2.55 } as const;
const cardOdds = { odd: 1.83, even: 2.12 } as const;

/**
 * Player A or Player B at the odds of the cards shown: back and lay by the two-way formula, suspended
 * when the runner can no longer lose or win (no price), or when CASINO.md 6's limits say so.
 */
function mainRunner(
  selectionId: number,
  name: string,
  win: number,
  tie: number,
  loss: number,
): CasinoRunnerQuote {
  if (win === 0 || loss === 0) return { selectionId, name, back: null, lay: null, status: 'SUSPENDED' };
  const total = win + tie + loss;
  const { back, lay } = twoWayQuote(win / total, tie / total);
  const status = suspendedAt(win / (win + loss), back) ? 'SUSPENDED' : 'ACTIVE';
  return { selectionId, name, back, lay, status };
}

function settle(deal: TeenPattiDeal, suffix: string, selectionId: number): RunnerOutcome {
  if (suffix === 'main') return mainOutcome(deal, selectionId);
  if (suffix === 'consecutiveA') return winIf(hasConsecutive(deal.playerA));
  if (suffix === 'consecutiveB') return winIf(hasConsecutive(deal.playerB));
  const position = cardPositions.get(suffix) ?? 0;
  const card = deal.cards[position - 1];
  if (!card) return lost;
  return winIf(selectionId === (isOddRank(card.rank) ? oddId(position) : evenId(position)));
}

const presentation: CasinoGamePresentation = {
  rules: [
    'Player A and Player B get three cards each, one card at a time; betting reopens between the cards.',
    'Back and lay Player A or Player B; prices move with the cards shown. A tie returns back and lay bets.',
    'Consecutive and card Odd / Even bets are taken before the first card only.',
  ],
  table: teenPattiTable,
  art: { cards: ['AH', 'AS', 'AD'] },
  group: 'live-teenpatti',
  premium: true,
};

export const Tp1Day: RegisteredCasinoGame<TeenPattiDeal> = {
  code: 'Tp1Day',
  name: 'Teenpatti 1-Day',
  matchId: 5004,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  ...teenPattiTableParts,
  timing: { bettingSeconds: 25, stepSeconds: 3, resultSeconds: 5, reopenSeconds: 8 },
  reopensAfter: (_deal, shown) => shown > 0 && shown < cardCount,
  markets: (deal, shown) => {
    // Only the cards shown price the market: A holds cards 1, 3, 5 and B cards 2, 4, 6.
    const { win, tie, loss } = cachedTeenPattiOdds(
      deal.playerA.slice(0, Math.ceil(shown / 2)),
      deal.playerB.slice(0, Math.floor(shown / 2)),
    );
    const sideSuspended = shown > 0;
    return [
      market(
        'main',
        'Main',
        'oneWinner',
        [mainRunner(ids.a, 'Player A', win, tie, loss), mainRunner(ids.b, 'Player B', loss, tie, win)],
        { suspended: shown >= cardCount },
      ),
      market(
        'consecutiveA',
        'Consecutive A',
        'oneOrNone',
        [backLayRunner(ids.consecutiveA, 'Consecutive A', consecutive.back, consecutive.lay)],
        { suspended: sideSuspended },
      ),
      market(
        'consecutiveB',
        'Consecutive B',
        'oneOrNone',
        [backLayRunner(ids.consecutiveB, 'Consecutive B', consecutive.back, consecutive.lay)],
        { suspended: sideSuspended },
      ),
      ...Array.from({ length: cardCount }, (_, index) =>
        market(
          `card${index + 1}`,
          `Card ${index + 1}`,
          'oneWinner',
          [
            backRunner(oddId(index + 1), `Card ${index + 1} Odd`, cardOdds.odd),
            backRunner(evenId(index + 1), `Card ${index + 1} Even`, cardOdds.even),
          ],
          { suspended: sideSuspended },
        ),
      ),
    ];
  },
  settle,
  result: (deal) =>
    teenPattiResult(deal, {}, [
      { label: 'Consecutive A', value: hasConsecutive(deal.playerA) ? 'Yes' : 'No' },
      { label: 'Consecutive B', value: hasConsecutive(deal.playerB) ? 'Yes' : 'No' },
      {
        label: 'Odd / Even',
        value: deal.cards.map((card) => (isOddRank(card.rank) ? 'Odd' : 'Even')).join(', '),
      },
    ]),
};
