import { casinoCardCode, type CasinoCard } from '../cards.ts';
import { shuffled, type RandomSource } from '../fairness.ts';
import { slots } from '../runners.ts';
import { colorMarket, oddEvenMarket, type CardOf, type Label, type RuleMarket } from './cardBets.ts';

/**
 * A deal of a few cards face up in a row (Dragon, Tiger, Lion): the shuffled deck's first cards, in deal
 * order. The shuffle's own copy is cut down to them rather than copied again, since an 8-deck shuffle a
 * million times is what the simulation spends its time on.
 */
export type DealtCards = readonly CasinoCard[];

export function dealCards(random: RandomSource, deck: readonly CasinoCard[], count: number): DealtCards {
  const cards = shuffled(random, deck);
  cards.length = count;
  return cards;
}

/** The card in slot `index` of the row, for rules and side markets about one hand. */
export function cardAt(index: number): CardOf<DealtCards> {
  return (cards) => cards[index] as CasinoCard;
}

/** The table's slots: the cards shown so far, "1" for the rest. */
export function dealtTable(cards: DealtCards, shown: number): string[] {
  return slots(cards.map(casinoCardCode), shown);
}

/** The sides of the dragon tiger tables, in deal order, with the selection id block of each side's bets. */
export const dragonTigerSides = [
  { name: 'Dragon', key: 'dragon', letter: 'D', ids: 100 },
  { name: 'Tiger', key: 'tiger', letter: 'T', ids: 200 },
  { name: 'Lion', key: 'lion', letter: 'L', ids: 300 },
] as const;

export type DragonTigerSide = (typeof dragonTigerSides)[number];

/** The result's row of each side's card: `Dragon: KSS`. */
export function sideRows(
  cards: DealtCards,
  sides: readonly DragonTigerSide[],
): { label: string; value: string }[] {
  return sides.map((side, index) => ({
    label: side.name,
    value: casinoCardCode(cards[index] as CasinoCard),
  }));
}

/**
 * Each side's bets on its own card: `<side>OddEven` (Even at the side's ids + 1, Odd + 2), `<side>Color`
 * (Red + 3, Black + 4), then the game's own (`more`: by rank, by suit). `runnerName` writes a bet's name
 * for the side, `Dragon Even` or `Even D`.
 */
export function perSideMarkets(
  sides: readonly DragonTigerSide[],
  prices: { readonly even: number; readonly odd: number; readonly color: number },
  runnerName: (side: DragonTigerSide, name: string) => string,
  more: (side: DragonTigerSide, cardOf: CardOf<DealtCards>, label: Label) => RuleMarket<DealtCards>[],
): RuleMarket<DealtCards>[] {
  return sides.flatMap((side, index) => {
    const cardOf = cardAt(index);
    const label: Label = (name) => runnerName(side, name);
    return [
      oddEvenMarket(`${side.key}OddEven`, `${side.name} Even / Odd`, cardOf, side.ids + 1, prices, label),
      colorMarket(`${side.key}Color`, `${side.name} Red / Black`, cardOf, side.ids + 3, prices.color, label),
      ...more(side, cardOf, label),
    ];
  });
}
