import { Badge, Inline, Select, Table } from '@exchange/design-system';
import { sportName, type AdminMatch } from '@exchange/domain';
import { useState } from 'react';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import type { ActiveMatchFilter } from '../../sportsApi.ts';
import * as styles from '../admin.css.ts';
import { MatchList, ShownSwitch } from './MatchList.tsx';
import { RowLink } from './RowControls.tsx';
import { ScreenTitle } from './ScreenTitle.tsx';

export interface ActiveMatchesScreenProps {
  sportId: number;
  /** The matchType of the path: open (in play and upcoming), in-play, upcoming or closed. */
  filter: ActiveMatchFilter;
  onFilterChange: (filter: ActiveMatchFilter) => void;
  matches: readonly AdminMatch[];
  status: ReportStatus;
  error?: string | undefined;
  /** update-match-active: shows the match to players or hides it. */
  onSetActive: (match: AdminMatch, active: boolean) => Promise<void>;
}

export const activeMatchFilters = [
  { value: 'open', label: 'In play and upcoming' },
  { value: 'in-play', label: 'In play' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'closed', label: 'Finished' },
] as const satisfies readonly { value: ActiveMatchFilter; label: string }[];

const statusLabels = { inPlay: 'In play', upcoming: 'Upcoming', closed: 'Finished' } as const;
const statusTones = { inPlay: 'positive', upcoming: 'neutral', closed: 'critical' } as const;

/** The path of one match's markets or fancies. */
export const matchMarketsPath = (page: 'activeMarkets' | 'activeFancies', matchId: number) =>
  adminPath(`${adminPages[page].path}/${matchId}`);

/**
 * `active-matches/{sportId}/{matchType?}`: the sport's activated matches, in play and upcoming (or finished),
 * each switched on or off for players and leading to its markets and fancies.
 */
export function ActiveMatchesScreen({
  sportId,
  filter,
  onFilterChange,
  matches,
  status,
  error,
  onSetActive,
}: ActiveMatchesScreenProps) {
  const [sending, setSending] = useState<number | null>(null);
  const name = sportName(sportId) ?? String(sportId);
  return (
    <div className={screen.page}>
      <ScreenTitle back={{ to: adminPath(`${adminPages.matches.path}/${sportId}`), label: 'Feed matches' }}>
        Active Matches: {name}
      </ScreenTitle>
      <div className={screen.filters}>
        <Select
          label="Matches"
          options={activeMatchFilters}
          value={filter}
          onValueChange={(value) =>
            onFilterChange(activeMatchFilters.find((option) => option.value === value)?.value ?? 'open')
          }
        />
      </div>
      <MatchList
        matches={matches}
        caption={`Active matches of ${name}`}
        status={status}
        error={error}
        columns={['State', 'Shown to Players', 'Markets']}
        cells={(match) => (
          <>
            <Table.Cell>
              <Badge size="small" tone={statusTones[match.status]}>
                {statusLabels[match.status]}
              </Badge>
              {match.score && <p className={screen.muted}>{match.score}</p>}
            </Table.Cell>
            <Table.Cell>
              <ShownSwitch
                match={match}
                disabled={sending === match.matchId || (match.status === 'closed' && !match.active)}
                onChange={(active) => {
                  setSending(match.matchId);
                  void onSetActive(match, active).finally(() => setSending(null));
                }}
              />
            </Table.Cell>
            <Table.Cell>
              <Inline as="span" alignY="center" space="xsmall" className={styles.actions}>
                <RowLink
                  to={matchMarketsPath('activeMarkets', match.matchId)}
                  label="Markets"
                  of={match.matchName}
                />
                <RowLink
                  to={matchMarketsPath('activeFancies', match.matchId)}
                  label="Fancies"
                  of={match.matchName}
                />
              </Inline>
            </Table.Cell>
          </>
        )}
      />
    </div>
  );
}
