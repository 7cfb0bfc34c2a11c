import { canonicalDeck, casinoRanks, compareCardsWithSuit, type CasinoCard } from '../cards.ts';
import { rankMarket, type RuleMarket } from '../rules/cardBets.ts';
import { cardRowGame } from '../rules/fixedPriceGame.ts';
import { dragonTigerSides, perSideMarkets, sideRows, type DealtCards } from '../rules/dealtCards.ts';
import { casinoDefaultStakeLimits } from '../definition.ts';
import { dragonTigerHands, slotsAt, type CasinoGamePresentation } from '../presentation.ts';

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

const sideMarkets = perSideMarkets(
  dragonTigerSides,
  { even: 2.12, odd: 1.83, color: 1.97 },
  (side, name) => `${name} ${side.letter}`,
  (side, cardOf) => [
    rankMarket(
      `${side.key}Card`,
      `${side.name} Card`,
      cardOf,
      side.ids + 10,
      casinoRanks,
      12,
      (rank) => `${side.name} ${rank}`,
    ),
  ],
);

const markets: RuleMarket<DealtCards>[] = [
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
];

const presentation: CasinoGamePresentation = {
  rules: [
    'One deck. One card each to Dragon, Tiger and Lion; the highest rank wins, suits break equal ranks.',
    'Winner 2.90; Black / Red 1.97; Odd 1.83; Even 2.12; each card 12.',
  ],
  table: { hands: [...dragonTigerHands, { label: 'Lion', slots: slotsAt(2) }] },
  art: { cards: ['KS', 'QH', 'JC'] },
  group: 'dragon-tiger',
};

export const dtl20 = cardRowGame({
  code: 'dtl20',
  name: '20-20 Dragon Tiger Lion',
  category: 23,
  matchId: 5006,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  deck,
  count: dragonTigerSides.length,
  markets,
  result: (cards) => ({
    winnerName: dragonTigerSides[winnerOf(cards)]?.name ?? '',
    rows: sideRows(cards, dragonTigerSides),
  }),
});
