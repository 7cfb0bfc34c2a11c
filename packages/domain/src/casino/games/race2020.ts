import { canonicalDeck, casinoCardCode, casinoSuits, type CasinoCard, type CasinoRank } from '../cards.ts';
import {
  casinoStakeLimitsUpTo,
  lost,
  winIf,
  type RegisteredCasinoGame,
  type CasinoMarketQuote,
  type CasinoRunnerQuote,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { outcomeTableOdds } from '../prices.ts';
import { allSuspended, fixedSlots, multiRunnerRunner, suspendedRunner } from '../rules/inPlay.ts';
import { backRunner, market } from '../runners.ts';
import { rowTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Race 20-20 (CASINO.md 7, race2020): 48 cards A-Q; each card moves its suit's king one step and the first
 * suit to 5 cards wins. The kings are backed and laid in play, re-priced after every card from the exact
 * probability; the totals and "Win with" markets close when dealing starts.
 */
const ranks: readonly CasinoRank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const deck = canonicalDeck({ copies: 1, ranks });
const perSuit = ranks.length;
const finish = 5;
/** Every suit one step short of the line, then the card that wins: 17. */
const longestRace = casinoSuits.length * (finish - 1) + 1;

const suitIndex = { S: 0, H: 1, C: 2, D: 3 } as const;
type SuitCounts = [number, number, number, number];
const kingNames = ['K of spade', 'K of heart', 'K of club', 'K of diamond'] as const;

export interface RaceDeal {
  /** The cards dealt, in order, up to the one that takes its suit to 5. */
  readonly cards: readonly CasinoCard[];
  /** The winning suit, as its index in casinoSuits (S, H, C, D). */
  readonly winner: number;
  /** The sum of the dealt cards' values (A = 1 ... Q = 12). */
  readonly points: number;
}

/*
 * The exact state of a race is the cards seen per suit, 0..4 each: 625 states, indexed base 5 (spades
 * first). Which ranks came out does not matter to who wins or to when the race ends.
 */
const stateCount = finish ** casinoSuits.length;
const suitStride = [125, 25, 5, 1] as const;

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function countsOfState(state: number): number[] {
  return suitStride.map((stride) => Math.floor(state / stride) % finish);
}

function stateOf(counts: readonly number[]): number {
  return counts.reduce((state, count, suit) => state + count * (suitStride[suit] ?? 0), 0);
}

/** The states in order of cards seen, fewest first. */
const statesBySeen = Array.from({ length: stateCount }, (_, state) => state).sort(
  (a, b) => sum(countsOfState(a)) - sum(countsOfState(b)),
);

/** P(suit s wins | state), at [state * 4 + s]. */
const winChances = new Float64Array(stateCount * casinoSuits.length);
/** P(the race ends with exactly n cards), before the deal. */
const lengthChances = new Float64Array(longestRace + 1);

function addAt(values: Float64Array, index: number, amount: number): void {
  values[index] = (values[index] ?? 0) + amount;
}

function fillChances(): void {
  // From the fullest states back, so that every state's successors are known before it.
  for (const state of [...statesBySeen].reverse()) {
    const counts = countsOfState(state);
    const left = deck.length - sum(counts);
    counts.forEach((count, suit) => {
      const chance = (perSuit - count) / left;
      if (count === finish - 1) return addAt(winChances, state * 4 + suit, chance);
      const next = state + (suitStride[suit] ?? 0);
      for (let king = 0; king < 4; king += 1)
        addAt(winChances, state * 4 + king, chance * (winChances[next * 4 + king] ?? 0));
    });
  }
  // Forwards from the empty table: how likely each state is reached, and where the race ends.
  const reach = new Float64Array(stateCount);
  reach[0] = 1;
  for (const state of statesBySeen) {
    const counts = countsOfState(state);
    const seen = sum(counts);
    counts.forEach((count, suit) => {
      const mass = ((reach[state] ?? 0) * (perSuit - count)) / (deck.length - seen);
      if (count === finish - 1) addAt(lengthChances, seen + 1, mass);
      else addAt(reach, state + (suitStride[suit] ?? 0), mass);
    });
  }
}
fillChances();

/** Each king's exact chance of winning once `counts` cards of each suit (S, H, C, D; 0..4) are out. */
export function raceWinChances(counts: readonly number[]): number[] {
  const state = stateOf(counts);
  return casinoSuits.map((_, suit) => winChances[state * 4 + suit] ?? 0);
}

/** The pre-deal chance that the race ends with exactly `cards` cards dealt (5..17). */
export function raceLengthChance(cards: number): number {
  return lengthChances[cards] ?? 0;
}

const ids = { king: 1, pointsYes: 11, pointsNo: 12, cardsYes: 21, cardsNo: 22, winWith: 100 } as const;

/*
 * Total points and Total cards are session-style Yes/No lines (CASINO.md's chosen lines), and each side is
 * its own back-only runner at 1 + rate/100, `Points Yes 82` and `Points No 81`: a single runner backed for
 * Yes and laid for No cannot settle a total of 81, where Yes (82 or more) and No (under 81) both lose.
 * The cards line is kept the same way for one layout of both markets.
 */
const sessions = {
  points: { label: 'Points', yes: 82, yesRate: 100, no: 81, noRate: 100 },
  cards: { label: 'Cards', yes: 13, yesRate: 85, no: 13, noRate: 100 },
} as const;

const atRate = (rate: number) => 1 + rate / 100;

function sessionRunners(
  session: (typeof sessions)[keyof typeof sessions],
  yesId: number,
  noId: number,
): CasinoRunnerQuote[] {
  return [
    backRunner(yesId, `${session.label} Yes ${session.yes}`, atRate(session.yesRate)),
    backRunner(noId, `${session.label} No ${session.no}`, atRate(session.noRate)),
  ];
}

/** "Win with" n cards, priced once from the pre-deal length distribution (outcome-table formula). */
const winWithCards = [5, 6, 7, 15, 16, 17] as const;
const winWithRunners = winWithCards.map((cards) =>
  backRunner(ids.winWith + cards, `Win with ${cards}`, outcomeTableOdds(raceLengthChance(cards))),
);

/** The markets that close when dealing starts: their prices never move, so both states are built once. */
function preDealMarketsWhen(suspended: boolean): CasinoMarketQuote[] {
  return [
    market(
      'points',
      'Total points',
      'oneOrNone',
      sessionRunners(sessions.points, ids.pointsYes, ids.pointsNo),
      {
        betOn: 'CASINOFANCY',
        suspended,
      },
    ),
    market('cards', 'Total cards', 'oneWinner', sessionRunners(sessions.cards, ids.cardsYes, ids.cardsNo), {
      betOn: 'CASINOFANCY',
      suspended,
    }),
    market('winWith', 'Win with', 'oneOrNone', winWithRunners, { suspended }),
  ];
}
const preDealMarkets = { open: preDealMarketsWhen(false), closed: preDealMarketsWhen(true) };

function kingRunners(deal: RaceDeal, shown: number): CasinoRunnerQuote[] {
  if (shown >= deal.cards.length)
    return kingNames.map((name, suit) => suspendedRunner(ids.king + suit, name));
  const counts: SuitCounts = [0, 0, 0, 0];
  for (const card of deal.cards.slice(0, shown)) counts[suitIndex[card.suit]] += 1;
  const chances = raceWinChances(counts);
  return kingNames.map((name, suit) => multiRunnerRunner(ids.king + suit, name, chances[suit] ?? 0));
}

function sessionWins(total: number, session: { yes: number; no: number }, yes: boolean): boolean {
  return yes ? total >= session.yes : total < session.no;
}

const presentation: CasinoGamePresentation = {
  rules: [
    'The four kings race: each card moves its suit’s king; the first suit to reach 5 cards wins.',
    'Back and lay the kings as the cards come; totals and “Win with” bets close when dealing starts.',
  ],
  table: { ...rowTable('Cards'), paddedToLongest: true },
  art: { cards: ['KS', 'KH', 'KC', 'KD'] },
  group: 'others',
};

export const race2020: RegisteredCasinoGame<RaceDeal> = {
  code: 'race2020',
  name: 'Race 20-20',
  category: 41,
  matchId: 5015,
  presentation,
  // Under casinoMaxWinPerBet at the game's top prices.
  stakeLimits: casinoStakeLimitsUpTo(4_000),
  timing: { bettingSeconds: 25, stepSeconds: 2, resultSeconds: 5, reopenSeconds: 8 },
  deal: (random) => {
    const cards = shuffled(random, deck);
    const counts: SuitCounts = [0, 0, 0, 0];
    let points = 0;
    for (let dealt = 0; ; dealt += 1) {
      const card = cards[dealt] as CasinoCard;
      const suit = suitIndex[card.suit];
      counts[suit] += 1;
      points += card.rank;
      if (counts[suit] === finish) return { cards: cards.slice(0, dealt + 1), winner: suit, points };
    }
  },
  steps: (deal) => deal.cards.length,
  reopensAfter: (deal, shown) => shown < deal.cards.length,
  table: (deal, shown) => fixedSlots(deal.cards.map(casinoCardCode), longestRace, shown),
  markets: (deal, shown) => {
    const kings = kingRunners(deal, shown);
    return [
      market('winner', 'Winner', 'oneWinner', kings, { suspended: allSuspended(kings) }),
      ...(shown > 0 ? preDealMarkets.closed : preDealMarkets.open),
    ];
  },
  settle: (deal, suffix, selectionId) => {
    switch (suffix) {
      case 'winner':
        return winIf(selectionId === ids.king + deal.winner);
      case 'points':
        return winIf(
          (selectionId === ids.pointsYes || selectionId === ids.pointsNo) &&
            sessionWins(deal.points, sessions.points, selectionId === ids.pointsYes),
        );
      case 'cards':
        return winIf(
          (selectionId === ids.cardsYes || selectionId === ids.cardsNo) &&
            sessionWins(deal.cards.length, sessions.cards, selectionId === ids.cardsYes),
        );
      case 'winWith':
        return winIf(selectionId === ids.winWith + deal.cards.length);
      default:
        return lost;
    }
  },
  result: (deal) => ({
    winnerName: kingNames[deal.winner] ?? '',
    rows: [
      ...kingNames.map((name, suit) => ({
        label: name,
        value:
          deal.cards
            .filter((card) => suitIndex[card.suit] === suit)
            .map(casinoCardCode)
            .join(' ') || '-',
      })),
      { label: 'Total points', value: String(deal.points) },
      { label: 'Total cards', value: String(deal.cards.length) },
    ],
  }),
};
