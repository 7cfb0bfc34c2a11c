import { parseCardCode, type CardFace, type CasinoArtGlyph, type CasinoGameArt } from '@exchange/domain';

/**
 * What a game's tile shows when it has no artwork of its own: the game's own drawing (its definition's
 * `presentation.art`, data in the domain, which the lobby's answer carries): the cards its table deals,
 * fanned, or a drawn motif. A game without one gets the felt alone.
 */

export type { CasinoArtGlyph };

/** The colour family of the felt, by token: the games of one category share it. */
export const casinoArtTones = ['accent', 'back', 'lay', 'positive', 'warning', 'critical'] as const;
export type CasinoArtTone = (typeof casinoArtTones)[number];

export type CasinoArtMotif =
  | { readonly kind: 'cards'; readonly cards: readonly CardFace[] }
  | { readonly kind: 'glyph'; readonly glyph: CasinoArtGlyph };

export function casinoArtMotif(art: CasinoGameArt | undefined): CasinoArtMotif | undefined {
  if (!art) return undefined;
  if ('glyph' in art) return { kind: 'glyph', glyph: art.glyph };
  return { kind: 'cards', cards: art.cards.flatMap((card) => parseCardCode(card) ?? []) };
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
