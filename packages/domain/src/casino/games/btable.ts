import {
  canonicalDeck,
  casinoCardCode,
  casinoSuits,
  isRedCard,
  rankLabel,
  type CasinoCard,
  type CasinoRank,
} from '../cards.ts';
import { multiRunnerQuote } from '../prices.ts';
import { colorMarket, rankMarket, type RuleRunner } from '../rules/cardBets.ts';
import { oneCardGame } from '../rules/fixedPriceGame.ts';
import { casinoDefaultStakeLimits } from '../definition.ts';
import { oneSlotTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Bollywood Casino (CASINO.md 7, btable): one card from the 16 J, Q, K and A of every suit, two copies
 * (32 cards). Six films win on set cards, backed and laid at the multi-runner prices; Odd (J, K, A) back
 * and lay; Dulha Dulhan (K, Q) or Barati (J, A); red, black; each rank.
 */
const ranks: readonly CasinoRank[] = [1, 11, 12, 13];
const deck = canonicalDeck({ copies: 2, ranks });

/** The films and their cards, in the runners' order; a film's price follows from its share of the 16. */
const films = [
  { name: 'Don', cards: ['AS'] },
  { name: 'Amar Akbar Anthony', cards: ['AH', 'AD', 'AC'] },
  { name: 'Sahib Bibi Aur Ghulam', cards: ['KS', 'QS', 'JS'] },
  { name: 'Dharam Veer', cards: ['KD', 'KC'] },
  { name: 'Kis Kisko Pyaar Karoon', cards: ['KH', 'QC', 'QD', 'QH'] },
  { name: 'Ghulam', cards: ['JH', 'JC', 'JD'] },
] as const;

const ids = { film: 1, odd: 10, dulhaDulhan: 11, barati: 12, red: 13, card: 20 } as const;
const same = (card: CasinoCard) => card;
const slotOf = (card: CasinoCard) => casinoSuits.indexOf(card.suit) * 16 + card.rank;

// Settling runs a million times in the simulation: each card's film is looked up, not searched for.
const filmBySlot = new Map(
  deck.map((card) => [
    slotOf(card),
    films.findIndex((film) => film.cards.some((code) => code === `${rankLabel(card.rank)}${card.suit}`)),
  ]),
);

function filmOf(card: CasinoCard): number {
  return filmBySlot.get(slotOf(card)) ?? -1;
}

const filmRunners: RuleRunner<CasinoCard>[] = films.map((film, index) => {
  const { back, lay } = multiRunnerQuote(film.cards.length / 16);
  return {
    selectionId: ids.film + index,
    name: film.name,
    back,
    lay,
    wins: (card) => filmOf(card) === index,
  };
});

const isOddCard = (card: CasinoCard) => card.rank !== 12;
const isDulhaDulhan = (card: CasinoCard) => card.rank === 12 || card.rank === 13;
const presentation: CasinoGamePresentation = {
  rules: [
    'One card from the J, Q, K and A of every suit, two decks.',
    'Don: A of spades. Amar Akbar Anthony: the other aces. Sahib Bibi Aur Ghulam: K, Q, J of spades.',
    'Dharam Veer: K of diamonds and clubs. Kis Kisko Pyaar Karoon: K of hearts and the other queens. Ghulam: the other jacks.',
  ],
  table: oneSlotTable('Card'),
  art: { cards: ['JH', 'QS', 'KD'] },
  group: 'bollywood',
};

export const btable = oneCardGame({
  code: 'btable',
  name: 'Bollywood Casino',
  category: 32,
  matchId: 5010,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  deck,
  markets: [
    { suffix: 'main', name: 'Bollywood Casino', shape: 'oneWinner', runners: filmRunners },
    {
      suffix: 'odd',
      name: 'Odd',
      shape: 'oneOrNone',
      runners: [{ selectionId: ids.odd, name: 'Odd', ...multiRunnerQuote(3 / 4), wins: isOddCard }],
    },
    {
      suffix: 'dulhaBarati',
      name: 'Dulha Dulhan / Barati',
      shape: 'oneWinner',
      runners: [
        { selectionId: ids.dulhaDulhan, name: 'Dulha Dulhan K-Q', back: 1.97, wins: isDulhaDulhan },
        { selectionId: ids.barati, name: 'Barati J-A', back: 1.97, wins: (card) => !isDulhaDulhan(card) },
      ],
    },
    colorMarket('color', 'Red / Black', same, ids.red, 1.97),
    rankMarket('card', 'Cards', same, ids.card, ranks, 3.75, (rank) => `Card ${rank}`),
  ],
  result: (card) => ({
    winnerName: films[filmOf(card)]?.name ?? '',
    rows: [
      { label: 'Card', value: casinoCardCode(card) },
      { label: 'Odd', value: isOddCard(card) ? 'Yes' : 'No' },
      { label: 'Dulha Dulhan / Barati', value: isDulhaDulhan(card) ? 'Dulha Dulhan' : 'Barati' },
      { label: 'Colour', value: isRedCard(card) ? 'Red' : 'Black' },
    ],
  }),
});
