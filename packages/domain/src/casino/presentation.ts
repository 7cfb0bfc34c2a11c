import type { CardRank } from '../cards.ts';
import type { CasinoArtGlyph, LiveCasinoGroupSlug } from '../constants/casino.ts';

/**
 * What players and agents see of a game besides its rounds (issue 40): its rules, how its table groups the
 * cards, its lobby tile and its admin group. Every game the registry lists carries its own (the registry's
 * type requires it), so a new game cannot reach the lobby with a borrowed table or tile. Data only: the
 * widgets draw it, so the domain stays free of UI code.
 */
export interface CasinoGamePresentation {
  /** The rules as the table shows them to a player, condensed from CASINO.md 7. */
  readonly rules: readonly string[];
  /** How the round's table slots are grouped into named hands on screen. */
  readonly table: CasinoTableLayout;
  /** The lobby tile's drawing, for a game without an image of its own. */
  readonly art: CasinoGameArt;
  /** Spec 2's group (`/casinol/{group}`) the game is listed in. */
  readonly group: CasinoGameGroup;
  /** Also listed in Premium: the back-and-lay 1-Day tables. */
  readonly premium?: true;
}

/** A game's own group: Premium is a second listing (`premium`), Tembo a provider's lobby. */
export type CasinoGameGroup = Exclude<LiveCasinoGroupSlug, 'premium' | 'tembo'>;

/** The slots of the table a hand takes, given how many slots the table has. */
export type CasinoHandSlots = (length: number) => readonly number[];

export interface CasinoHandLayout {
  /** Whose cards: "Player A", "Dragon", "Board". */
  readonly label: string;
  readonly slots: CasinoHandSlots;
}

export interface CasinoTableLayout {
  readonly hands: readonly CasinoHandLayout[];
  /**
   * The table pads to its longest possible round (Queen, Race 20-20, Lucky 15): only the slots dealt so
   * far, and the next, are shown.
   */
  readonly paddedToLongest?: true;
}

export const slotsAt =
  (...indexes: number[]): CasinoHandSlots =>
  () =>
    indexes;

/** Every `step`-th slot from `start` (Andar Bahar's alternating sides, Queen's rotation). */
export const everySlot =
  (start: number, step: number): CasinoHandSlots =>
  (length) =>
    Array.from({ length: Math.max(0, Math.ceil((length - start) / step)) }, (_, i) => start + i * step);

export const slotsFrom = (start: number): CasinoHandSlots => everySlot(start, 1);

/** One hand of every slot: a row of cards or outcomes ("Cards", "Balls"). */
export const rowTable = (label: string): CasinoTableLayout => ({ hands: [{ label, slots: slotsFrom(0) }] });

/** One slot: the single card or outcome of the round ("Card", "Pocket"). */
export const oneSlotTable = (label: string): CasinoTableLayout => ({ hands: [{ label, slots: slotsAt(0) }] });

/** Player A and Player B, dealt A, B, A, B, A, B (the teen patti tables). */
export const teenPattiTable: CasinoTableLayout = {
  hands: [
    { label: 'Player A', slots: slotsAt(0, 2, 4) },
    { label: 'Player B', slots: slotsAt(1, 3, 5) },
  ],
};

/** One card to Dragon, then one to Tiger. */
export const dragonTigerHands: readonly CasinoHandLayout[] = [
  { label: 'Dragon', slots: slotsAt(0) },
  { label: 'Tiger', slots: slotsAt(1) },
];

export type { CasinoArtGlyph };

/** A card on a tile: the rank, then the suit's initial ('10D' is the ten of diamonds). */
export type CasinoArtCard = `${CardRank}${'S' | 'H' | 'D' | 'C'}`;

/** The tile's drawing: the cards the table deals, fanned, or a motif. */
export type CasinoGameArt = { readonly cards: readonly CasinoArtCard[] } | { readonly glyph: CasinoArtGlyph };
