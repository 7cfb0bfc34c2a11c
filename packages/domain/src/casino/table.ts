import type { CardFace, CardSuit } from '../cards.ts';
import { parseCasinoCard, rankLabel, undealtSlot, type CasinoSuit } from './cards.ts';
import { casinoGameDefinition } from './games/index.ts';
import { rowTable } from './presentation.ts';

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

const unlistedGameTable = rowTable('Cards');

/**
 * The table as named hands, by the game's own layout (`presentation.table`). A code the registry does not
 * list (a server newer than this page) has no layout: its slots are shown as they come, one hand.
 */
export function casinoTableHands(gameCode: string, table: readonly string[]): CasinoTableHand[] {
  const layout = casinoGameDefinition(gameCode)?.presentation.table ?? unlistedGameTable;
  let length = table.length;
  if (layout.paddedToLongest) {
    const dealt = table.findIndex((slot) => slot === undealtSlot);
    if (dealt >= 0) length = dealt + 1;
  }
  return layout.hands
    .map(({ label, slots }) => ({
      label,
      slots: slots(length)
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
