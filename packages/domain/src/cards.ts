/**
 * Card values of the in-house casino games. Spec 9: "Card values: K 13, Q 12, A 1, J 11; another scoring
 * variant K 0, Q 0, J 0, 10 0, A 1" (the second is baccarat's, DOMAIN.md).
 */
export const cardRanks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type CardRank = (typeof cardRanks)[number];

export function isCardRank(value: string): value is CardRank {
  return (cardRanks as readonly string[]).includes(value);
}

const pictureValues: Partial<Record<CardRank, number>> = { A: 1, J: 11, Q: 12, K: 13 };

/** Lucky 7, Dragon Tiger, 32 Cards: A 1, 2-10 their number, J 11, Q 12, K 13. */
export function cardValue(rank: CardRank): number {
  return pictureValues[rank] ?? Number(rank);
}

/** Baccarat: A 1, 2-9 their number, 10 and pictures 0. */
export function baccaratValue(rank: CardRank): number {
  const value = cardValue(rank);
  return value >= 10 ? 0 : value;
}

/** A baccarat hand's total: the sum of its values, mod 10 (DOMAIN.md "totals mod 10"). */
export function baccaratTotal(ranks: readonly CardRank[]): number {
  return ranks.reduce((total, rank) => total + baccaratValue(rank), 0) % 10;
}
