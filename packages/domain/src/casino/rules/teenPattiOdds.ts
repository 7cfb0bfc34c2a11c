import type { CasinoCard } from '../cards.ts';
import { cardIndexOf, teenPattiRanking, tripleIndex, type TeenPattiRanking } from './teenPatti.ts';

/**
 * Exact odds of a teen patti deal in progress (Teenpatti 1-Day, CASINO.md 6): with some of Player A's and
 * Player B's cards shown, how many of the equally likely ways to finish both hands from the unseen cards
 * give A the win, a tie, or B the win.
 *
 * Enumerating both hands is up to C(51,2) x C(49,3) = 23.5 M pairs after the first card. Instead A's
 * completions are enumerated and, for each, B's completions beating or tying it are counted from
 * histograms of B's completions over all the unseen cards, correcting by inclusion-exclusion for the
 * cards A's completion takes: at most a few hundred thousand table reads once a card is shown.
 */
export interface TeenPattiOdds {
  /** Counts of (A's completion, B's completion) pairs; their sum is every way the deal can finish. */
  readonly win: number;
  readonly tie: number;
  readonly loss: number;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Exact counts, from Player A's side, for the card indices shown so far (CASINO.md 3.6 indices). */
export function teenPattiOdds(
  knownA: readonly number[],
  knownB: readonly number[],
  ranking: TeenPattiRanking = teenPattiRanking(),
): TeenPattiOdds {
  const { table, levels } = ranking;
  const width = levels + 1;
  const unseen = Int32Array.from(
    [...Array(52).keys()].filter((card) => !knownA.includes(card) && !knownB.includes(card)),
  );
  const n = unseen.length;

  // Cumulative counts of B's completions by strength (entry v: how many are weaker than v): all of them
  // when B shows nothing, and, per card, those holding that card (one card of B's or one A takes).
  const cumulate = (counts: Int32Array) => {
    for (let v = 1; v < width; v += 1) counts[v] = (counts[v] ?? 0) + (counts[v - 1] ?? 0);
  };
  let allOfB: Int32Array | undefined;
  const triplesOfB = (): Int32Array => {
    if (!allOfB) {
      allOfB = new Int32Array(width);
      for (let i = 0; i < n; i += 1)
        for (let j = i + 1; j < n; j += 1)
          for (let k = j + 1; k < n; k += 1) {
            const s = table[tripleIndex(unseen[i] ?? 0, unseen[j] ?? 0, unseen[k] ?? 0)] ?? 0;
            allOfB[s + 1] = (allOfB[s + 1] ?? 0) + 1;
          }
      cumulate(allOfB);
    }
    return allOfB;
  };
  const withCard = new Map<number, Int32Array>();
  const pairsWith = (card: number): Int32Array => {
    let counts = withCard.get(card);
    if (!counts) {
      counts = new Int32Array(width);
      for (let i = 0; i < n; i += 1)
        for (let j = i + 1; j < n; j += 1) {
          const x = unseen[i] ?? 0;
          const y = unseen[j] ?? 0;
          if (x === card || y === card) continue;
          const s = (table[tripleIndex(card, x, y)] ?? 0) + 1;
          counts[s] = (counts[s] ?? 0) + 1;
        }
      cumulate(counts);
      withCard.set(card, counts);
    }
    return counts;
  };

  // B's hand so far plus the cards of A's completion being subtracted (inclusion-exclusion).
  const fixed = new Int32Array(3);
  knownB.forEach((card, index) => (fixed[index] = card));
  let fixedSize = knownB.length;
  const added = new Int32Array(3);
  let addedSize = 0;
  let v = 0;
  let below = 0;
  let equal = 0;

  // Adds sign x the B completions that hold every card in `fixed`.
  const countHolding = (sign: number) => {
    if (fixedSize === 3) {
      const s = table[tripleIndex(fixed[0] ?? 0, fixed[1] ?? 0, fixed[2] ?? 0)] ?? 0;
      if (s < v) below += sign;
      else if (s === v) equal += sign;
      return;
    }
    if (fixedSize === 2) {
      const base = ((fixed[0] ?? 0) * 52 + (fixed[1] ?? 0)) * 52;
      // The third card is any unseen one but A's cards already in `fixed` (after B's shown cards).
      const taken = fixedSize - knownB.length;
      const t0 = taken > 0 ? (fixed[1] ?? -1) : -1;
      const t1 = taken > 1 ? (fixed[0] ?? -1) : -1;
      const than = v;
      let weaker = 0;
      let same = 0;
      for (let i = 0; i < n; i += 1) {
        const x = unseen[i] ?? 0;
        if (x === t0 || x === t1) continue;
        const s = table[base + x] ?? 0;
        if (s < than) weaker += 1;
        else if (s === than) same += 1;
      }
      below += sign * weaker;
      equal += sign * same;
      return;
    }
    const counts = fixedSize === 1 ? pairsWith(fixed[0] ?? 0) : triplesOfB();
    below += sign * (counts[v] ?? 0);
    equal += sign * ((counts[v + 1] ?? 0) - (counts[v] ?? 0));
  };
  // Every subset of A's added cards that still fits in B's hand, signed by its size.
  const subsets = (from: number, sign: number) => {
    if (from === addedSize) {
      countHolding(sign);
      return;
    }
    subsets(from + 1, sign);
    if (fixedSize < 3) {
      fixed[fixedSize] = added[from] ?? 0;
      fixedSize += 1;
      subsets(from + 1, -sign);
      fixedSize -= 1;
    }
  };

  const handA = new Int32Array(3);
  knownA.forEach((card, index) => (handA[index] = card));
  let win = 0;
  let tie = 0;
  const scoreA = () => {
    v = table[tripleIndex(handA[0] ?? 0, handA[1] ?? 0, handA[2] ?? 0)] ?? 0;
    below = 0;
    equal = 0;
    subsets(0, 1);
    win += below;
    tie += equal;
  };
  // A's completions: every set of its missing cards from the unseen ones.
  const complete = (from: number) => {
    if (knownA.length + addedSize === 3) {
      scoreA();
      return;
    }
    for (let i = from; i < n; i += 1) {
      const card = unseen[i] ?? 0;
      handA[knownA.length + addedSize] = card;
      added[addedSize] = card;
      addedSize += 1;
      complete(i + 1);
      addedSize -= 1;
    }
  };
  complete(0);

  const missingA = 3 - knownA.length;
  const total = binomial(n, missingA) * binomial(n - missingA, 3 - knownB.length);
  return { win, tie, loss: total - win - tie };
}

/**
 * Before any card: 203,359,936 wins each way and 450,528 ties in 407,170,400 pairs of hands, the same
 * under either order of trail and pure sequence (teenPattiOdds([], []) counts them; the tests check it).
 */
export const preDealTeenPattiOdds: TeenPattiOdds = { win: 203_359_936, tie: 450_528, loss: 203_359_936 };

// Odds depend on the shown cards only up to a renaming of suits, so they are kept by that pattern: each
// pattern is counted once per process (a Map keeps insertion order, so the oldest goes first when full).
const oddsCache = new Map<string, TeenPattiOdds>();
const oddsCacheSize = 50_000;

/** The suit-free pattern of a state: ranks in order, suits renamed by first appearance. */
function patternOf(knownA: readonly CasinoCard[], knownB: readonly CasinoCard[], flag: boolean): string {
  const names = new Map<string, number>();
  const name = (card: CasinoCard) => {
    if (!names.has(card.suit)) names.set(card.suit, names.size);
    return `${card.rank}${names.get(card.suit)}`;
  };
  const byRank = (cards: readonly CasinoCard[]) => [...cards].sort((x, y) => x.rank - y.rank);
  return `${flag ? 'P' : 'T'}${byRank(knownA).map(name).join(',')}|${byRank(knownB).map(name).join(',')}`;
}

/** `teenPattiOdds` for shown cards, counted once per suit pattern and kept. */
export function cachedTeenPattiOdds(
  knownA: readonly CasinoCard[],
  knownB: readonly CasinoCard[],
  ranking: TeenPattiRanking = teenPattiRanking(),
): TeenPattiOdds {
  if (knownA.length === 0 && knownB.length === 0) return preDealTeenPattiOdds;
  const key = patternOf(knownA, knownB, ranking.pureSequenceBeatsTrail);
  let odds = oddsCache.get(key);
  if (!odds) {
    odds = teenPattiOdds(knownA.map(cardIndexOf), knownB.map(cardIndexOf), ranking);
    oddsCache.set(key, odds);
    if (oddsCache.size > oddsCacheSize) oddsCache.delete(oddsCache.keys().next().value as string);
  }
  return odds;
}
