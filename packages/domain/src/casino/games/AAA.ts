import { canonicalDeck, casinoRanks, type CasinoCard } from '../cards.ts';
import { colorMarket, lowHighMarket, oddEvenMarket, rankMarket } from '../rules/cardBets.ts';
import { oneCardGame, oneCardRows } from '../rules/fixedPriceGame.ts';
import { casinoDefaultStakeLimits } from '../definition.ts';
import { oneSlotTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Amar Akbar Anthony (CASINO.md 7, AAA): one card from one deck. Amar wins on A-6, Akbar on 7-10, Anthony
 * on J-K, each backed and laid at the observed prices; Under 7 and Over 7 lose half on a 7; even, odd,
 * red, black and each rank at the sites' single-card prices.
 */
const ids = { amar: 1, akbar: 2, anthony: 3, even: 4, red: 6, under: 8, card: 20 } as const;
const same = (card: CasinoCard) => card;

function winnerOf(card: CasinoCard): string {
  return card.rank <= 6 ? 'Amar' : card.rank <= 10 ? 'Akbar' : 'Anthony';
}

const mainRunner = (selectionId: number, name: string, back: number, lay: number) => ({
  selectionId,
  name,
  back,
  lay,
  wins: (card: CasinoCard) => winnerOf(card) === name,
});

const presentation: CasinoGamePresentation = {
  rules: [
    'One card. Amar wins on A-6, Akbar on 7-10, Anthony on J-K.',
    'Even, Odd, Red, Black, Under 7, Over 7 and each card are side bets; on a 7, Under 7 and Over 7 lose half.',
  ],
  table: oneSlotTable('Card'),
  art: { cards: ['AS', '7H', 'JD'] },
  group: 'bollywood',
};

export const AAA = oneCardGame({
  code: 'AAA',
  name: 'Amar Akbar Anthony',
  category: 32,
  matchId: 5009,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  deck: canonicalDeck({ copies: 1 }),
  markets: [
    {
      suffix: 'main',
      name: 'Amar Akbar Anthony',
      shape: 'oneWinner',
      runners: [
        mainRunner(ids.amar, 'Amar', 2.12, 2.22),
        mainRunner(ids.akbar, 'Akbar', 3.15, 3.35),
        mainRunner(ids.anthony, 'Anthony', 4.15, 4.45),
      ],
    },
    oddEvenMarket('oddEven', 'Even / Odd', same, ids.even, { even: 2.12, odd: 1.83 }),
    colorMarket('color', 'Red / Black', same, ids.red, 1.97),
    lowHighMarket('underOver', 'Under / Over 7', ids.under, ['Under 7', 'Over 7'], 7, 2),
    rankMarket('card', 'Cards', same, ids.card, casinoRanks, 12, (rank) => `Card ${rank}`),
  ],
  result: (card) => ({
    winnerName: winnerOf(card),
    rows: [
      ...oneCardRows(card),
      { label: 'Under / Over 7', value: card.rank === 7 ? 'Seven' : card.rank < 7 ? 'Under 7' : 'Over 7' },
    ],
  }),
});
