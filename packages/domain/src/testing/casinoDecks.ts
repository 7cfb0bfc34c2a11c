import { parseCasinoCard, type CasinoCard } from '../casino/cards.ts';

/** Card fixtures for the casino games' unit tests. */

/** The card a code such as `KDD` names; throws on anything else, so a typo fails the test that made it. */
export function cardOf(code: string): CasinoCard {
  const card = parseCasinoCard(code);
  if (!card) throw new Error(`Not a card code: ${code}`);
  return card;
}

/**
 * A deck in a chosen order: the cards named first, in that order, then the rest of `deck` in its own
 * order. Each named card takes one copy out of the deck; naming a card the deck no longer holds throws.
 */
export function stackedDeck(deck: readonly CasinoCard[], codes: readonly string[]): CasinoCard[] {
  const rest = [...deck];
  const top = codes.map((code) => {
    const card = cardOf(code);
    const index = rest.findIndex((other) => other.rank === card.rank && other.suit === card.suit);
    if (index < 0) throw new Error(`No ${code} left in the deck`);
    return rest.splice(index, 1)[0] as CasinoCard;
  });
  return [...top, ...rest];
}
