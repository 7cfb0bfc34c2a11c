import { canonicalDeck, casinoCardCode, isOddRank, isRedCard, type CasinoCard } from '../cards.ts';
import {
  casinoStakeLimitsUpTo,
  lost,
  winIf,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { dealtRankSet, rankSetOf } from '../rules/judgement.ts';
import { backLayRunner, backRunner, market, slots } from '../runners.ts';
import { rowTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Trio (CASINO.md 7, trio): three cards from one deck. A session line 21 on their rank total (A = 1 ...
 * K = 13) sold CASINOFANCY-style as one runner: Yes is its back at rate 80 (1.80), No its lay at rate
 * 100 (2.00). Then 3 Card Judgement, "two only" colour and parity runners with back and lay, and back-only
 * hands in which the better hands count too (a trio is a pair, a straight flush a flush and a straight).
 */
const deck = canonicalDeck({ copies: 1 });

export const trioSessionLine = 21;

const ids = {
  session: 1,
  judgementLow: 2,
  judgementHigh: 3,
  twoRed: 4,
  twoBlack: 5,
  twoOdd: 6,
  twoEven: 7,
  pair: 8,
  flush: 9,
  straight: 10,
  trio: 11,
  straightFlush: 12,
} as const;

/**
 * The two rarest hands at the outcome-table price 0.95 / p (CASINO.md 6), taken down to a whole number as
 * the other hands' prices are: 52 and 48 of the 22,100 hands, 0.95 / p = 403.75 and 437.396, returning
 * 0.948235 and 0.949140. The site's 201 and 226 returned under half the stake.
 */
const trioOdds = 403;
const straightFlushOdds = 437;

const judgements = [
  { id: ids.judgementLow, name: '3 Card Judgement(1 2 4)', ranks: [1, 2, 4] },
  { id: ids.judgementHigh, name: '3 Card Judgement(J Q K)', ranks: [11, 12, 13] },
] as const;

/** The three cards and what the markets read of them, worked out once per round. */
export interface TrioDeal {
  readonly cards: readonly CasinoCard[];
  /** The rank total (A = 1 ... K = 13). */
  readonly total: number;
  readonly reds: number;
  readonly odds: number;
  /** The ranks dealt (rules/judgement.ts). */
  readonly ranks: number;
  readonly hand: TrioHand;
}

/** The hands the back-only runners pay on; each better hand counts for the ones it contains. */
export interface TrioHand {
  readonly pair: boolean;
  readonly trio: boolean;
  readonly flush: boolean;
  readonly straight: boolean;
}

/** Straights run A-2-3 up to Q-K-A; K-A-2 and any other wrap are not straights. */
export function trioHand(cards: readonly CasinoCard[]): TrioHand {
  const [low = 0, middle = 0, high = 0] = cards.map((card) => card.rank).sort((a, b) => a - b);
  const run = (middle === low + 1 && high === middle + 1) || (low === 1 && middle === 12 && high === 13);
  return {
    pair: low === middle || middle === high,
    trio: low === high,
    flush: cards.every((card) => card.suit === cards[0]?.suit),
    straight: run,
  };
}

export function trioDealOf(cards: readonly CasinoCard[]): TrioDeal {
  return {
    cards,
    total: cards.reduce((sum, card) => sum + card.rank, 0),
    reds: cards.filter(isRedCard).length,
    odds: cards.filter((card) => isOddRank(card.rank)).length,
    ranks: dealtRankSet(cards),
    hand: trioHand(cards),
  };
}

/** The best hand's name, for the result. */
function handName(hand: TrioHand): string {
  if (hand.trio) return 'Trio';
  if (hand.straight && hand.flush) return 'Straight Flush';
  if (hand.straight) return 'Straight';
  if (hand.flush) return 'Flush';
  return hand.pair ? 'Pair' : 'High Card';
}

function handPays(hand: TrioHand, selectionId: number): boolean {
  switch (selectionId) {
    case ids.pair:
      return hand.pair;
    case ids.flush:
      return hand.flush;
    case ids.straight:
      return hand.straight;
    case ids.trio:
      return hand.trio;
    case ids.straightFlush:
      return hand.straight && hand.flush;
    default:
      return false;
  }
}

const judgementRanks: Record<number, number> = Object.fromEntries(
  judgements.map((judgement) => [judgement.id, rankSetOf(judgement.ranks)]),
);

function settle(deal: TrioDeal, suffix: string, selectionId: number): RunnerOutcome {
  switch (suffix) {
    case 'session':
      return winIf(selectionId === ids.session && deal.total >= trioSessionLine);
    case 'judgement':
      return winIf((deal.ranks & (judgementRanks[selectionId] ?? 0)) !== 0);
    case 'twoColour':
      return winIf(
        selectionId === ids.twoRed ? deal.reds === 2 : selectionId === ids.twoBlack && deal.reds === 1,
      );
    case 'twoOddEven':
      return winIf(
        selectionId === ids.twoOdd ? deal.odds === 2 : selectionId === ids.twoEven && deal.odds === 1,
      );
    case 'hands':
      return winIf(handPays(deal.hand, selectionId));
    default:
      return lost;
  }
}

const presentation: CasinoGamePresentation = {
  rules: [
    'One deck, three cards. Session 21 on the total of the ranks (A = 1 ... K = 13).',
    'Judgement, colour, odd / even, pair, flush, straight, trio and straight flush bets as priced.',
  ],
  table: rowTable('Cards'),
  art: { cards: ['8S', '9H', '10C'] },
  group: 'live-teenpatti',
};

export const trio: RegisteredCasinoGame<TrioDeal> = {
  code: 'trio',
  name: 'Trio',
  category: 73,
  matchId: 5005,
  presentation,
  // Rs 10,000 a bet; the Trio and the Straight Flush take less, to stay under casinoMaxWinPerBet
  // (casinoBetStakeLimits: Rs 6,218.90 and Rs 5,733.94).
  stakeLimits: casinoStakeLimitsUpTo(10_000),
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  deal: (random) => trioDealOf(shuffled(random, deck).slice(0, 3)),
  steps: () => 3,
  table: ({ cards }, shown) => slots(cards.map(casinoCardCode), shown),
  markets: (_deal, shown) => {
    const suspended = shown > 0;
    return [
      market(
        'session',
        'Session',
        'independent',
        [backLayRunner(ids.session, `Session ${trioSessionLine}`, 1.8, 2)],
        { betOn: 'CASINOFANCY', suspended },
      ),
      market(
        'judgement',
        '3 Card Judgement',
        'independent',
        judgements.map((judgement) => backLayRunner(judgement.id, judgement.name, 1.78, 1.83)),
        { suspended },
      ),
      market(
        'twoColour',
        'Two Red / Black Only',
        'oneOrNone',
        [
          backLayRunner(ids.twoRed, 'Two Red Only', 2.52, 2.72),
          backLayRunner(ids.twoBlack, 'Two Black Only', 2.52, 2.72),
        ],
        { suspended },
      ),
      market(
        'twoOddEven',
        'Two Odd / Even Only',
        'oneOrNone',
        [
          backLayRunner(ids.twoOdd, 'Two Odd Only', 2.33, 2.53),
          backLayRunner(ids.twoEven, 'Two Even Only', 2.75, 2.95),
        ],
        { suspended },
      ),
      market(
        'hands',
        'Hands',
        'independent',
        [
          backRunner(ids.pair, 'Pair', 5.5),
          backRunner(ids.flush, 'Flush', 17),
          backRunner(ids.straight, 'Straight', 24),
          backRunner(ids.trio, 'Trio', trioOdds),
          backRunner(ids.straightFlush, 'Straight Flush', straightFlushOdds),
        ],
        { suspended },
      ),
    ];
  },
  settle,
  result: ({ cards, total, hand }) => {
    return {
      winnerName: `Total ${total}`,
      rows: [
        { label: 'Cards', value: cards.map(casinoCardCode).join(' ') },
        { label: `Session ${trioSessionLine}`, value: total >= trioSessionLine ? 'Yes' : 'No' },
        { label: 'Hand', value: handName(hand) },
      ],
    };
  },
};
