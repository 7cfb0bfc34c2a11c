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

/** The four suits, in bridge order. The spec names none; the casino tables deal a standard 52-card deck. */
export const cardSuits = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type CardSuit = (typeof cardSuits)[number];

/** One dealt card, face up. */
export interface CardFace {
  readonly rank: CardRank;
  readonly suit: CardSuit;
}

/** Hearts and diamonds are red, which the red/black side bets of Lucky 7 and Dragon Tiger turn on. */
export function isRedSuit(suit: CardSuit): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

const rankNames: Record<CardRank, string> = {
  A: 'Ace',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '10': 'Ten',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
};

/** What a person calls the card: "Queen of hearts". */
export function cardName(card: CardFace): string {
  return `${rankNames[card.rank]} of ${card.suit}`;
}

const suitLetters: Record<CardSuit, string> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };

/**
 * A card's code in a casino round's `cards` list (ours, the spec shows none): the rank then the suit's
 * initial, `QH` for the queen of hearts, `10S` for the ten of spades.
 */
export function cardCode(card: CardFace): string {
  return `${card.rank}${suitLetters[card.suit]}`;
}

/** Reads a card code; anything else (a card not yet dealt, a typo) is undefined. */
export function parseCardCode(code: string): CardFace | undefined {
  const rank = code.slice(0, -1);
  const suit = cardSuits.find((name) => suitLetters[name] === code.slice(-1));
  return suit && isCardRank(rank) ? { rank, suit } : undefined;
}
