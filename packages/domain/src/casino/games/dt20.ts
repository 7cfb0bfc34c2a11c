import { canonicalDeck, casinoRanks, compareCardsWithSuit } from '../cards.ts';
import { rankMarket, type RuleMarket } from '../rules/cardBets.ts';
import { cardRowGame } from '../rules/fixedPriceGame.ts';
import { cardAt, dragonTigerSides, perSideMarkets, sideRows, type DealtCards } from '../rules/dealtCards.ts';
import { casinoDefaultStakeLimits } from '../definition.ts';
import { dragonTigerHands, type CasinoGamePresentation } from '../presentation.ts';

/**
 * 20-20 Dragon Tiger (CASINO.md 7, dt20): one card each to Dragon and Tiger from eight decks. The higher
 * rank wins, equal ranks of different suits going by suit (S > H > C > D); the same rank and suit is a
 * Tie (50), on which Dragon and Tiger lose half. Pair (12) is the same rank, a tie included. Per side:
 * even, odd, red, black and each rank.
 */
const deck = canonicalDeck({ copies: 8 });
const sides = dragonTigerSides.slice(0, 2);
const dragon = cardAt(0);
const tiger = cardAt(1);

const ids = { dragon: 1, tiger: 2, tie: 3, pair: 4 } as const;
const compared = (cards: DealtCards) => compareCardsWithSuit(dragon(cards), tiger(cards));
const isPair = (cards: DealtCards) => dragon(cards).rank === tiger(cards).rank;

const sideMarkets = perSideMarkets(
  sides,
  { even: 2.1, odd: 1.79, color: 1.95 },
  (side, name) => `${side.name} ${name}`,
  (side, cardOf, label) => [
    rankMarket(`${side.key}Card`, label('Card'), cardOf, side.ids + 10, casinoRanks, 12, (rank) =>
      label(`Card ${rank}`),
    ),
  ],
);

const markets: RuleMarket<DealtCards>[] = [
  {
    suffix: 'main',
    name: 'Dragon / Tiger',
    shape: 'oneWinner',
    halfLoss: (cards) => compared(cards) === 0,
    runners: [
      { selectionId: ids.dragon, name: 'Dragon', back: 2, wins: (cards) => compared(cards) > 0 },
      { selectionId: ids.tiger, name: 'Tiger', back: 2, wins: (cards) => compared(cards) < 0 },
    ],
  },
  {
    suffix: 'tie',
    name: 'Tie',
    shape: 'oneOrNone',
    runners: [{ selectionId: ids.tie, name: 'Tie', back: 50, wins: (cards) => compared(cards) === 0 }],
  },
  {
    suffix: 'pair',
    name: 'Pair',
    shape: 'oneOrNone',
    runners: [{ selectionId: ids.pair, name: 'Pair', back: 12, wins: isPair }],
  },
  ...sideMarkets,
];

const presentation: CasinoGamePresentation = {
  rules: [
    'Eight decks. One card to Dragon, one to Tiger; the higher rank wins (A low, K high).',
    'Equal rank, different suit: spade, heart, club, diamond decide. Same rank and suit is a Tie (pays 50).',
    'On a Tie, Dragon and Tiger bets lose half the stake. Pair (same rank) pays 12.',
  ],
  table: { hands: dragonTigerHands },
  art: { cards: ['KS', 'QH'] },
  group: 'dragon-tiger',
};

export const dt20 = cardRowGame({
  code: 'dt20',
  name: '20-20 Dragon Tiger',
  category: 23,
  matchId: 5008,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  deck,
  count: sides.length,
  markets,
  result: (cards) => {
    const order = compared(cards);
    return {
      winnerName: order > 0 ? 'Dragon' : order < 0 ? 'Tiger' : 'Tie',
      rows: [...sideRows(cards, sides), { label: 'Pair', value: isPair(cards) ? 'Yes' : 'No' }],
    };
  },
});
