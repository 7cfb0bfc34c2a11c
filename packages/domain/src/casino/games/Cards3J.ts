import { canonicalDeck, casinoCardCode, rankLabel, type CasinoCard, type CasinoRank } from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  lost,
  winIf,
  type RegisteredCasinoGame,
  type CasinoRunnerQuote,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { dealtRankSet, rankSetOf, rankSetSize, ranksOfSet } from '../rules/judgement.ts';
import { backLayRunner, market, slots } from '../runners.ts';
import { rowTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * 3 Cards Judgement (CASINO.md 7, Cards3J): three cards from one deck. The player picks three different
 * ranks with the bet; Yes (the back, 1.78) wins when any dealt card has one of them, No is the lay of the
 * same pick at 1.84. The pick is the selection id: the set of its ranks, bit r for rank r
 * (rules/judgement.ts), so `Yes 2,7,K` is selection 2^2 + 2^7 + 2^13. The market lists two picks so it
 * shows; every other pick is resolved by `pickRunner`.
 */
const deck = canonicalDeck({ copies: 1 });

export const cards3JPickSize = 3;
const yesPrice = 1.78;
const noPrice = 1.84;

export interface Cards3JDeal {
  readonly cards: readonly CasinoCard[];
  /** The ranks dealt (rules/judgement.ts). */
  readonly ranks: number;
}

/** The selection id of a pick of three different ranks. */
export function cards3JSelectionId(ranks: readonly CasinoRank[]): number {
  return rankSetOf(ranks);
}

/** A selection id that is a pick: three different ranks A..K. */
function isPick(selectionId: number): boolean {
  return rankSetSize(selectionId) === cards3JPickSize;
}

/** `Yes 2,7,K`: the pick's ranks, lowest first. */
function pickRunner(selectionId: number, shown: number): CasinoRunnerQuote {
  const name = `Yes ${ranksOfSet(selectionId).map(rankLabel).join(',')}`;
  const runner = backLayRunner(selectionId, name, yesPrice, noPrice);
  return shown > 0 ? { ...runner, status: 'SUSPENDED' } : runner;
}

const listedPicks = [cards3JSelectionId([1, 2, 3]), cards3JSelectionId([11, 12, 13])];

function settle(deal: Cards3JDeal, suffix: string, selectionId: number): RunnerOutcome {
  if (suffix !== 'main' || !isPick(selectionId)) return lost;
  return winIf((deal.ranks & selectionId) !== 0);
}

export function cards3JDealOf(cards: readonly CasinoCard[]): Cards3JDeal {
  return { cards, ranks: dealtRankSet(cards) };
}

const presentation: CasinoGamePresentation = {
  rules: [
    'Pick three ranks. Yes wins if any of the three cards dealt has one of them (1.78); No if none has.',
  ],
  table: rowTable('Cards'),
  art: { cards: ['3S', '3H', '3C'] },
  group: 'others',
};

export const cards3J: RegisteredCasinoGame<Cards3JDeal> = {
  code: 'Cards3J',
  name: '3 Cards Judgement',
  category: 28,
  matchId: 5018,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  deal: (random) => cards3JDealOf(shuffled(random, deck).slice(0, 3)),
  steps: () => 3,
  table: ({ cards }, shown) => slots(cards.map(casinoCardCode), shown),
  markets: (_deal, shown) => [
    market(
      'main',
      '3 Cards Judgement',
      'independent',
      listedPicks.map((pick) => pickRunner(pick, 0)),
      { suspended: shown > 0 },
    ),
  ],
  pickRunner: (suffix, selectionId, shown) =>
    suffix === 'main' && isPick(selectionId) ? pickRunner(selectionId, shown) : undefined,
  settle,
  result: ({ cards, ranks }) => ({
    winnerName: ranksOfSet(ranks).map(rankLabel).join(','),
    rows: cards.map((card, index) => ({ label: `Card ${index + 1}`, value: casinoCardCode(card) })),
  }),
};
