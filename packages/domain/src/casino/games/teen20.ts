import { baccaratPoint, isRedCard, suitStrength, type CasinoCard } from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  halfLost,
  lost,
  winIf,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from '../definition.ts';
import { backRunner, market } from '../runners.ts';
import { teenPattiCategory, type TeenPattiCategory } from '../rules/teenPatti.ts';
import {
  mainOutcome,
  playerIds,
  playersMarket,
  teenPattiResult,
  teenPattiTableParts,
  type TeenPattiDeal,
} from '../rules/teenPattiDeal.ts';
import { teenPattiTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * 20-20 Teenpatti (CASINO.md 7, teen20): Player A against Player B, three cards each from one deck, back
 * only at 1.98 with a tie pushing both; side bets on each hand's 3 Baccarat, total, Pair Plus and colour,
 * which stand when the main market ties. Betting closes before the first card.
 */

const ids = {
  ...playerIds,
  baccaratA: 3,
  baccaratB: 4,
  totalA: 5,
  totalB: 6,
  pairPlusA: 7,
  pairPlusB: 8,
  redA: 9,
  blackA: 10,
  redB: 11,
  blackB: 12,
} as const;

const highValue = (rank: number) => (rank === 1 ? 14 : rank);

/**
 * A hand's standing for 3 Baccarat as one number, higher winning; fields from the most significant: the
 * trail's rank (A-A-A high, 0 for none), three face cards, their top face card (rank then suit), the
 * baccarat value, the number of face cards, the top face card, and the top point card (10 counts 0, then
 * suit). Cards are distinct, so two hands never get the same number.
 */
function threeBaccaratStanding(cards: readonly CasinoCard[]): number {
  let value = 0;
  let faces = 0;
  let topFace = 0;
  let topPoint = 0;
  for (const card of cards) {
    const point = baccaratPoint(card.rank);
    value += point;
    if (card.rank >= 11) {
      faces += 1;
      topFace = Math.max(topFace, card.rank * 4 + suitStrength(card.suit));
    } else topPoint = Math.max(topPoint, point * 4 + suitStrength(card.suit));
  }
  const [first, second, third] = cards as [CasinoCard, CasinoCard, CasinoCard];
  const trail = first.rank === second.rank && second.rank === third.rank ? highValue(first.rank) : 0;
  const allFaces = faces === 3 ? 1 : 0;
  // 4 bits of trail, 1 of all faces, 6 of their top face, 4 of value, 2 of faces, 6 and 6 of top cards.
  return (
    (((((trail * 2 + allFaces) * 64 + allFaces * topFace) * 16 + (value % 10)) * 4 + faces) * 64 + topFace) *
      64 +
    topPoint
  );
}

/**
 * 3 Baccarat: positive when hand `a` wins. A trail beats no trail (A-A-A high); else three face cards
 * win (both: the higher top face card, suit breaking a tie of ranks); else the higher baccarat value, then
 * more face cards, then the higher face card, or with none the higher-valued point card, then its suit.
 * Never 0.
 */
export function compareThreeBaccarat(a: readonly CasinoCard[], b: readonly CasinoCard[]): number {
  return threeBaccaratStanding(a) - threeBaccaratStanding(b);
}

/** Total: the sum of the ranks, A = 1 ... K = 13. */
export const rankTotal = (cards: readonly CasinoCard[]) => cards.reduce((sum, card) => sum + card.rank, 0);

/** Pair Plus: decimal odds by the hand's category (pair 1 to 1 ... pure sequence 40 to 1), none for high card. */
export const pairPlusOdds: Readonly<Record<TeenPattiCategory, number | undefined>> = {
  'High card': undefined,
  Pair: 2,
  Color: 5,
  Sequence: 7,
  Trail: 31,
  'Pure sequence': 41,
};

/** Red or Black: two or three of the hand's cards are that colour. */
const mostlyRed = ([first, second, third]: readonly CasinoCard[]) =>
  Number(isRedCard(first as CasinoCard)) +
    Number(isRedCard(second as CasinoCard)) +
    Number(isRedCard(third as CasinoCard)) >=
  2;

function settle(deal: TeenPattiDeal, suffix: string, selectionId: number): RunnerOutcome {
  const { playerA, playerB } = deal;
  switch (suffix) {
    case 'main':
      return mainOutcome(deal, selectionId);
    case 'baccarat3':
      return winIf(
        selectionId === (compareThreeBaccarat(playerA, playerB) > 0 ? ids.baccaratA : ids.baccaratB),
      );
    case 'total': {
      const totals = rankTotal(playerA) - rankTotal(playerB);
      if (totals === 0) return halfLost;
      return winIf(selectionId === (totals > 0 ? ids.totalA : ids.totalB));
    }
    case 'pairPlusA':
    case 'pairPlusB': {
      const odds = pairPlusOdds[teenPattiCategory(suffix === 'pairPlusA' ? playerA : playerB)];
      return odds === undefined ? lost : { kind: 'win', odds };
    }
    case 'colorA':
      return winIf(selectionId === (mostlyRed(playerA) ? ids.redA : ids.blackA));
    case 'colorB':
      return winIf(selectionId === (mostlyRed(playerB) ? ids.redB : ids.blackB));
    default:
      return lost;
  }
}

const presentation: CasinoGamePresentation = {
  rules: [
    'One 52-card deck; Player A and Player B get three cards each, dealt A, B, A, B, A, B.',
    'Hands rank: trail (three of a kind), pure sequence, sequence, color, pair, high card. A-K-Q is the best sequence, then A-2-3.',
    'Player A and Player B pay 1.98; equal hands tie and both bets are returned.',
    '3 Baccarat: a trail wins, then three face cards, then the higher baccarat value. Pays 1.98.',
    'Total: the higher sum of ranks (A = 1 ... K = 13) wins 1.98; equal totals return half the stake.',
    'Pair Plus: pair 1 to 1, color 4 to 1, sequence 6 to 1, trail 30 to 1, pure sequence 40 to 1.',
    'Red / Black: two or three of that player’s cards are that colour. Pays 1.98.',
    'Side bets stand when the main bet ties. Betting closes 3 seconds before the countdown ends.',
  ],
  table: teenPattiTable,
  art: { cards: ['AS', 'KH', 'QC'] },
  group: 'live-teenpatti',
};

export const teen20: RegisteredCasinoGame<TeenPattiDeal> = {
  code: 'teen20',
  name: '20-20 Teenpatti',
  matchId: 5002,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  ...teenPattiTableParts,
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  markets: (_deal, shown) => {
    const suspended = shown > 0;
    return [
      playersMarket(suspended),
      market(
        'baccarat3',
        '3 Baccarat',
        'oneWinner',
        [backRunner(ids.baccaratA, '3 Baccarat A', 1.98), backRunner(ids.baccaratB, '3 Baccarat B', 1.98)],
        { suspended },
      ),
      market(
        'total',
        'Total',
        'oneWinner',
        [backRunner(ids.totalA, 'Total A', 1.98), backRunner(ids.totalB, 'Total B', 1.98)],
        { halfLossTogether: true, suspended },
      ),
      // Pair Plus pays by the hand's category; the listed price is the lowest (a pair).
      market('pairPlusA', 'Pair Plus A', 'oneOrNone', [backRunner(ids.pairPlusA, 'Pair Plus A', 2)], {
        suspended,
      }),
      market('pairPlusB', 'Pair Plus B', 'oneOrNone', [backRunner(ids.pairPlusB, 'Pair Plus B', 2)], {
        suspended,
      }),
      market(
        'colorA',
        'Red / Black A',
        'oneWinner',
        [backRunner(ids.redA, 'Red A', 1.98), backRunner(ids.blackA, 'Black A', 1.98)],
        { suspended },
      ),
      market(
        'colorB',
        'Red / Black B',
        'oneWinner',
        [backRunner(ids.redB, 'Red B', 1.98), backRunner(ids.blackB, 'Black B', 1.98)],
        { suspended },
      ),
    ];
  },
  settle,
  result: (deal) => {
    const { playerA, playerB } = deal;
    const totals = rankTotal(playerA) - rankTotal(playerB);
    const pairPlus = (cards: readonly CasinoCard[]) => {
      const category = teenPattiCategory(cards);
      return pairPlusOdds[category] === undefined ? 'None' : category;
    };
    return teenPattiResult(deal, {}, [
      { label: '3 Baccarat', value: compareThreeBaccarat(playerA, playerB) > 0 ? 'Player A' : 'Player B' },
      {
        label: 'Total',
        value: `${rankTotal(playerA)} - ${rankTotal(playerB)}${totals === 0 ? ' (tie)' : ''}`,
      },
      { label: 'Pair Plus A', value: pairPlus(playerA) },
      { label: 'Pair Plus B', value: pairPlus(playerB) },
      { label: 'Colour A', value: mostlyRed(playerA) ? 'Red' : 'Black' },
      { label: 'Colour B', value: mostlyRed(playerB) ? 'Red' : 'Black' },
    ]);
  },
};
