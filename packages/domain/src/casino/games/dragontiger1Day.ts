import { canonicalDeck, casinoSuits, compareCardsWithSuit, suitStrength, type CasinoCard } from '../cards.ts';
import { casinoStakeLimitsUpTo, type RegisteredCasinoGame, type CasinoMarketQuote } from '../definition.ts';
import { multiRunnerQuote, twoWayQuote } from '../prices.ts';
import { quotedRunner, ruleBook } from '../rules/cardBets.ts';
import {
  cardAt,
  dealCards,
  dealtTable,
  dragonTigerSides,
  perSideMarkets,
  sideRows,
  type DealtCards,
} from '../rules/dealtCards.ts';
import { market } from '../runners.ts';
import { dragonTigerHands, type CasinoGamePresentation } from '../presentation.ts';

/**
 * 1 Day Dragon Tiger (CASINO.md 7, dragontiger1Day, feed code dt6): one card each to Dragon and Tiger from
 * one deck, Dragon's first. The higher card wins, equal ranks going by suit (S > H > C > D), so there is
 * no tie. Betting reopens once the Dragon card is out, with Dragon and Tiger re-priced from the exact
 * chance of the Tiger card beating it; Pair and the per-side markets are taken before the deal only.
 */
const deck = canonicalDeck({ copies: 1 });
const sides = dragonTigerSides.slice(0, 2);
const dragon = cardAt(0);
const tiger = cardAt(1);

const ids = { dragon: 1, tiger: 2, pair: 3 } as const;
const suitNames = { S: 'Spade', H: 'Heart', C: 'Club', D: 'Diamond' } as const;
const dragonWins = (cards: DealtCards) => compareCardsWithSuit(dragon(cards), tiger(cards)) > 0;

/** Of the 51 cards left once Dragon's is out, how many beat it: every higher rank, then higher suits. */
function cardsAbove(card: CasinoCard): number {
  return (13 - card.rank) * casinoSuits.length + (casinoSuits.length - suitStrength(card.suit));
}

const pairQuote = multiRunnerQuote(3 / 51);
const evenQuote = twoWayQuote(1 / 2, 0);

const sideMarkets = perSideMarkets(
  sides,
  { even: 2.12, odd: 1.83, color: 1.97 },
  (side, name) => `${side.name} ${name}`,
  (side, cardOf, label) => [
    {
      suffix: `${side.key}Suit`,
      name: label('Suit'),
      shape: 'oneWinner',
      runners: casinoSuits.map((suit, offset) => ({
        selectionId: side.ids + 5 + offset,
        name: label(suitNames[suit]),
        back: 3.83,
        wins: (cards: DealtCards) => cardOf(cards).suit === suit,
      })),
    },
  ],
);

const book = ruleBook<DealtCards>([
  {
    suffix: 'main',
    name: 'Dragon / Tiger',
    shape: 'oneWinner',
    runners: [
      { selectionId: ids.dragon, name: 'Dragon', ...evenQuote, wins: dragonWins },
      { selectionId: ids.tiger, name: 'Tiger', ...evenQuote, wins: (cards) => !dragonWins(cards) },
    ],
  },
  {
    suffix: 'pair',
    name: 'Pair',
    shape: 'oneOrNone',
    runners: [
      {
        selectionId: ids.pair,
        name: 'Pair',
        ...pairQuote,
        wins: (cards) => dragon(cards).rank === tiger(cards).rank,
      },
    ],
  },
  ...sideMarkets,
]);

/** Dragon / Tiger once the Dragon card is known: reads that card only, never the Tiger's. */
function mainAfterDragon(dragonCard: CasinoCard, suspended: boolean): CasinoMarketQuote {
  const tigerChance = cardsAbove(dragonCard) / 51;
  const dragonChance = 1 - tigerChance;
  return market(
    'main',
    'Dragon / Tiger',
    'oneWinner',
    [
      quotedRunner(ids.dragon, 'Dragon', dragonChance, twoWayQuote(dragonChance, 0)),
      quotedRunner(ids.tiger, 'Tiger', tigerChance, twoWayQuote(tigerChance, 0)),
    ],
    { suspended },
  );
}

const presentation: CasinoGamePresentation = {
  rules: [
    'One deck. The Dragon card is shown first, betting reopens, then the Tiger card.',
    'The higher rank wins (A low, K high); equal ranks are decided by suit: spade, heart, club, diamond.',
    'Back and lay Dragon, Tiger and Pair; side bets before the first card only.',
  ],
  table: { hands: dragonTigerHands },
  art: { cards: ['KD', 'KC'] },
  group: 'dragon-tiger',
  premium: true,
};

export const dragontiger1Day: RegisteredCasinoGame<DealtCards> = {
  code: 'dragontiger1Day',
  name: '1 Day Dragon Tiger',
  category: 23,
  matchId: 5007,
  presentation,
  // Under casinoMaxWinPerBet at the game's top prices.
  stakeLimits: casinoStakeLimitsUpTo(40_000),
  timing: { bettingSeconds: 25, stepSeconds: 3, reopenSeconds: 8, resultSeconds: 5 },
  deal: (random) => dealCards(random, deck, sides.length),
  steps: () => sides.length,
  reopensAfter: (_cards, shown) => shown === 1,
  table: dealtTable,
  markets: (cards, shown) => {
    if (shown === 0) return book.quotes(false);
    const main = mainAfterDragon(dragon(cards), shown > 1);
    return book.quotes(true).map((quote) => (quote.suffix === 'main' ? main : quote));
  },
  settle: book.settle,
  result: (cards) => ({
    winnerName: dragonWins(cards) ? 'Dragon' : 'Tiger',
    rows: [
      ...sideRows(cards, sides),
      { label: 'Pair', value: dragon(cards).rank === tiger(cards).rank ? 'Yes' : 'No' },
    ],
  }),
};
