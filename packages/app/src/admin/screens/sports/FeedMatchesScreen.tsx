import { Badge, Checkbox, Select, Table } from '@exchange/design-system';
import { sportName, type Match } from '@exchange/domain';
import { useState } from 'react';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import { MatchList, ShownSwitch } from './MatchList.tsx';
import { ScreenTitle } from './ScreenTitle.tsx';
import type { FeedSeries } from './SeriesScreen.tsx';

export interface FeedMatchesScreenProps {
  sportId: number;
  /** The sport's series, for the filter. */
  series: readonly FeedSeries[];
  /** The series shown; every series of the sport when absent. */
  seriesId?: number | undefined;
  onSeriesChange: (seriesId: number | undefined) => void;
  /** The feed's open events (data API get-matches), each saying whether players see it. */
  matches: readonly Match[];
  status: ReportStatus;
  error?: string | undefined;
  /** save-match: shows the event to players or hides it; `syncData` sets its markets the same way. */
  onActivate: (match: Match, active: boolean, syncData: boolean) => Promise<void>;
}

const allSeries = 'all';

/**
 * `matches/{sportId}`: the feed's events of a sport (or of one series), activated for players from here.
 * The switch sends save-match at once; "markets follow" is its syncData.
 */
export function FeedMatchesScreen({
  sportId,
  series,
  seriesId,
  onSeriesChange,
  matches,
  status,
  error,
  onActivate,
}: FeedMatchesScreenProps) {
  const [syncMarkets, setSyncMarkets] = useState(true);
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const name = sportName(sportId) ?? String(sportId);

  async function toggle(match: Match, active: boolean) {
    setSending((current) => new Set(current).add(match.matchId));
    try {
      await onActivate(match, active, syncMarkets);
    } finally {
      setSending((current) => {
        const next = new Set(current);
        next.delete(match.matchId);
        return next;
      });
    }
  }

  return (
    <div className={screen.page}>
      <ScreenTitle back={{ to: adminPath(`${adminPages.series.path}/${sportId}`), label: 'Series' }}>
        Matches: {name}
      </ScreenTitle>
      <div className={screen.filters}>
        <Select
          label="Series"
          options={[
            { value: allSeries, label: 'All series' },
            ...series.map((row) => ({ value: String(row.seriesId), label: row.seriesName })),
          ]}
          value={seriesId === undefined ? allSeries : String(seriesId)}
          onValueChange={(value) => onSeriesChange(value === allSeries ? undefined : Number(value))}
        />
        <Checkbox
          label="Markets follow the match"
          description="Switching a match on or off does the same to every market of it."
          checked={syncMarkets}
          onCheckedChange={(checked) => setSyncMarkets(checked === true)}
        />
      </div>
      <MatchList
        matches={matches}
        caption={`Matches of ${name}`}
        status={status}
        error={error}
        columns={['State', 'Shown to Players']}
        cells={(match) => (
          <>
            <Table.Cell>
              <Badge size="small" tone={match.inPlay ? 'positive' : 'neutral'}>
                {match.inPlay ? 'In play' : 'Upcoming'}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <ShownSwitch
                match={match}
                disabled={sending.has(match.matchId)}
                onChange={(active) => void toggle(match, active)}
              />
            </Table.Cell>
          </>
        )}
      />
    </div>
  );
}
