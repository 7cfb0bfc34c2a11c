import type { CasinoCard } from '../cards.ts';

/**
 * Poker hand values (CASINO.md 7, poker20): the best five of five to seven cards, as one integer that
 * compares the way the hands do. The category sits above bit 20, then up to five ranks of four bits each,
 * most significant first (2 = 0 ... K = 11, A = 12). A-2-3-4-5 is the lowest straight (its top card is
 * the 5). Suits never rank. Lookup tables over the 8,192 sets of ranks are built once at module load and
 * the evaluation allocates nothing, because 20-20 Poker's simulation evaluates two million hands.
 */

/** The categories from worst to best; a value's category is its index here. */
export const pokerCategories = [
  'High Card',
  'One Pair',
  'Two Pair',
  'Three of a Kind',
  'Straight',
  'Flush',
  'Full House',
  'Four of a Kind',
  'Straight Flush',
] as const;
export type PokerCategory = (typeof pokerCategories)[number];

/** Each category's index in pokerCategories. */
const pokerCategoryIndex = {
  highCard: 0,
  onePair: 1,
  twoPair: 2,
  threeOfAKind: 3,
  straight: 4,
  flush: 5,
  fullHouse: 6,
  fourOfAKind: 7,
  straightFlush: 8,
} as const;
const { highCard, onePair, twoPair, threeOfAKind, straight, flush, fullHouse, fourOfAKind, straightFlush } =
  pokerCategoryIndex;

const categoryShift = 20;
const rankSets = 1 << 13;
const ace = 12;

/** The top card of the best straight in a set of ranks, or -1 when there is none. */
let straightTop = new Int8Array(0);
/** The set's five highest ranks packed as nibbles, highest first (missing ranks are zero). */
let topFive = new Int32Array(0);
/** How many ranks the set holds. */
let ranksIn = new Uint8Array(0);

/**
 * Fills the tables on the first hand valued, not as the module loads: the casino's games are one chunk, and
 * a table of another game (teen patti, baccarat) would build them for nothing on its page's first load.
 */
function buildRankSetTables(): void {
  straightTop = new Int8Array(rankSets).fill(-1);
  topFive = new Int32Array(rankSets);
  ranksIn = new Uint8Array(rankSets);
  for (let set = 0; set < rankSets; set += 1) {
    for (let top = ace; top >= 4; top -= 1) {
      const run = 0b11111 << (top - 4);
      if ((set & run) === run) {
        straightTop[set] = top;
        break;
      }
    }
    const wheel = (1 << ace) | 0b1111;
    if (straightTop[set] === -1 && (set & wheel) === wheel) straightTop[set] = 3;
    let packed = 0;
    let taken = 0;
    for (let rank = ace; rank >= 0 && taken < 5; rank -= 1) {
      if (set & (1 << rank)) {
        packed |= rank << (16 - 4 * taken);
        taken += 1;
      }
    }
    topFive[set] = packed;
    for (let rank = 0; rank <= ace; rank += 1) if (set & (1 << rank)) ranksIn[set] = (ranksIn[set] ?? 0) + 1;
  }
}

/** The highest `count` ranks of a set, packed from bit 16 down (count 1 to 5). */
function highest(set: number, count: number): number {
  return (topFive[set] ?? 0) & ~((1 << (20 - 4 * count)) - 1);
}

/** The highest rank of a non-empty set. */
function topRank(set: number): number {
  return (topFive[set] ?? 0) >> 16;
}

function valueOf(category: number, ranks: number): number {
  return category * (1 << categoryShift) + ranks;
}

/**
 * The value of the best five-card hand among 5 to 7 cards (no duplicates): higher is better. Everything
 * is kept in local bit sets (V8 runs this several times faster than counting into arrays): the ranks of
 * each suit, and the ranks seen at least once, twice, three and four times.
 */
export function pokerHandValue(cards: readonly CasinoCard[]): number {
  if (topFive.length === 0) buildRankSetTables();
  let spades = 0;
  let hearts = 0;
  let clubs = 0;
  let diamonds = 0;
  let once = 0;
  let twice = 0;
  let thrice = 0;
  let fourTimes = 0;
  for (const card of cards) {
    const bit = 1 << (card.rank === 1 ? ace : card.rank - 2);
    // Comparisons, not a keyed lookup: V8 reads a record by a string key several times slower.
    if (card.suit === 'S') spades |= bit;
    else if (card.suit === 'H') hearts |= bit;
    else if (card.suit === 'C') clubs |= bit;
    else diamonds |= bit;
    if (!(once & bit)) once |= bit;
    else if (!(twice & bit)) twice |= bit;
    else if (!(thrice & bit)) thrice |= bit;
    else fourTimes |= bit;
  }
  // Seven cards hold at most one suit five times, and then no full house or four of a kind.
  const suited =
    (ranksIn[spades] ?? 0) >= 5
      ? spades
      : (ranksIn[hearts] ?? 0) >= 5
        ? hearts
        : (ranksIn[clubs] ?? 0) >= 5
          ? clubs
          : (ranksIn[diamonds] ?? 0) >= 5
            ? diamonds
            : 0;
  if (suited) {
    const top = straightTop[suited] ?? -1;
    return top >= 0 ? valueOf(straightFlush, top << 16) : valueOf(flush, topFive[suited] ?? 0);
  }
  if (fourTimes) {
    const quad = topRank(fourTimes);
    return valueOf(fourOfAKind, (quad << 16) | (highest(once & ~fourTimes, 1) >> 4));
  }
  const trips = thrice & ~fourTimes;
  const pairs = twice & ~thrice;
  if (trips) {
    const set = topRank(trips);
    // A second set of trips plays as the full house's pair.
    const others = pairs | (trips & ~(1 << set));
    if (others) return valueOf(fullHouse, (set << 16) | (topRank(others) << 12));
  }
  const top = straightTop[once] ?? -1;
  if (top >= 0) return valueOf(straight, top << 16);
  if (trips) {
    const set = topRank(trips);
    return valueOf(threeOfAKind, (set << 16) | (highest(once & ~trips, 2) >> 4));
  }
  if (pairs) {
    const high = topRank(pairs);
    const rest = pairs & ~(1 << high);
    if (rest) {
      const low = topRank(rest);
      const kicker = topRank(once & ~(1 << high) & ~(1 << low));
      return valueOf(twoPair, (high << 16) | (low << 12) | (kicker << 8));
    }
    return valueOf(onePair, (high << 16) | (highest(once & ~pairs, 3) >> 4));
  }
  return valueOf(highCard, topFive[once] ?? 0);
}

/** The category index (into pokerCategories) of a hand value. */
export function pokerCategoryOf(value: number): number {
  return Math.floor(value / (1 << categoryShift));
}

/** "Two Pair", "Straight Flush" ... */
export function pokerCategoryName(value: number): PokerCategory {
  return pokerCategories[pokerCategoryOf(value)] ?? 'High Card';
}
