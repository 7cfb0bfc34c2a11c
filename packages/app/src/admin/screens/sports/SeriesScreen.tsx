import { Table } from '@exchange/design-system';
import { messages, sportName } from '@exchange/domain';
import { Link } from 'react-router';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import { LocalList } from './LocalList.tsx';
import { SeriesMarkets, type SeriesMarketsProps } from './SeriesMarkets.tsx';
import { ScreenTitle } from './ScreenTitle.tsx';

export interface FeedSeries {
  readonly seriesId: number;
  readonly seriesName: string;
}

export interface SeriesScreenProps {
  sportId: number;
  series: readonly FeedSeries[];
  status: ReportStatus;
  error?: string | undefined;
  /** The platform's series with their matches that have a market, under the feed's. */
  withMarkets: Omit<SeriesMarketsProps, 'sportName'>;
}

/** The matches screen of a sport, narrowed to one series when given. */
export function feedMatchesPath(sportId: number, seriesId?: number): string {
  const path = adminPath(`${adminPages.matches.path}/${sportId}`);
  return seriesId === undefined ? path : `${path}?series=${seriesId}`;
}

/**
 * `series/{sportId}`: the feed's competitions of a sport (data API get-series), each leading to its
 * matches; then the series players bet on, with their matches' markets (get-series-with-market).
 */
export function SeriesScreen({ sportId, series, status, error, withMarkets }: SeriesScreenProps) {
  const name = sportName(sportId) ?? String(sportId);
  return (
    <div className={screen.page}>
      <ScreenTitle back={{ to: adminPath(adminPages.sportsList.path), label: 'All sports' }}>
        Series: {name}
      </ScreenTitle>
      <LocalList
        rows={series}
        searchTexts={(row) => [row.seriesName, String(row.seriesId)]}
        searchLabel="Search By Series"
        status={status}
        error={error}
      >
        {(rows) => (
          <Table.Root caption={`Series of ${name}`} hideCaption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>Series</Table.HeaderCell>
                <Table.HeaderCell numeric>Series Id</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body emptyText={messages.noResultFound}>
              {rows.map((row) => (
                <Table.Row key={row.seriesId}>
                  <Table.Cell>
                    <Link to={feedMatchesPath(sportId, row.seriesId)}>{row.seriesName}</Link>
                  </Table.Cell>
                  <Table.Cell numeric>{row.seriesId}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </LocalList>
      <p className={screen.muted}>
        <Link to={feedMatchesPath(sportId)}>Every match of {name}</Link>
      </p>
      <SeriesMarkets sportName={name} {...withMarkets} />
    </div>
  );
}
