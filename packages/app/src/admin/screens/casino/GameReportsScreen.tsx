import { Amount, Button, DateRangeField, EmptyState, Table } from '@exchange/design-system';
import { lotteryReportGameCode, messages, type DateRange } from '@exchange/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import * as styles from './casino.css.ts';
import { useReportDateBounds } from '../../../screens/reports/useReportDateBounds.ts';
import { Failure } from '../../../forms/Failure.tsx';

/** The figures of a game (or of all of them) in the period. */
export interface GameReportFigures {
  readonly rounds: number;
  readonly bets: number;
  /** Rupees staked by the downline. */
  readonly stake: number;
  /** The downline players' net: positive when they won. */
  readonly downlinePnl: number;
  /** The operator's share: positive when the downline lost. */
  readonly pnl: number;
}

export interface GameReportRow extends GameReportFigures {
  readonly gameCode: string;
  readonly gameName: string;
}

export interface GameReportsScreenProps {
  range: DateRange;
  onSubmit: (range: DateRange) => void;
  rows: readonly GameReportRow[];
  total: GameReportFigures;
  status: ReportStatus;
  error?: string | undefined;
  /** Beside Submit (issue 41): the report's download, of the period applied. */
  actions?: ReactNode;
}

const columns = ['Game', 'Rounds', 'Bets', 'Stake', 'Downline P/L', 'Your P/L'] as const;

/** A game's line opens its live table; the lottery's (issue 39) its draws. */
const gamePath = (gameCode: string) =>
  adminPath(
    gameCode === lotteryReportGameCode
      ? adminPages.lottery.path
      : `${adminPages.casinoTable.path}/${gameCode}`,
  );

function Figures({ figures, strong = false }: { figures: GameReportFigures; strong?: boolean }) {
  const className = strong ? styles.total : undefined;
  return (
    <>
      <Table.Cell numeric className={className}>
        {figures.rounds}
      </Table.Cell>
      <Table.Cell numeric className={className}>
        {figures.bets}
      </Table.Cell>
      <Table.Cell numeric className={className}>
        <Amount value={figures.stake} tone="none" />
      </Table.Cell>
      <Table.Cell numeric className={className}>
        <Amount value={figures.downlinePnl} />
      </Table.Cell>
      <Table.Cell numeric className={className}>
        <Amount value={figures.pnl} />
      </Table.Cell>
    </>
  );
}

/**
 * `game-reports`: the casino's settled rounds of the operator's downline in a period (the last 7 days at
 * first, spec 9), by game: rounds, bets, stake, the downline's net and the operator's share of it by
 * partnership, with their totals. Each game opens its live table.
 */
export function GameReportsScreen({
  range,
  onSubmit,
  rows,
  total,
  status,
  error,
  actions,
}: GameReportsScreenProps) {
  const [draft, setDraft] = useState({ start: range.startDate, end: range.endDate });
  const bounds = useReportDateBounds();
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Game Reports</h1>
      <form
        className={screen.reportFilters}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ startDate: draft.start, endDate: draft.end });
        }}
      >
        <DateRangeField
          label="Period"
          className={screen.period}
          value={draft}
          onValueChange={setDraft}
          min={bounds.min}
          max={bounds.max}
          required
        />
        <Button type="submit" loading={status === 'loading'}>
          Submit
        </Button>
        {actions}
      </form>
      <Failure message={status === 'error' && error} />
      {rows.length === 0 && status !== 'loading' ? (
        <EmptyState
          title={messages.noResultFound}
          description="No casino round of your downline settled in this period."
        />
      ) : (
        <div className={styles.tableBox} aria-busy={status === 'loading'}>
          <Table.Root caption="Game Reports" hideCaption striped>
            <Table.Head>
              <Table.Row>
                {columns.map((column) => (
                  <Table.HeaderCell key={column} numeric={column !== 'Game'}>
                    {column}
                  </Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.gameCode}>
                  <Table.Cell>
                    <Link to={gamePath(row.gameCode)}>{row.gameName}</Link>
                  </Table.Cell>
                  <Figures figures={row} />
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell className={styles.total}>Total</Table.Cell>
                <Figures figures={total} strong />
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </div>
      )}
    </div>
  );
}
