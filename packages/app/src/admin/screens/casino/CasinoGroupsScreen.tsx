import { CasinoArt, CasinoTile } from '@exchange/betting-widgets';
import { Columns, EmptyState, Inline, Stack } from '@exchange/design-system';
import { liveCasinoGroups, type LiveCasinoGroupSlug } from '@exchange/domain';
import { Link } from 'react-router';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import * as styles from './casino.css.ts';
import { Failure } from '../../../forms/Failure.tsx';

/** One in-house game as the panel lists it. */
export interface CasinoGameTile {
  readonly code: string;
  readonly name: string;
  readonly image: string;
  /** The lobby's category id: with the code, picks the game's drawn artwork (CasinoArt). */
  readonly category: number;
  /** Closed by the Super Admin: players cannot open it; the operator still sees its table. */
  readonly closed: boolean;
  readonly groups: readonly LiveCasinoGroupSlug[];
}

export interface CasinoGroupsScreenProps {
  games: readonly CasinoGameTile[];
  /** The group shown; every group, each under its heading, when undefined. */
  group: LiveCasinoGroupSlug | undefined;
  status: ReportStatus;
  error?: string | undefined;
  /** A tile was chosen: the host opens that game's table. */
  onOpen: (code: string) => void;
}

const groupPath = (slug?: string) => adminPath(`${adminPages.ourCasino.path}${slug ? `/${slug}` : ''}`);

function Tiles({ games, onOpen }: { games: readonly CasinoGameTile[]; onOpen: (code: string) => void }) {
  return (
    <Columns as="ul" minColumnWidth="min(45%, 150px)" space="medium" className={styles.tiles}>
      {games.map((game) => (
        <li key={game.code} className={styles.tileItem}>
          <CasinoTile
            className={styles.tile}
            name={game.name}
            image={game.image}
            artwork={<CasinoArt code={game.code} category={game.category} />}
            disabled={game.closed}
            onClick={() => onOpen(game.code)}
          />
        </li>
      ))}
    </Columns>
  );
}

/**
 * `casinol/{group}` (Our Casino): the in-house games as a grid of icons, by spec 2's groups (premium,
 * tembo, roulette ... others), each opening the game's live table with the downline's book.
 */
export function CasinoGroupsScreen({ games, group, status, error, onOpen }: CasinoGroupsScreenProps) {
  const shownGroups = liveCasinoGroups
    .filter((entry) => group === undefined || entry.slug === group)
    .map((entry) => ({ ...entry, games: games.filter((game) => game.groups.includes(entry.slug)) }))
    .filter((entry) => group !== undefined || entry.games.length > 0);
  const title = liveCasinoGroups.find((entry) => entry.slug === group)?.name ?? 'Our Casino';
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>{title}</h1>
      <nav aria-label="Casino groups">
        <Inline as="ul" space="xsmall" className={styles.groupLinks}>
          {[{ slug: undefined, name: 'All' }, ...liveCasinoGroups].map((entry) => (
            <li key={entry.slug ?? 'all'}>
              <Link
                className={styles.groupLink}
                to={groupPath(entry.slug)}
                aria-current={entry.slug === group ? 'page' : undefined}
              >
                {entry.name}
              </Link>
            </li>
          ))}
        </Inline>
      </nav>
      <Failure message={status === 'error' && error} />
      <Stack space="medium" className={styles.section} aria-busy={status === 'loading'}>
        {shownGroups.map((entry) =>
          group === undefined ? (
            <Stack
              as="section"
              key={entry.slug}
              space="medium"
              className={styles.section}
              aria-labelledby={`group-${entry.slug}`}
            >
              <h2 id={`group-${entry.slug}`} className={screen.subheading}>
                {entry.name}
              </h2>
              <Tiles games={entry.games} onOpen={onOpen} />
            </Stack>
          ) : entry.games.length > 0 ? (
            <Tiles key={entry.slug} games={entry.games} onOpen={onOpen} />
          ) : (
            status !== 'loading' && (
              <EmptyState
                key={entry.slug}
                title="No in-house game in this group"
                description={`${entry.name} games are played from a provider's lobby, not on our tables.`}
              />
            )
          ),
        )}
      </Stack>
    </div>
  );
}
