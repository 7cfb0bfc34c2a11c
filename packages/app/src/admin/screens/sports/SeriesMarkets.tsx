import { Badge, Select, Stack, Table } from '@exchange/design-system';
import { messages, type Match } from '@exchange/domain';
import { Link } from 'react-router';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import type { SeriesMarketsWindow } from '../../sportsApi.ts';
import { matchMarketsPath } from './ActiveMatchesScreen.tsx';
import { LocalList } from './LocalList.tsx';
import * as styles from './SeriesMarkets.css.ts';

/** A series of the platform with its matches that have a market (get-series-with-market). */
export interface SeriesWithMarkets {
  readonly seriesId: number;
  readonly seriesName: string;
  readonly matches: readonly Match[];
}

export const seriesMarketsWindows = [
  { value: 'open', label: 'All open matches' },
  { value: 'soon', label: 'In play or within a day' },
] as const satisfies readonly { value: SeriesMarketsWindow; label: string }[];

export interface SeriesMarketsProps {
  sportName: string;
  series: readonly SeriesWithMarkets[];
  window: SeriesMarketsWindow;
  onWindowChange: (window: SeriesMarketsWindow) => void;
  status: ReportStatus;
  error?: string | undefined;
}

/**
 * The sport's series as players can bet on them: each with its matches that have a market, every match
 * leading to its markets (get-series-with-market, or -with-date for those in play or within a day).
 */
export function SeriesMarkets({
  sportName,
  series,
  window,
  onWindowChange,
  status,
  error,
}: SeriesMarketsProps) {
  return (
    <section className={screen.page} aria-labelledby="series-markets">
      <h2 id="series-markets" className={screen.subheading}>
        Series with markets
      </h2>
      <div className={screen.filters}>
        <Select
          label="Matches"
          options={seriesMarketsWindows}
          value={window}
          onValueChange={(value) => onWindowChange(value === 'soon' ? 'soon' : 'open')}
        />
      </div>
      <LocalList
        rows={series}
        searchTexts={(row) => [row.seriesName, ...row.matches.map((match) => match.matchName)]}
        searchLabel="Search By Series or Match"
        paginationLabel="Pages of series with markets"
        status={status}
        error={error}
      >
        {(rows) => (
          <Table.Root caption={`Series of ${sportName} with markets`} hideCaption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>Series</Table.HeaderCell>
                <Table.HeaderCell>Matches with markets</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body emptyText={messages.noRecordsFound}>
              {rows.map((row) => (
                <Table.Row key={row.seriesId}>
                  <Table.Cell>{row.seriesName}</Table.Cell>
                  <Table.Cell>
                    <Stack as="ul" space="xsmall" className={styles.matches}>
                      {row.matches.map((match) => (
                        <li key={match.matchId}>
                          <Link to={matchMarketsPath('activeMarkets', match.matchId)}>{match.matchName}</Link>
                          {match.inPlay && (
                            <>
                              {' '}
                              <Badge size="small" tone="positive">
                                In play
                              </Badge>
                            </>
                          )}
                        </li>
                      ))}
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </LocalList>
    </section>
  );
}
