import { CasinoArtDrawing, CasinoTile } from '@exchange/betting-widgets';
import { isCasinoGameClosed, type CasinoGame } from '@exchange/domain';
import * as styles from './casino.css.ts';

export interface GameTilesProps {
  games: readonly CasinoGame[];
  /** Names the list. */
  label: string;
  onOpenGame: (game: CasinoGame) => void;
  onNotFound: (game: CasinoGame) => void;
}

/** A grid of game tiles outside the lobby's tabs (a group page, the home page). */
export function GameTiles({ games, label, onOpenGame, onNotFound }: GameTilesProps) {
  return (
    <ul className={styles.tileGrid} aria-label={label}>
      {games.map((game) => {
        const closed = isCasinoGameClosed(game);
        return (
          <li key={game.slug} className={styles.tileItem}>
            <CasinoTile
              name={game.game_name}
              image={game.image}
              artwork={<CasinoArtDrawing art={game.art} category={game.category} />}
              disabled={closed}
              onClick={() => (closed ? onNotFound(game) : onOpenGame(game))}
            />
          </li>
        );
      })}
    </ul>
  );
}
