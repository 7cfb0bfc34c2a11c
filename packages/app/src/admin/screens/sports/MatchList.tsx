import { Switch, Table } from '@exchange/design-system';
import { formatDateTime, messages, type Match } from '@exchange/domain';
import type { ReactNode } from 'react';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import { LocalList } from './LocalList.tsx';

export interface MatchListProps<T extends Match> {
  matches: readonly T[];
  caption: string;
  status: ReportStatus;
  error?: string | undefined;
  /** The headers after Match, Series and Starts. */
  columns: readonly string[];
  /** A row's cells after the match's name, series and start. */
  cells: (match: T) => ReactNode;
}

/** A sport's matches, found by name, series or id, a page at a time: name, series and start, then `cells`. */
export function MatchList<T extends Match>({
  matches,
  caption,
  status,
  error,
  columns,
  cells,
}: MatchListProps<T>) {
  return (
    <LocalList
      rows={matches}
      searchTexts={(match) => [match.matchName, match.seriesName ?? '', String(match.matchId)]}
      searchLabel="Search By Match"
      status={status}
      error={error}
    >
      {(rows) => (
        <Table.Root caption={caption} hideCaption>
          <Table.Head>
            <Table.Row>
              {['Match', 'Series', 'Starts', ...columns].map((column) => (
                <Table.HeaderCell key={column}>{column}</Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noResultFound}>
            {rows.map((match) => (
              <Table.Row key={match.matchId}>
                <Table.Cell>{match.matchName}</Table.Cell>
                <Table.Cell>{match.seriesName}</Table.Cell>
                <Table.Cell>{formatDateTime(match.openDate)}</Table.Cell>
                {cells(match)}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </LocalList>
  );
}

/** Whether players see a match: a switch in its row, named for the match. */
export function ShownSwitch({
  match,
  disabled,
  onChange,
}: {
  match: Match;
  disabled: boolean;
  onChange: (active: boolean) => void;
}) {
  return (
    <Switch
      label={`Show ${match.matchName} to players`}
      hideLabel
      checked={match.active}
      disabled={disabled}
      onCheckedChange={onChange}
    />
  );
}
