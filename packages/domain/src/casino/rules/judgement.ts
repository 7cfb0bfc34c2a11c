import { casinoRanks, type CasinoCard, type CasinoRank } from '../cards.ts';

/**
 * 3 Card Judgement (CASINO.md 7: Cards3J, and Trio's two fixed runners): a bet on a set of ranks that
 * wins when any dealt card has one of them. A set of ranks is an integer with bit r for rank r (A = 1 ...
 * K = 13), so a player's pick fits in a selection id and a deal is checked with one AND.
 */

/** The set holding these ranks. */
export function rankSetOf(ranks: readonly CasinoRank[]): number {
  return ranks.reduce((set, rank) => set | (1 << rank), 0);
}

/** The ranks dealt, as a set. */
export function dealtRankSet(cards: readonly CasinoCard[]): number {
  return rankSetOf(cards.map((card) => card.rank));
}

/** The ranks of a set, lowest first; bits outside A..K are ignored. */
export function ranksOfSet(set: number): CasinoRank[] {
  return casinoRanks.filter((rank) => (set & (1 << rank)) !== 0);
}

const allRanks = rankSetOf(casinoRanks);

/** How many ranks a set holds, or -1 when it is not a set of ranks A..K (an integer with no other bit). */
export function rankSetSize(set: number): number {
  if (!Number.isSafeInteger(set) || set <= 0 || (set & ~allRanks) !== 0) return -1;
  let size = 0;
  for (let rest = set; rest !== 0; rest &= rest - 1) size += 1;
  return size;
}
