import { CasinoArtDrawing, CasinoTile } from '@exchange/betting-widgets';
import { Box, Columns } from '@exchange/design-system';
import { isCasinoGameClosed, type CasinoGame } from '@exchange/domain';
import * as styles from './casino.css.ts';

export interface GameTilesProps {
  games: readonly CasinoGame[];
  /** Names the list. */
  label: string;
  onOpenGame: (game: CasinoGame) => void;
  onNotFound: (game: CasinoGame) => void;
}

/** Tiles: as many columns of at least 132 px as fit, two on a phone; the lists and their placeholders. */
export const tileColumns = { minColumnWidth: 132, space: 'medium' } as const;

/** A grid of game tiles outside the lobby's tabs (a group page, the home page). */
export function GameTiles({ games, label, onOpenGame, onNotFound }: GameTilesProps) {
  return (
    <Columns as="ul" {...tileColumns} className={styles.tileList} aria-label={label}>
      {games.map((game) => {
        const closed = isCasinoGameClosed(game);
        return (
          // A grid cell, so the tile fills the row's height beside a taller one.
          <Box as="li" key={game.slug} display="grid">
            <CasinoTile
              name={game.game_name}
              image={game.image}
              artwork={<CasinoArtDrawing art={game.art} category={game.category} />}
              disabled={closed}
              onClick={() => (closed ? onNotFound(game) : onOpenGame(game))}
            />
          </Box>
        );
      })}
    </Columns>
  );
}
