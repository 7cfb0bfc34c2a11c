import { canonicalDeck, type CasinoCard, type CasinoRank } from '../cards.ts';

/**
 * The 40-card deck of the number games, Worli Matka and Lottery (CASINO.md 7): A to 10 of each suit, each
 * card a digit, A = 1 ... 9 = 9 and 10 = 0, so every digit has four cards.
 */
const digitRanks: readonly CasinoRank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export const digitDeck: readonly CasinoCard[] = canonicalDeck({ copies: 1, ranks: digitRanks });

/** A card's digit: A 1, 2-9 face, 10 is 0. */
export function digitOf(card: CasinoCard): number {
  return card.rank % 10;
}
