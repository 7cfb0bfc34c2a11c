import {
  casinoCardCode,
  canonicalDeck,
  isOddRank,
  isRedCard,
  rankLabel,
  casinoRanks,
  type CasinoCard,
} from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  lost,
  halfLost,
  winIf,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { backRunner, market, slots } from '../runners.ts';
import { oneSlotTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Lucky 7 - A (CASINO.md 7, lucky7): one card from eight decks. Low A-6 and High 8-K pay 2.0 and lose half
 * on a 7; even, odd, red, black, four lines (a 7 loses every line) and each rank.
 */
const deck = canonicalDeck({ copies: 8 });

const ids = { low: 1, high: 2, even: 3, odd: 4, red: 5, black: 6, line: 10, card: 20 } as const;
const lines = [
  { name: 'Line 1', ranks: [1, 2, 3] },
  { name: 'Line 2', ranks: [4, 5, 6] },
  { name: 'Line 3', ranks: [8, 9, 10] },
  { name: 'Line 4', ranks: [11, 12, 13] },
] as const;

function settle(card: CasinoCard, suffix: string, selectionId: number): RunnerOutcome {
  const { rank } = card;
  switch (suffix) {
    case 'lowHigh':
      if (rank === 7) return halfLost;
      return winIf(selectionId === (rank < 7 ? ids.low : ids.high));
    case 'oddEven':
      return winIf(selectionId === (isOddRank(rank) ? ids.odd : ids.even));
    case 'color':
      return winIf(selectionId === (isRedCard(card) ? ids.red : ids.black));
    case 'line':
      return winIf(lines[selectionId - ids.line]?.ranks.some((lineRank) => lineRank === rank) ?? false);
    case 'card':
      return winIf(selectionId === ids.card + rank);
    default:
      return lost;
  }
}

const presentation: CasinoGamePresentation = {
  rules: [
    'Eight decks, one card. Low Card (A-6) and High Card (8-K) pay 2.0; on a 7 both lose half the stake.',
    'Even 2.10, Odd 1.79, Red and Black 1.95.',
    'Lines (A-3, 4-6, 8-10, J-K) pay 4.0 and lose on a 7; each card pays 12.',
  ],
  table: oneSlotTable('Card'),
  art: { cards: ['7H'] },
  group: 'lucky7',
};

export const lucky7: RegisteredCasinoGame<CasinoCard> = {
  code: 'lucky7',
  name: 'Lucky 7 - A',
  category: 27,
  matchId: 5001,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 20, stepSeconds: 5, resultSeconds: 5 },
  deal: (random) => shuffled(random, deck)[0] as CasinoCard,
  steps: () => 1,
  table: (card, shown) => slots([casinoCardCode(card)], shown),
  markets: (_card, shown) => {
    const suspended = shown > 0;
    return [
      market(
        'lowHigh',
        'Low / High Card',
        'oneWinner',
        [backRunner(ids.low, 'Low Card', 2), backRunner(ids.high, 'High Card', 2)],
        { halfLossTogether: true, suspended },
      ),
      market(
        'oddEven',
        'Even / Odd',
        'oneWinner',
        [backRunner(ids.even, 'Even', 2.1), backRunner(ids.odd, 'Odd', 1.79)],
        {
          suspended,
        },
      ),
      market(
        'color',
        'Red / Black',
        'oneWinner',
        [backRunner(ids.red, 'Red', 1.95), backRunner(ids.black, 'Black', 1.95)],
        {
          suspended,
        },
      ),
      market(
        'line',
        'Lines',
        'oneOrNone',
        lines.map((line, index) => backRunner(ids.line + index, line.name, 4)),
        { suspended },
      ),
      market(
        'card',
        'Cards',
        'oneWinner',
        casinoRanks.map((rank) => backRunner(ids.card + rank, `Card ${rankLabel(rank)}`, 12)),
        { suspended },
      ),
    ];
  },
  settle,
  result: (card) => ({
    winnerName: card.rank === 7 ? 'Seven' : card.rank < 7 ? 'Low Card' : 'High Card',
    rows: [
      { label: 'Card', value: casinoCardCode(card) },
      { label: 'Odd / Even', value: isOddRank(card.rank) ? 'Odd' : 'Even' },
      { label: 'Colour', value: isRedCard(card) ? 'Red' : 'Black' },
    ],
  }),
};
