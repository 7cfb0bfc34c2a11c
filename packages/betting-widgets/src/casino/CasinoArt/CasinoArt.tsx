import { casinoGameDefinition } from '@exchange/domain';
import { forwardRef } from 'react';
import { CasinoArtDrawing, type CasinoArtDrawingProps } from './CasinoArtDrawing.tsx';

export interface CasinoArtProps extends Omit<CasinoArtDrawingProps, 'art'> {
  /** The game's code (the lobby's slug): its definition says what is drawn. */
  code: string;
}

/**
 * A casino game's artwork by its code, from the game's own definition (`presentation.art`). This reads the
 * registry, so it loads every game's engine with it: a page that has the lobby's answer draws its `art`
 * with CasinoArtDrawing instead. A code the registry does not list gets the felt alone.
 */
export const CasinoArt = forwardRef<HTMLSpanElement, CasinoArtProps>(function CasinoArt(
  { code, ...rest },
  ref,
) {
  return <CasinoArtDrawing ref={ref} art={casinoGameDefinition(code)?.presentation.art} {...rest} />;
});
CasinoArt.displayName = 'CasinoArt';
