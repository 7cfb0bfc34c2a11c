import type { CardFace, CardSuit } from '../cards.ts';
import { parseCasinoCard, rankLabel, undealtSlot, type CasinoSuit } from './cards.ts';

/**
 * How a round's table (`definition.table(deal, shown)`: card codes in the game's slot order, "1" for a slot
 * still face down) is laid out on screen: the slots grouped into named hands, as the game deals them.
 * Pure, so the app's table, a partner's page and the fairness panel group the cards the same way.
 */

export interface CasinoTableHand {
  /** Whose cards: "Player A", "Dragon", "Board". */
  readonly label: string;
  /** The hand's slots in deal order: card codes (`KDD`), "1" face down, or an outcome's name ("4 Runs"). */
  readonly slots: readonly string[];
}

/** A hand by the table indexes it takes. */
type Layout = readonly { readonly label: string; readonly indexes: (length: number) => readonly number[] }[];

const at =
  (...indexes: number[]) =>
  () =>
    indexes;
/** Every `step`-th slot from `start` (Andar Bahar's alternating sides, Queen's rotation). */
const every =
  (start: number, step: number) =>
  (length: number): number[] =>
    Array.from({ length: Math.max(0, Math.ceil((length - start) / step)) }, (_, i) => start + i * step);
const from = (start: number) => every(start, 1);

const teenPatti: Layout = [
  { label: 'Player A', indexes: at(0, 2, 4) },
  { label: 'Player B', indexes: at(1, 3, 5) },
];
const dragonTiger: Layout = [
  { label: 'Dragon', indexes: at(0) },
  { label: 'Tiger', indexes: at(1) },
];
const oneCard: Layout = [{ label: 'Card', indexes: at(0) }];
const threeCards: Layout = [{ label: 'Cards', indexes: from(0) }];

const layouts: Readonly<Record<string, Layout>> = {
  teen20: teenPatti,
  teenmuf: teenPatti,
  Tp1Day: teenPatti,
  dt20: dragonTiger,
  dragontiger1Day: dragonTiger,
  dtl20: [...dragonTiger, { label: 'Lion', indexes: at(2) }],
  lucky7: oneCard,
  lucky5: oneCard,
  AAA: oneCard,
  btable: oneCard,
  poker20: [
    { label: 'Player A', indexes: at(0, 2) },
    { label: 'Player B', indexes: at(1, 3) },
    { label: 'Board', indexes: at(4, 5, 6, 7, 8) },
  ],
  baccarat: [
    { label: 'Player', indexes: at(0, 2, 4) },
    { label: 'Banker', indexes: at(1, 3, 5) },
  ],
  warcasino: [
    ...[1, 2, 3, 4, 5, 6].map((player) => ({ label: `Player ${player}`, indexes: at(player - 1) })),
    { label: 'Dealer', indexes: at(6) },
  ],
  card32: [
    ...[8, 9, 10, 11].map((player, index) => ({ label: `Player ${player}`, indexes: at(index) })),
    { label: 'Draws again', indexes: from(4) },
  ],
  // Bahar gets the first card (CASINO.md 7, ab20).
  ab20: [
    { label: 'Andar', indexes: every(1, 2) },
    { label: 'Bahar', indexes: every(0, 2) },
  ],
  queen: [0, 1, 2, 3].map((total) => ({ label: `Total ${total}`, indexes: every(total, 4) })),
  Cards3J: threeCards,
  trio: threeCards,
  worli: threeCards,
  lottcard: threeCards,
  race2020: [{ label: 'Cards', indexes: from(0) }],
  lucky15: [{ label: 'Balls', indexes: from(0) }],
  roulette: [{ label: 'Pocket', indexes: at(0) }],
  ballbyball: [{ label: 'Delivery', indexes: at(0) }],
  goal: [{ label: 'Attack', indexes: at(0) }],
};

/** Games whose table pads to its longest round: only the slots dealt so far, and the next, are shown. */
const paddedToLongest = new Set(['queen', 'race2020', 'lucky15']);

/** The table as named hands; a game without a layout shows one hand of all its slots. */
export function casinoTableHands(gameCode: string, table: readonly string[]): CasinoTableHand[] {
  const layout = layouts[gameCode] ?? [{ label: 'Cards', indexes: from(0) }];
  let length = table.length;
  if (paddedToLongest.has(gameCode)) {
    const dealt = table.findIndex((slot) => slot === undealtSlot);
    if (dealt >= 0) length = dealt + 1;
  }
  return layout
    .map(({ label, indexes }) => ({
      label,
      slots: indexes(length)
        .filter((index) => index < length)
        .map((index) => table[index] ?? undealtSlot),
    }))
    .filter((hand) => hand.slots.length > 0);
}

const suitNames: Readonly<Record<CasinoSuit, CardSuit>> = {
  S: 'spades',
  H: 'hearts',
  C: 'clubs',
  D: 'diamonds',
};

/** A table slot's card (`KDD`) as the card widgets draw it; undefined for a face-down slot or an outcome. */
export function casinoCardFace(code: string): CardFace | undefined {
  const card = parseCasinoCard(code);
  return card && { rank: rankLabel(card.rank) as CardFace['rank'], suit: suitNames[card.suit] };
}

/** A slot dealt face down: "1" (the feeds' word for it), or empty. */
export function isFaceDownSlot(code: string): boolean {
  return code === undealtSlot || code === '';
}

export type CasinoResultTone = 'back' | 'lay' | 'warning' | 'neutral' | 'accent';

const firstSides = new Set(['Player A', 'Dragon', 'Low Card', 'Andar', 'Player', 'Amar', 'Yes']);
const secondSides = new Set(['Player B', 'Tiger', 'High Card', 'Bahar', 'Banker', 'Akbar', 'No']);
const noWinner = new Set(['Tie', 'Seven', 'Six']);

/**
 * A result's chip in the last-results strip: a letter or two ("A", "B", "T", "L") and a tone, from the
 * winner's name. A name ending in a short token ("Player 11", "Total 2") shows that token.
 */
export function casinoResultChip(winnerName: string): { label: string; tone: CasinoResultTone } {
  const name = winnerName.trim();
  const words = name.split(/\s+/);
  const last = words.at(-1) ?? '';
  const tone: CasinoResultTone =
    name === 'Void'
      ? 'neutral'
      : noWinner.has(name)
        ? 'warning'
        : firstSides.has(name)
          ? 'back'
          : secondSides.has(name)
            ? 'lay'
            : 'accent';
  if (name === 'Seven') return { label: '7', tone };
  if (name === 'Six') return { label: '6', tone };
  if (words.length > 1 && last.length <= 2) return { label: last.toUpperCase(), tone };
  return { label: (name[0] ?? '?').toUpperCase(), tone };
}

const suitSymbols: Readonly<Record<string, string>> = { S: '\u2660', H: '\u2665', C: '\u2663', D: '\u2666' };

/** A result's text with its card codes as people write cards: "5DD 2CC JSS" reads "5♦ 2♣ J♠". */
export function casinoCardsText(text: string): string {
  return text.replace(
    /\b(A|[2-9]|10|J|Q|K)([SHCD])\2\b/g,
    (_, rank: string, suit: string) => `${rank}${suitSymbols[suit] ?? suit}`,
  );
}
