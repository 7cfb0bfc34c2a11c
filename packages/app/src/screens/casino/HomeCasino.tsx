import { CasinoArtDrawing, CasinoTile } from '@exchange/betting-widgets';
import { Inline, Stack } from '@exchange/design-system';
import { isCasinoGameClosed, type CasinoGame } from '@exchange/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import * as styles from './HomeCasino.css.ts';

export interface HomeCasinoProps {
  /** Spec 3's "home-page casino matches"; closed games are left out (they lead nowhere). */
  games: readonly CasinoGame[];
  onOpenGame: (game: CasinoGame) => void;
}

/** The casino beside the sports on the home page: its open games' tiles and the way to the lobby. */
export function HomeCasino({ games, onOpenGame }: HomeCasinoProps) {
  const titleId = useId();
  const open = games.filter((game) => !isCasinoGameClosed(game));
  if (open.length === 0) return null;
  return (
    <Stack as="section" space="small" aria-labelledby={titleId}>
      <Inline wrap={false} align="between" alignY="baseline" space="small">
        <h2 id={titleId} className={styles.title}>
          Live Casino
        </h2>
        <Link to="/casino-in/live-dmd" className={styles.more}>
          All games
        </Link>
      </Inline>
      <ul className={styles.tiles} aria-labelledby={titleId}>
        {open.map((game) => (
          <li key={game.slug} className={styles.tile}>
            <CasinoTile
              name={game.game_name}
              image={game.image}
              artwork={<CasinoArtDrawing art={game.art} category={game.category} />}
              onClick={() => onOpenGame(game)}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
