import { canonicalDeck, casinoCardCode, type CasinoCard, type CasinoRank } from '../cards.ts';
import {
  casinoStakeLimitsUpTo,
  lost,
  winIf,
  type RegisteredCasinoGame,
  type CasinoRunnerQuote,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { allSuspended, fixedSlots, multiRunnerRunner, suspendedRunner } from '../rules/inPlay.ts';
import { market } from '../runners.ts';
import { everySlot, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Casino Queen (CASINO.md 7, queen), the chosen reconstruction: 2-6 of each suit and one queen; runner n
 * starts at n points; cards go to Total 0, 1, 2, 3, 0, ... in turn, each adding its value; the first
 * runner to reach 10, or to receive the queen, wins. Backed and laid in play, re-priced after every card.
 */
const numberRanks: readonly CasinoRank[] = [2, 3, 4, 5, 6];
const queenCard: CasinoCard = { rank: 12, suit: 'S' };
// CASINO.md 3.6: "Queen: 2..6 then QS".
const deck = [...canonicalDeck({ copies: 1, ranks: numberRanks }), queenCard];
const copiesOfRank = 4;
const runnerNames = ['Total 0', 'Total 1', 'Total 2', 'Total 3'] as const;
const startingTotals = [0, 1, 2, 3] as const;
const target = 10;
/** The longest round the rules allow (a test walks every reachable state to check it). */
const longestRound = 11;

export interface QueenDeal {
  /** The cards dealt, in order, up to the one that wins. */
  readonly cards: readonly CasinoCard[];
  /** The winning runner: 0 for Total 0 ... 3 for Total 3. */
  readonly winner: number;
}

const isQueen = (card: CasinoCard) => card.rank === queenCard.rank;

/** Each runner's total after the first `shown` cards (the queen adds nothing). */
function totalsAfter(cards: readonly CasinoCard[], shown: number): number[] {
  const totals: number[] = [...startingTotals];
  cards.slice(0, shown).forEach((card, dealt) => {
    if (!isQueen(card)) totals[dealt % 4] = (totals[dealt % 4] ?? 0) + card.rank;
  });
  return totals;
}

/*
 * The exact chances, by recursion over what is left of each number rank (0..4 each) and the four totals
 * (all under 10 while the round runs; the queen is still in the deck, or it would be over). Some 8,600
 * states are reachable from the deal; each is worked out once, when first asked for.
 */
const chancesByState = new Map<number, readonly number[]>();

function stateKey(remaining: readonly number[], totals: readonly number[]): number {
  const left = remaining.reduce((key, count) => key * 5 + count, 0);
  return totals.reduce((key, total) => key * 10 + total, left);
}

/**
 * Each runner's exact chance of winning, with `remaining[i]` cards of rank numberRanks[i] still in the deck
 * (and the queen) and the runners on `totals`.
 */
export function queenWinChances(remaining: readonly number[], totals: readonly number[]): readonly number[] {
  const key = stateKey(remaining, totals);
  const known = chancesByState.get(key);
  if (known) return known;
  const left = remaining.reduce((sum, count) => sum + count, 0) + 1;
  const turn = (deck.length - left) % 4;
  const chances = [0, 0, 0, 0];
  // The queen wins for the runner whose turn it is.
  chances[turn] = 1 / left;
  remaining.forEach((count, index) => {
    if (count === 0) return;
    const chance = count / left;
    const total = (totals[turn] ?? 0) + (numberRanks[index] ?? 0);
    if (total >= target) {
      chances[turn] = (chances[turn] ?? 0) + chance;
      return;
    }
    const next = queenWinChances(
      remaining.map((other, rank) => (rank === index ? other - 1 : other)),
      totals.map((other, runner) => (runner === turn ? total : other)),
    );
    next.forEach((nextChance, runner) => {
      chances[runner] = (chances[runner] ?? 0) + chance * nextChance;
    });
  });
  chancesByState.set(key, chances);
  return chances;
}

/** The chances after the first `shown` cards of a round still running. */
export function queenChancesAfter(cards: readonly CasinoCard[], shown: number): readonly number[] {
  const remaining = numberRanks.map(
    (rank) => copiesOfRank - cards.slice(0, shown).filter((card) => card.rank === rank).length,
  );
  return queenWinChances(remaining, totalsAfter(cards, shown));
}

function runners(deal: QueenDeal, shown: number): CasinoRunnerQuote[] {
  if (shown >= deal.cards.length) return runnerNames.map((name, runner) => suspendedRunner(runner + 1, name));
  const chances = queenChancesAfter(deal.cards, shown);
  return runnerNames.map((name, runner) => multiRunnerRunner(runner + 1, name, chances[runner] ?? 0));
}

const presentation: CasinoGamePresentation = {
  rules: [
    'Twenty cards (2-6 of each suit) and one Queen. Cards go in turn to Total 0, 1, 2 and 3.',
    'The first to reach 10 points, or to get the Queen, wins.',
  ],
  table: {
    hands: startingTotals.map((total) => ({ label: `Total ${total}`, slots: everySlot(total, 4) })),
    paddedToLongest: true,
  },
  art: { cards: ['QH'] },
  group: 'others',
};

export const queen: RegisteredCasinoGame<QueenDeal> = {
  code: 'queen',
  name: 'Casino Queen',
  category: 40,
  matchId: 5016,
  presentation,
  // Under casinoMaxWinPerBet at the game's top prices.
  stakeLimits: casinoStakeLimitsUpTo(10_000),
  timing: { bettingSeconds: 25, stepSeconds: 2, resultSeconds: 5, reopenSeconds: 8 },
  deal: (random) => {
    const cards = shuffled(random, deck);
    const totals: number[] = [...startingTotals];
    for (let dealt = 0; ; dealt += 1) {
      const card = cards[dealt] as CasinoCard;
      const runner = dealt % 4;
      const total = (totals[runner] ?? 0) + card.rank;
      totals[runner] = total;
      if (isQueen(card) || total >= target) return { cards: cards.slice(0, dealt + 1), winner: runner };
    }
  },
  steps: (deal) => deal.cards.length,
  reopensAfter: (deal, shown) => shown < deal.cards.length,
  table: (deal, shown) => fixedSlots(deal.cards.map(casinoCardCode), longestRound, shown),
  markets: (deal, shown) => {
    const quotes = runners(deal, shown);
    return [market('main', 'Winner', 'oneWinner', quotes, { suspended: allSuspended(quotes) })];
  },
  settle: (deal, suffix, selectionId) => (suffix === 'main' ? winIf(selectionId === deal.winner + 1) : lost),
  result: (deal) => {
    const totals = totalsAfter(deal.cards, deal.cards.length);
    return {
      winnerName: runnerNames[deal.winner] ?? '',
      rows: runnerNames.map((name, runner) => {
        const own = deal.cards.filter((_, dealt) => dealt % 4 === runner);
        const codes = own.map(casinoCardCode).join(' ') || '-';
        return { label: name, value: `${codes} (${own.some(isQueen) ? 'Queen' : totals[runner]})` };
      }),
    };
  },
};
