import {
  canonicalDeck,
  casinoCardCode,
  casinoRanks,
  isOddRank,
  isRedCard,
  type CasinoCard,
} from '../cards.ts';
import type { CasinoGameDefinition } from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { colorMarket, oddEvenMarket, rankMarket, ruleBook } from '../rules/cardBets.ts';
import { slots } from '../runners.ts';

/**
 * Amar Akbar Anthony (CASINO.md 7, AAA): one card from one deck. Amar wins on A-6, Akbar on 7-10, Anthony
 * on J-K, each backed and laid at the observed prices; Under 7 and Over 7 lose half on a 7; even, odd,
 * red, black and each rank at the sites' single-card prices.
 */
const deck = canonicalDeck({ copies: 1 });

const ids = { amar: 1, akbar: 2, anthony: 3, even: 4, red: 6, under: 8, over: 9, card: 20 } as const;
const same = (card: CasinoCard) => card;

function winnerOf(card: CasinoCard): string {
  return card.rank <= 6 ? 'Amar' : card.rank <= 10 ? 'Akbar' : 'Anthony';
}

const book = ruleBook<CasinoCard>([
  {
    suffix: 'main',
    name: 'Amar Akbar Anthony',
    shape: 'oneWinner',
    runners: [
      {
        selectionId: ids.amar,
        name: 'Amar',
        back: 2.12,
        lay: 2.22,
        wins: (card) => winnerOf(card) === 'Amar',
      },
      {
        selectionId: ids.akbar,
        name: 'Akbar',
        back: 3.15,
        lay: 3.35,
        wins: (card) => winnerOf(card) === 'Akbar',
      },
      {
        selectionId: ids.anthony,
        name: 'Anthony',
        back: 4.15,
        lay: 4.45,
        wins: (card) => winnerOf(card) === 'Anthony',
      },
    ],
  },
  oddEvenMarket('oddEven', 'Even / Odd', same, ids.even, { even: 2.12, odd: 1.83 }),
  colorMarket('color', 'Red / Black', same, ids.red, 1.97),
  {
    suffix: 'underOver',
    name: 'Under / Over 7',
    shape: 'oneWinner',
    halfLoss: (card) => card.rank === 7,
    runners: [
      { selectionId: ids.under, name: 'Under 7', back: 2, wins: (card) => card.rank < 7 },
      { selectionId: ids.over, name: 'Over 7', back: 2, wins: (card) => card.rank > 7 },
    ],
  },
  rankMarket('card', 'Cards', same, ids.card, casinoRanks, 12, (rank) => `Card ${rank}`),
]);

export const AAA: CasinoGameDefinition<CasinoCard> = {
  code: 'AAA',
  name: 'Amar Akbar Anthony',
  category: 32,
  matchId: 5009,
  timing: { bettingSeconds: 20, stepSeconds: 5, resultSeconds: 5 },
  deal: (random) => shuffled(random, deck)[0] as CasinoCard,
  steps: () => 1,
  table: (card, shown) => slots([casinoCardCode(card)], shown),
  markets: (_card, shown) => book.quotes(shown > 0),
  settle: book.settle,
  result: (card) => ({
    winnerName: winnerOf(card),
    rows: [
      { label: 'Card', value: casinoCardCode(card) },
      { label: 'Odd / Even', value: isOddRank(card.rank) ? 'Odd' : 'Even' },
      { label: 'Colour', value: isRedCard(card) ? 'Red' : 'Black' },
      {
        label: 'Under / Over 7',
        value: card.rank === 7 ? 'Seven' : card.rank < 7 ? 'Under 7' : 'Over 7',
      },
    ],
  }),
};
