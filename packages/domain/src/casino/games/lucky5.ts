import {
  canonicalDeck,
  casinoCardCode,
  isOddRank,
  isRedCard,
  type CasinoCard,
  type CasinoRank,
} from '../cards.ts';
import type { CasinoGameDefinition } from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { colorMarket, oddEvenMarket, rankMarket, ruleBook } from '../rules/cardBets.ts';
import { slots } from '../runners.ts';

/**
 * Lucky 6 (CASINO.md 7, lucky5: the code says 5, the table is Lucky 6): one card from eight decks of 44
 * (A to J, no Q or K). Low A-5 and High 7-J pay 2.0 and lose half on a 6; even, odd, red, black and each
 * rank.
 */
const ranks: readonly CasinoRank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const deck = canonicalDeck({ copies: 8, ranks });

const ids = { low: 1, high: 2, even: 3, red: 5, card: 20 } as const;
const same = (card: CasinoCard) => card;

const book = ruleBook<CasinoCard>([
  {
    suffix: 'lowHigh',
    name: 'Low / High Card',
    shape: 'oneWinner',
    halfLoss: (card) => card.rank === 6,
    runners: [
      { selectionId: ids.low, name: 'Low Card', back: 2, wins: (card) => card.rank < 6 },
      { selectionId: ids.high, name: 'High Card', back: 2, wins: (card) => card.rank > 6 },
    ],
  },
  oddEvenMarket('oddEven', 'Even / Odd', same, ids.even, { even: 2.1, odd: 1.79 }),
  colorMarket('color', 'Red / Black', same, ids.red, 1.95),
  rankMarket('card', 'Cards', same, ids.card, ranks, 10, (rank) => `Card ${rank}`),
]);

export const lucky5: CasinoGameDefinition<CasinoCard> = {
  code: 'lucky5',
  name: 'Lucky 6',
  category: 27,
  matchId: 5011,
  timing: { bettingSeconds: 20, stepSeconds: 5, resultSeconds: 5 },
  deal: (random) => shuffled(random, deck)[0] as CasinoCard,
  steps: () => 1,
  table: (card, shown) => slots([casinoCardCode(card)], shown),
  markets: (_card, shown) => book.quotes(shown > 0),
  settle: book.settle,
  result: (card) => ({
    winnerName: card.rank === 6 ? 'Six' : card.rank < 6 ? 'Low Card' : 'High Card',
    rows: [
      { label: 'Card', value: casinoCardCode(card) },
      { label: 'Odd / Even', value: isOddRank(card.rank) ? 'Odd' : 'Even' },
      { label: 'Colour', value: isRedCard(card) ? 'Red' : 'Black' },
    ],
  }),
};
