/**
 * The playing cards of the in-house casino (CASINO.md sections 0, 1 and 3.6): a card is a rank 1..13
 * (A = 1, J = 11, Q = 12, K = 13) and a suit. Results write a card as its rank then its suit letter
 * doubled, as the public feeds do: `KDD`, `10SS`, `ACC`; "1" in a card slot is a card not dealt yet.
 */

/** Suits in canonical deck order, which is also the tie-break order, highest first: S > H > C > D. */
export const casinoSuits = ['S', 'H', 'C', 'D'] as const;
export type CasinoSuit = (typeof casinoSuits)[number];

export type CasinoRank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export const casinoRanks: readonly CasinoRank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

export interface CasinoCard {
  readonly rank: CasinoRank;
  readonly suit: CasinoSuit;
}

/** A card slot not dealt yet, as the feeds write it. */
export const undealtSlot = '1';

const rankLetters: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** "A", "2" ... "10", "J", "Q", "K". */
export function rankLabel(rank: CasinoRank): string {
  return rankLetters[rank] ?? String(rank);
}

/** `KDD`: the rank, then the suit letter twice. */
export function casinoCardCode(card: CasinoCard): string {
  return `${rankLabel(card.rank)}${card.suit}${card.suit}`;
}

/** Reads `KDD` back; anything else (the undealt "1", a typo) is undefined. */
export function parseCasinoCard(code: string): CasinoCard | undefined {
  const match = /^(A|[2-9]|10|J|Q|K)([SHCD])\2$/.exec(code);
  if (!match) return undefined;
  const [, label = '', suit = ''] = match;
  const rank = casinoRanks.find((candidate) => rankLabel(candidate) === label);
  return rank === undefined ? undefined : { rank, suit: suit as CasinoSuit };
}

/** Hearts and diamonds are red. */
export function isRedCard(card: CasinoCard): boolean {
  return card.suit === 'H' || card.suit === 'D';
}

/** Odd ranks: A, 3, 5, 7, 9, J, K (CASINO.md 1). */
export function isOddRank(rank: CasinoRank): boolean {
  return rank % 2 === 1;
}

/** Baccarat value: A 1, 2-9 face, 10 and pictures 0. */
export function baccaratPoint(rank: CasinoRank): number {
  return rank >= 10 ? 0 : rank;
}

/** Suit strength for tie-breaks: spade 4, heart 3, club 2, diamond 1. */
export function suitStrength(suit: CasinoSuit): number {
  return casinoSuits.length - casinoSuits.indexOf(suit);
}

/**
 * Compares two single cards by rank (A low, K high), then suit (S > H > C > D): positive when `a` is
 * higher. Zero only for the same rank and suit (possible with several decks).
 */
export function compareCardsWithSuit(a: CasinoCard, b: CasinoCard): number {
  return a.rank - b.rank || suitStrength(a.suit) - suitStrength(b.suit);
}

export interface DeckShape {
  /** How many copies of the deck are shuffled together. */
  readonly copies: number;
  /** The ranks used, in canonical order (default A..K). */
  readonly ranks?: readonly CasinoRank[];
}

/**
 * The canonical deck before shuffling (CASINO.md 3.6): for each copy, suits S, H, C, D, and within a suit
 * the ranks in ascending order, restricted to the ranks the game uses.
 */
export function canonicalDeck({ copies, ranks = casinoRanks }: DeckShape): CasinoCard[] {
  const deck: CasinoCard[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    for (const suit of casinoSuits) for (const rank of ranks) deck.push({ rank, suit });
  }
  return deck;
}
