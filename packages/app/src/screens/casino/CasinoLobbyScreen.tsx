import { CasinoLobby } from '@exchange/betting-widgets';
import { Inline } from '@exchange/design-system';
import type { CasinoGame } from '@exchange/domain';
import { Link } from 'react-router';
import * as screen from '../screen.css.ts';
import * as styles from './casino.css.ts';

export interface CasinoLobbyScreenProps {
  title: string;
  games: readonly CasinoGame[];
  loading: boolean;
  /** The category shown (spec 2's ids; All Casino is 35). */
  category: number;
  onCategoryChange: (categoryId: number) => void;
  /** An open game: the route goes to `/casino/{slug}/{match_id}`. */
  onOpenGame: (game: CasinoGame) => void;
  /** A closed game (disabled, match id -1): the route goes to /not-found (spec 2). */
  onNotFound: (game: CasinoGame) => void;
}

/** The player's casino pages, linked from every lobby. */
export const casinoLinks = [
  { to: '/casino/result', label: 'Casino Results' },
  { to: '/casino-bets', label: 'Live Casino Bets' },
  { to: '/casinoreport', label: 'Casino Report' },
] as const;

/** The title, and the links to the results and reports beside it on wide screens. */
export function CasinoHead({ title }: { title: string }) {
  return (
    <Inline align="between" alignY="baseline" space="small">
      <h1 className={screen.heading}>{title}</h1>
      <nav aria-label="Casino pages">
        <Inline as="ul" space="medium" className={styles.headLinks}>
          {casinoLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.headLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </Inline>
      </nav>
    </Inline>
  );
}

/**
 * The live casino lobby (`/casino-in/live-dmd`, `/casino-games`, `/casino-list/LC/4/{categoryId}`): the
 * category tabs, All Casino first, over the game tiles.
 */
export function CasinoLobbyScreen({ title, ...lobby }: CasinoLobbyScreenProps) {
  return (
    <div className={`${screen.page} ${styles.casinoPage}`}>
      <CasinoHead title={title} />
      <CasinoLobby
        games={lobby.games}
        loading={lobby.loading}
        category={lobby.category}
        onCategoryChange={lobby.onCategoryChange}
        onOpenGame={lobby.onOpenGame}
        onNotFound={lobby.onNotFound}
      />
    </div>
  );
}
