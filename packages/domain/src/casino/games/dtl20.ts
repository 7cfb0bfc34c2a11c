import {
  canonicalDeck,
  casinoCardCode,
  casinoRanks,
  compareCardsWithSuit,
  type CasinoCard,
} from '../cards.ts';
import type { CasinoGameDefinition } from '../definition.ts';
import { colorMarket, oddEvenMarket, rankMarket, ruleBook, type RuleMarket } from '../rules/cardBets.ts';
import {
  cardAt,
  dealCards,
  sideRows,
  dealtTable,
  dragonTigerSides,
  type DealtCards,
} from '../rules/dealtCards.ts';

/**
 * 20-20 Dragon Tiger Lion (CASINO.md 7, dtl20): one card each to Dragon, Tiger and Lion from one deck. The
 * highest card wins, equal ranks going by suit (S > H > C > D), so there is always one winner. Per side:
 * the winner, red or black, odd or even, and each rank; back only.
 */
const deck = canonicalDeck({ copies: 1 });

/** The side holding the highest card: 0 Dragon, 1 Tiger, 2 Lion. */
function winnerOf(cards: DealtCards): number {
  let best = 0;
  for (let index = 1; index < dragonTigerSides.length; index += 1) {
    if (compareCardsWithSuit(cards[index] as CasinoCard, cards[best] as CasinoCard) > 0) best = index;
  }
  return best;
}

const sideMarkets = dragonTigerSides.flatMap((side, index): RuleMarket<DealtCards>[] => {
  const cardOf = cardAt(index);
  const label = (name: string) => `${name} ${side.letter}`;
  return [
    colorMarket(`${side.key}Color`, `${side.name} Red / Black`, cardOf, side.ids + 1, 1.97, label),
    oddEvenMarket(
      `${side.key}OddEven`,
      `${side.name} Even / Odd`,
      cardOf,
      side.ids + 3,
      { even: 2.12, odd: 1.83 },
      label,
    ),
    rankMarket(
      `${side.key}Card`,
      `${side.name} Card`,
      cardOf,
      side.ids + 10,
      casinoRanks,
      12,
      (rank) => `${side.name} ${rank}`,
    ),
  ];
});

const book = ruleBook<DealtCards>([
  {
    suffix: 'winner',
    name: 'Winner',
    shape: 'oneWinner',
    runners: dragonTigerSides.map((side, index) => ({
      selectionId: index + 1,
      name: `Winner ${side.letter}`,
      back: 2.9,
      wins: (cards: DealtCards) => winnerOf(cards) === index,
    })),
  },
  ...sideMarkets,
]);

export const dtl20: CasinoGameDefinition<DealtCards> = {
  code: 'dtl20',
  name: '20-20 Dragon Tiger Lion',
  category: 23,
  matchId: 5006,
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  deal: (random) => dealCards(random, deck, dragonTigerSides.length),
  steps: () => dragonTigerSides.length,
  table: dealtTable,
  markets: (_cards, shown) => book.quotes(shown > 0),
  settle: book.settle,
  result: (cards) => ({
    winnerName: dragonTigerSides[winnerOf(cards)]?.name ?? '',
    rows: sideRows(cards, dragonTigerSides),
  }),
};
