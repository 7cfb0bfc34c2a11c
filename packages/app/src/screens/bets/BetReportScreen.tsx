import { Amount, Select, Table } from '@exchange/design-system';
import {
  betListFilters,
  formatDateTime,
  fromMinor,
  messages,
  runnerLabel,
  reportOutcome,
  reportOutcomeLabels,
  sportName,
  type BetListFilter,
  type BetRecord,
} from '@exchange/domain';
import { ReportFrame, matchesSearch, type ReportFrameProps } from '../reports/ReportFrame.tsx';
import * as styles from './bets.css.ts';
import { CancelAllWaiting } from './CancelAllWaiting.tsx';

const betTypeLabels: Record<BetListFilter, string> = { all: 'All', back: 'Back', lay: 'Lay' };

export interface BetReportScreenProps extends Omit<ReportFrameProps, 'title' | 'children' | 'extraFilters'> {
  /** `/bethistory` shows each bet's result; `/unsettledbet` the bets still at stake. */
  report: 'history' | 'unsettled';
  betType: BetListFilter;
  onBetTypeChange: (betType: BetListFilter) => void;
  rows: readonly BetRecord[];
  /** Unsettled bets: cancels every waiting bet of the player (after a confirmation); answers how many. */
  onCancelAllWaiting?: (() => Promise<number>) | undefined;
}

const titles = { history: 'Bet History', unsettled: 'Unsettled Bets' } as const;

/**
 * The player's bets in a period: sport, event, market, the selection (spec 2's "Nation": the rate for a
 * session), side, odds, stake and when it was placed; the history adds how each bet ended and what it won
 * or lost, and why one that did not settle ended so (issue 39). Rows are coloured back or lay.
 */
export function BetReportScreen({
  report,
  betType,
  onBetTypeChange,
  rows,
  onCancelAllWaiting,
  ...frame
}: BetReportScreenProps) {
  const title = titles[report];
  const shown = rows
    .map((row) => ({
      ...row,
      date: formatDateTime(row.placedAt),
      nation: runnerLabel({ ...row, isFancy: row.betOn === 'FANCY' }),
      outcome: reportOutcomeLabels[reportOutcome(row)],
    }))
    .filter((row) =>
      matchesSearch(frame.search, row.matchName, row.marketName, row.nation, row.date, row.outcome),
    );
  return (
    <ReportFrame
      {...frame}
      title={title}
      searchLabel="Search"
      extraFilters={
        <Select
          label="Bet type"
          options={betListFilters.map((value) => ({ value, label: betTypeLabels[value] }))}
          value={betType}
          onValueChange={(value) => onBetTypeChange(betListFilters.find((type) => type === value) ?? 'all')}
        />
      }
      actions={
        <>
          {frame.actions}
          {onCancelAllWaiting && <CancelAllWaiting onCancelAll={onCancelAllWaiting} />}
        </>
      }
    >
      <Table.Root caption={title} hideCaption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Sport</Table.HeaderCell>
            <Table.HeaderCell>Event Name</Table.HeaderCell>
            <Table.HeaderCell>Market Name</Table.HeaderCell>
            <Table.HeaderCell>Nation</Table.HeaderCell>
            <Table.HeaderCell>Type</Table.HeaderCell>
            <Table.HeaderCell numeric>User Rate</Table.HeaderCell>
            <Table.HeaderCell numeric>Amount</Table.HeaderCell>
            {report === 'history' && (
              <>
                <Table.HeaderCell>Result</Table.HeaderCell>
                <Table.HeaderCell numeric>Profit/Loss</Table.HeaderCell>
              </>
            )}
            <Table.HeaderCell>Place Date</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText={messages.noResultFound}>
          {shown.map((row) => (
            <Table.Row key={row.id} tone={row.side}>
              <Table.Cell>{sportName(row.sportId)}</Table.Cell>
              <Table.Cell>{row.matchName}</Table.Cell>
              <Table.Cell>{row.marketName}</Table.Cell>
              <Table.Cell>{row.nation}</Table.Cell>
              <Table.Cell>{row.side === 'back' ? 'Back' : 'Lay'}</Table.Cell>
              <Table.Cell numeric>{row.odds}</Table.Cell>
              <Table.Cell numeric>
                <Amount value={fromMinor(row.stake)} tone="none" />
              </Table.Cell>
              {report === 'history' && (
                <>
                  <Table.Cell>
                    {row.outcome}
                    {row.reason && <span className={styles.cellNote}>{row.reason}</span>}
                  </Table.Cell>
                  <Table.Cell numeric>
                    {row.pnl === undefined ? '–' : <Amount value={row.pnl} tone="none" />}
                  </Table.Cell>
                </>
              )}
              <Table.Cell>{row.date}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ReportFrame>
  );
}
