import { casinoCardCode, casinoSuits, type CasinoCard, type CasinoSuit } from '../cards.ts';

/**
 * The teen patti ranking of three-card hands (CASINO.md 2), shared by every teen patti table and by the
 * simulations that call it millions of times. A hand's strength is one small integer: equal strengths
 * tie (suits never break a tie), higher is better. Strengths are looked up, never computed per call: each
 * ranking holds a table with the strength of every ordered triple of card indices.
 */

/** Categories, worst first, in the default order (under `pureSequenceBeatsTrail` the last two swap). */
export const teenPattiCategories = [
  'High card',
  'Pair',
  'Color',
  'Sequence',
  'Pure sequence',
  'Trail',
] as const;
export type TeenPattiCategory = (typeof teenPattiCategories)[number];

const [highCard, pair, color, sequence, pureSequence, trail] = [0, 1, 2, 3, 4, 5];

/** A card's index in the canonical deck (CASINO.md 3.6): suits S, H, C, D, ranks A..K within each. */
const suitOffsets: Record<CasinoSuit, number> = { S: 0, H: 13, C: 26, D: 39 };

export function cardIndexOf(card: CasinoCard): number {
  return suitOffsets[card.suit] + card.rank - 1;
}

/** The card at a canonical index. */
export function cardAtIndex(index: number): CasinoCard {
  const suit = casinoSuits[Math.floor(index / 13)] as CasinoSuit;
  return { rank: ((index % 13) + 1) as CasinoCard['rank'], suit };
}

/** Where an ordered triple of card indices sits in a ranking's `table`. */
export function tripleIndex(a: number, b: number, c: number): number {
  return (a * 52 + b) * 52 + c;
}

export interface TeenPattiRanking {
  readonly pureSequenceBeatsTrail: boolean;
  /** How many distinct strengths there are: strengths run from 0 (5-3-2 of mixed suits) to levels - 1. */
  readonly levels: number;
  /**
   * The strength of every triple of distinct card indices in any order, at `tripleIndex(a, b, c)`
   * (entries with a repeated index are unused). For hot loops that already hold card indices.
   */
  readonly table: Uint16Array;
  /** The strength of a hand of three distinct cards. */
  strength(cards: readonly CasinoCard[]): number;
  /** The category a strength belongs to. */
  categoryOf(strength: number): TeenPattiCategory;
}

/** Teen patti value of a rank: the ace is high (14), except inside the A-2-3 run. */
const highValue = (rank: number) => (rank === 1 ? 14 : rank);

/**
 * Sequence order (CASINO.md 2): A-K-Q, then A-2-3, then K-Q-J down to 4-3-2; a wrap like K-A-2 is none.
 * Returns 0 for ranks that are not a run, else the run's place (12 for A-K-Q ... 1 for 4-3-2).
 */
function runPlace(high: number, middle: number, low: number): number {
  if (high === 14 && middle === 3 && low === 2) return 11;
  if (high - middle !== 1 || middle - low !== 1) return 0;
  return high === 14 ? 12 : high - 3;
}

/** An ordering key for one hand: category first, then the tie-breaks; equal keys are ties. */
function handKey(a: number, b: number, c: number, trailOnTop: boolean): number {
  // Ranks as teen patti values, sorted high to low without allocating (this runs 22,100 times).
  let high = highValue((a % 13) + 1);
  let middle = highValue((b % 13) + 1);
  let low = highValue((c % 13) + 1);
  if (middle > high) [high, middle] = [middle, high];
  if (low > middle) [middle, low] = [low, middle];
  if (middle > high) [high, middle] = [middle, high];
  const suited = Math.floor(a / 13) === Math.floor(b / 13) && Math.floor(b / 13) === Math.floor(c / 13);
  const place = runPlace(high, middle, low);
  let category: number;
  let tieBreak: number;
  if (high === low) {
    category = trailOnTop ? trail : pureSequence;
    tieBreak = high;
  } else if (place > 0) {
    category = suited ? (trailOnTop ? pureSequence : trail) : sequence;
    tieBreak = place;
  } else if (high === middle || middle === low) {
    category = pair;
    // The pair's rank, then the odd card.
    tieBreak = middle * 16 + (high === middle ? low : high);
  } else {
    category = suited ? color : highCard;
    tieBreak = (high * 16 + middle) * 16 + low;
  }
  return category * 4096 + tieBreak;
}

function buildRanking(pureSequenceBeatsTrail: boolean): TeenPattiRanking {
  // Keys are below 6 x 4096: strengths are the keys' places among the distinct keys that occur.
  const keyTable = new Int32Array(52 * 52 * 52);
  const occurs = new Uint8Array(6 * 4096);
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1) {
        const key = handKey(a, b, c, !pureSequenceBeatsTrail);
        keyTable[tripleIndex(a, b, c)] = key;
        occurs[key] = 1;
      }
  const strengthOfKey = new Int32Array(occurs.length);
  const categories: number[] = [];
  occurs.forEach((present, key) => {
    if (!present) return;
    strengthOfKey[key] = categories.length;
    const category = Math.floor(key / 4096);
    // Under the flag trail and pure sequence swap places in the order; the names keep theirs.
    categories.push(
      pureSequenceBeatsTrail && category >= pureSequence ? trail + pureSequence - category : category,
    );
  });
  const table = new Uint16Array(52 * 52 * 52);
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1) {
        const strength = strengthOfKey[keyTable[tripleIndex(a, b, c)] ?? 0] ?? 0;
        table[tripleIndex(a, b, c)] = strength;
        table[tripleIndex(a, c, b)] = strength;
        table[tripleIndex(b, a, c)] = strength;
        table[tripleIndex(b, c, a)] = strength;
        table[tripleIndex(c, a, b)] = strength;
        table[tripleIndex(c, b, a)] = strength;
      }
  return {
    pureSequenceBeatsTrail,
    levels: categories.length,
    table,
    strength: (cards) =>
      table[
        tripleIndex(
          cardIndexOf(cards[0] as CasinoCard),
          cardIndexOf(cards[1] as CasinoCard),
          cardIndexOf(cards[2] as CasinoCard),
        )
      ] ?? 0,
    categoryOf: (strength) => teenPattiCategories[categories[strength] ?? 0] as TeenPattiCategory,
  };
}

const rankings = new Map<boolean, TeenPattiRanking>();

/**
 * The ranking of a table (CASINO.md 2): trail above pure sequence unless the table's
 * `pureSequenceBeatsTrail` flag says otherwise (default false, chosen). Built on first use, then kept.
 */
export function teenPattiRanking({ pureSequenceBeatsTrail = false } = {}): TeenPattiRanking {
  let ranking = rankings.get(pureSequenceBeatsTrail);
  if (!ranking) {
    ranking = buildRanking(pureSequenceBeatsTrail);
    rankings.set(pureSequenceBeatsTrail, ranking);
  }
  return ranking;
}

export interface TeenPattiOrder {
  /** Muflis: the lowest hand wins, the whole order reversed (tie-breaks included). */
  readonly muflis?: boolean;
  readonly pureSequenceBeatsTrail?: boolean;
}

/**
 * Compares two hands under a table's order: positive when `a` wins, negative when `b` wins, 0 for a tie
 * (equal on every rank; suits never break it).
 */
export function compareTeenPatti(
  a: readonly CasinoCard[],
  b: readonly CasinoCard[],
  { muflis = false, pureSequenceBeatsTrail = false }: TeenPattiOrder = {},
): number {
  const ranking = teenPattiRanking({ pureSequenceBeatsTrail });
  const strengthOfA = ranking.strength(a);
  const strengthOfB = ranking.strength(b);
  return muflis ? strengthOfB - strengthOfA : strengthOfA - strengthOfB;
}

/** A hand's category (the same under either order of trail and pure sequence). */
export function teenPattiCategory(cards: readonly CasinoCard[]): TeenPattiCategory {
  const ranking = teenPattiRanking();
  return ranking.categoryOf(ranking.strength(cards));
}

/** A hand as a result row shows it: `KSS QSS JSS - Pure sequence`. */
export function describeTeenPattiHand(cards: readonly CasinoCard[]): string {
  return `${cards.map(casinoCardCode).join(' ')} - ${teenPattiCategory(cards)}`;
}
