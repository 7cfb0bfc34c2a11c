import { canonicalDeck, type CasinoCard, type CasinoRank } from '../cards.ts';
import { colorMarket, lowHighMarket, oddEvenMarket, rankMarket } from '../rules/cardBets.ts';
import { oneCardGame, oneCardRows } from '../rules/fixedPriceGame.ts';
import { casinoDefaultStakeLimits } from '../definition.ts';
import { oneSlotTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Lucky 6 (CASINO.md 7, lucky5: the code says 5, the table is Lucky 6): one card from eight decks of 44
 * (A to J, no Q or K). Low A-5 and High 7-J pay 2.0 and lose half on a 6; even, odd, red, black and each
 * rank.
 */
const ranks: readonly CasinoRank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const ids = { low: 1, even: 3, red: 5, card: 20 } as const;
const same = (card: CasinoCard) => card;

const presentation: CasinoGamePresentation = {
  rules: [
    'Lucky 6: eight decks of A-J, one card. Low Card (A-5) and High Card (7-J) pay 2.0; a 6 loses half on both.',
    'Even 2.1, Odd 1.79, Red and Black 1.95, each card 10.',
  ],
  table: oneSlotTable('Card'),
  art: { cards: ['6D'] },
  group: 'lucky7',
};

export const lucky5 = oneCardGame({
  code: 'lucky5',
  name: 'Lucky 6',
  category: 27,
  matchId: 5011,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  deck: canonicalDeck({ copies: 8, ranks }),
  markets: [
    lowHighMarket('lowHigh', 'Low / High Card', ids.low, ['Low Card', 'High Card'], 6, 2),
    oddEvenMarket('oddEven', 'Even / Odd', same, ids.even, { even: 2.1, odd: 1.79 }),
    colorMarket('color', 'Red / Black', same, ids.red, 1.95),
    rankMarket('card', 'Cards', same, ids.card, ranks, 10, (rank) => `Card ${rank}`),
  ],
  result: (card) => ({
    winnerName: card.rank === 6 ? 'Six' : card.rank < 6 ? 'Low Card' : 'High Card',
    rows: oneCardRows(card),
  }),
});
