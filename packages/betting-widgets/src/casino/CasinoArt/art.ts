import type { CardRank, CardSuit } from '@exchange/domain';

/**
 * What a game's tile shows when it has no artwork of its own: the cards its table deals, fanned, or, for
 * the games that deal no cards, a drawn motif. Chosen per game code, then per category, so every
 * in-house game gets a picture without a request to anywhere.
 */

export const casinoArtGlyphs = ['wheel', 'cricket', 'football', 'matka', 'ticket', 'balls'] as const;
export type CasinoArtGlyph = (typeof casinoArtGlyphs)[number];

/** The colour family of the felt, by token: the games of one category share it. */
export const casinoArtTones = ['accent', 'back', 'lay', 'positive', 'warning', 'critical'] as const;
export type CasinoArtTone = (typeof casinoArtTones)[number];

export interface ArtCard {
  readonly rank: CardRank;
  readonly suit: CardSuit;
}

export type CasinoArtMotif =
  | { readonly kind: 'cards'; readonly cards: readonly ArtCard[] }
  | { readonly kind: 'glyph'; readonly glyph: CasinoArtGlyph };

const suits = { S: 'spades', H: 'hearts', C: 'clubs', D: 'diamonds' } as const;

/** 'KS QH JC' as cards: the short form keeps the table below readable. */
function hand(codes: string): CasinoArtMotif {
  return {
    kind: 'cards',
    cards: codes.split(' ').map((code) => ({
      rank: code.slice(0, -1) as CardRank,
      suit: suits[code.slice(-1) as keyof typeof suits],
    })),
  };
}

const glyph = (name: CasinoArtGlyph): CasinoArtMotif => ({ kind: 'glyph', glyph: name });

/** The in-house games (CASINO.md 7): each one's own deal, or its motif. */
const byCode: Readonly<Record<string, CasinoArtMotif>> = {
  teen20: hand('AS KH QC'),
  teenmuf: hand('2D 3C 5S'),
  Tp1Day: hand('AH AS AD'),
  trio: hand('8S 9H 10C'),
  dtl20: hand('KS QH JC'),
  dt20: hand('KS QH'),
  dragontiger1Day: hand('KD KC'),
  AAA: hand('AS 7H JD'),
  btable: hand('JH QS KD'),
  lucky7: hand('7H'),
  lucky5: hand('6D'),
  lucky15: glyph('balls'),
  ballbyball: glyph('cricket'),
  goal: glyph('football'),
  race2020: hand('KS KH KC KD'),
  queen: hand('QH'),
  warcasino: hand('9S 9H'),
  Cards3J: hand('3S 3H 3C'),
  ab20: hand('10D JC'),
  card32: hand('8S 9H 10C JD'),
  baccarat: hand('9D KS'),
  poker20: hand('AS KS'),
  worli: glyph('matka'),
  roulette: glyph('wheel'),
  lottcard: glyph('ticket'),
};

/** A game of a category not listed above (a new game before its art): the category's own motif. */
const byCategory: Readonly<Record<number, CasinoArtMotif>> = {
  31: glyph('wheel'),
  30: glyph('matka'),
  33: glyph('ticket'),
  34: glyph('cricket'),
};

const fallbackMotif = hand('AS');

export function casinoArtMotif(code: string, category: number): CasinoArtMotif {
  return byCode[code] ?? byCategory[category] ?? fallbackMotif;
}

/** Spec 2's category ids to a felt colour, so a category's games look related and neighbours differ. */
const toneByCategory: Readonly<Record<number, CasinoArtTone>> = {
  20: 'accent',
  21: 'back',
  22: 'lay',
  23: 'critical',
  24: 'back',
  26: 'warning',
  27: 'positive',
  28: 'lay',
  29: 'critical',
  30: 'warning',
  31: 'positive',
  32: 'lay',
  33: 'warning',
  34: 'positive',
  40: 'lay',
  41: 'back',
  73: 'accent',
};

export function casinoArtTone(category: number): CasinoArtTone {
  return toneByCategory[category] ?? 'accent';
}
