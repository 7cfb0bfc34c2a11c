import { Columns, EmptyState, Skeleton } from '@exchange/design-system';
import { liveCasinoGroups, type CasinoGame } from '@exchange/domain';
import { Link } from 'react-router';
import * as screen from '../screen.css.ts';
import * as sports from '../sports/sports.css.ts';
import * as styles from './casino.css.ts';
import { CasinoHead } from './CasinoLobbyScreen.tsx';
import { GameTiles, tileColumns } from './GameTiles.tsx';

export interface CasinoGroupScreenProps {
  group: { readonly slug: string; readonly name: string };
  /** The group's games. */
  games: readonly CasinoGame[];
  loading: boolean;
  onOpenGame: (game: CasinoGame) => void;
  onNotFound: (game: CasinoGame) => void;
}

/** A group page (`/casinol/{groupSlug}`): the group's games, with links to the other groups. */
export function CasinoGroupScreen({ group, games, loading, ...open }: CasinoGroupScreenProps) {
  return (
    <div className={`${screen.page} ${styles.casinoPage}`}>
      <CasinoHead title={group.name} />
      <nav aria-label="Casino groups">
        {/* The sport links' row and pills: one scrolling row on phones, wrapping on wider screens. */}
        <ul className={sports.sportNav}>
          {liveCasinoGroups.map((item) => (
            <li key={item.slug}>
              <Link
                to={`/casinol/${item.slug}`}
                className={sports.sportLink}
                aria-current={item.slug === group.slug ? 'page' : undefined}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loading ? (
        <Columns asChild {...tileColumns}>
          <Skeleton.Group label="Loading games">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton.Rect key={index} height="auto" style={{ aspectRatio: '4 / 3' }} />
            ))}
          </Skeleton.Group>
        </Columns>
      ) : games.length === 0 ? (
        <EmptyState
          title={`No ${group.name} games right now`}
          description={<Link to="/casino-in/live-dmd">See every game in the lobby</Link>}
          titleAs="p"
          size="small"
        />
      ) : (
        <GameTiles games={games} label={`${group.name} games`} {...open} />
      )}
    </div>
  );
}
