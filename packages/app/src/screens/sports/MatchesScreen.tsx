import { MatchList, type MatchListItem, type PriceSelection } from '@exchange/betting-widgets';
import { Stack } from '@exchange/design-system';
import type { Match } from '@exchange/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as home from '../casino/HomeCasino.css.ts';
import * as screen from '../screen.css.ts';
import * as styles from './sports.css.ts';

export interface SportLink {
  readonly sportId: number;
  readonly name: string;
}

export interface MatchSection {
  /** 'In-Play', or a sport's name for its upcoming matches. */
  readonly title: string;
  readonly matches: readonly MatchListItem[];
}

export interface MatchesScreenProps {
  title: string;
  sports: readonly SportLink[];
  /** Marks the link of the listing shown: a sport, or null for all sports. */
  sportId: number | null;
  inPlayOnly: boolean;
  sections: readonly MatchSection[];
  onSelectMatch: (match: Match) => void;
  onSelectPrice: (selection: PriceSelection) => void;
  /** Beside the lists: the home page's casino tiles. */
  aside?: ReactNode;
}

/** The sports' listings: `/` (in play, then each sport's upcoming events), a sport, a sport in play. */
export function MatchesScreen(props: MatchesScreenProps) {
  const sportLinks = [
    { to: '/', label: 'All sports', current: props.sportId === null },
    ...props.sports.map((sport) => ({
      to: `/match/${sport.sportId}`,
      label: sport.name,
      current: props.sportId === sport.sportId,
    })),
  ];
  const statusLinks =
    props.sportId === null
      ? []
      : [
          { to: `/match/${props.sportId}`, label: 'All matches', current: !props.inPlayOnly },
          { to: `/match/${props.sportId}/in-play`, label: 'In play', current: props.inPlayOnly },
        ];
  return (
    <div className={`${screen.page} ${styles.listingPage}`}>
      <h1 className={screen.heading}>{props.title}</h1>
      <LinkRow label="Sports" links={sportLinks} />
      {statusLinks.length > 0 && <LinkRow label="Matches shown" links={statusLinks} />}
      <div className={home.container}>
        <div className={home.homeLayout}>
          {props.aside && <div className={home.aside}>{props.aside}</div>}
          <Stack space="large" className={home.lists}>
            {props.sections.map((section) => (
              <MatchList
                key={section.title}
                title={section.title}
                titleAs="h2"
                matches={section.matches}
                onSelectMatch={props.onSelectMatch}
                onSelectPrice={props.onSelectPrice}
              />
            ))}
          </Stack>
        </div>
      </div>
    </div>
  );
}

function LinkRow({
  label,
  links,
}: {
  label: string;
  links: readonly { to: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.sportNav}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.sportLink} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
