import { Box, Inline } from '@exchange/design-system';
import type { CasinoGameArt } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { PlayingCard } from '../PlayingCard/PlayingCard.tsx';
import { casinoArtMotif, casinoArtTone } from './art.ts';
import * as styles from './CasinoArt.css.ts';
import { Glyph } from './Glyph.tsx';

export interface CasinoArtDrawingProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * What to draw: the game's `art` as the lobby's answer (get-casino-games) carries it. None (a game of
   * no drawing, or one this page cannot read) leaves the felt alone.
   */
  art: CasinoGameArt | undefined;
  /** The game's category id (spec 2): picks the felt's colour. */
  category: number;
}

/** How far the outer cards of a fan turn, in degrees. */
const fanDegrees = 10;

/**
 * A casino game's artwork drawn in the page from its description: the cards its table deals fanned on a
 * felt in the brand's colours, or a motif for the games without cards. Decorative: the tile around it is
 * named by the game. It reads no game definition, so a page drawing tiles from the lobby's answer (the
 * home page's casino strip) does not load the games' engines (ADR 0033).
 */
export const CasinoArtDrawing = forwardRef<HTMLSpanElement, CasinoArtDrawingProps>(function CasinoArtDrawing(
  { art, category, className, ...rest },
  ref,
) {
  const motif = casinoArtMotif(art);
  // The host's attributes go to the element itself, not through the atoms: an HTML `color` is no token.
  return (
    <Box asChild display="flex" alignItems="center" justifyContent="center">
      <span
        ref={ref}
        className={clsx(styles.felt, className)}
        data-tone={casinoArtTone(category)}
        aria-hidden="true"
        {...rest}
      >
        {!motif ? null : motif.kind === 'glyph' ? (
          <Glyph name={motif.glyph} />
        ) : (
          <Inline
            as="span"
            align="center"
            alignY="end"
            wrap={false}
            className={styles.fan}
            data-count={Math.min(motif.cards.length, 3)}
          >
            {motif.cards.map((card, index) => {
              const count = motif.cards.length;
              const turn = count === 1 ? 0 : -fanDegrees + (2 * fanDegrees * index) / (count - 1);
              const style = { '--turn': `${turn}deg` } as CSSProperties;
              return (
                <span key={`${card.rank}${card.suit}`} className={styles.slot} style={style}>
                  <PlayingCard rank={card.rank} suit={card.suit} className={styles.card} />
                </span>
              );
            })}
          </Inline>
        )}
      </span>
    </Box>
  );
});
CasinoArtDrawing.displayName = 'CasinoArtDrawing';
