import { Amount, Inline, Table } from '@exchange/design-system';
import {
  fromMinor,
  messages,
  narrationLabel,
  sportName,
  sumMinor,
  toMinor,
  type DateRange,
} from '@exchange/domain';
import { ReportFrame, matchesSearch, type ReportFrameProps } from '../reports/ReportFrame.tsx';
import * as styles from './bets.css.ts';
import { ProfitLossChart } from './ProfitLossChart.tsx';
import type { ProfitLossSubject } from './profitLossChartModel.ts';
import { profitLossDays } from './profitLossDays.ts';

export interface ProfitLossRow {
  readonly sportId: number;
  /** "<match> / <market>": the part before the first slash is shown (spec 3). */
  readonly narration: string;
  /** Rupees, two decimals: the net, after the exchange's commission. */
  readonly total: number;
  /** Before commission (issue 41); absent from rows that predate it. */
  readonly gross?: number | undefined;
  /** The commission: negative for the player who paid it, an operator's share of it positive. */
  readonly commission?: number | undefined;
  readonly settledAt?: string | undefined;
}

export interface ProfitLossScreenProps extends Omit<ReportFrameProps, 'title' | 'children' | 'extraFilters'> {
  /** The page of results shown in the table. */
  rows: readonly ProfitLossRow[];
  /** Every result of the period, for the chart and the period's total. */
  period: readonly ProfitLossRow[];
  /** The period the results are for (the one submitted). */
  range: DateRange;
  /** A player's own results (the default), or an operator's share of its downline's: its book. */
  subject?: ProfitLossSubject;
}

/**
 * `/profitloss`: the player's result on each market settled in the period, by event (spec 3: the narration
 * up to the first slash, the total with two decimals, green above 0, red otherwise), the period's total, and
 * a chart of the P/L day by day. Where the period's markets charged commission (issue 41), each row shows
 * its gross, the commission and the net.
 */
export function ProfitLossScreen({ rows, period, subject, ...frame }: ProfitLossScreenProps) {
  const commissioned = [...period, ...rows].some((row) => (row.commission ?? 0) !== 0);
  const shown = rows
    .map((row, index) => ({ ...row, key: `${row.narration}-${index}`, event: narrationLabel(row.narration) }))
    .filter((row) => matchesSearch(frame.search, row.event, sportName(row.sportId) ?? ''));
  const periodTotal = fromMinor(sumMinor(period.map((row) => toMinor(row.total))));
  return (
    <ReportFrame {...frame} title="Profit Loss" searchLabel="Search">
      <ProfitLossChart days={profitLossDays(period, frame.range)} subject={subject} />
      <Table.Root caption="Profit Loss" hideCaption striped>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Sport</Table.HeaderCell>
            <Table.HeaderCell>Event</Table.HeaderCell>
            {commissioned && <Table.HeaderCell numeric>Gross</Table.HeaderCell>}
            {commissioned && <Table.HeaderCell numeric>Commission</Table.HeaderCell>}
            <Table.HeaderCell numeric>{commissioned ? 'Net' : 'Profit/Loss'}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText={messages.noResultFound}>
          {shown.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell>{sportName(row.sportId)}</Table.Cell>
              <Table.Cell>{row.event}</Table.Cell>
              {commissioned && (
                <Table.Cell numeric>
                  <Amount value={row.gross ?? row.total} />
                </Table.Cell>
              )}
              {commissioned && (
                <Table.Cell numeric>
                  <Amount value={row.commission ?? 0} />
                </Table.Cell>
              )}
              <Table.Cell numeric>
                <Amount value={row.total} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {period.length > 0 && (
        <Inline
          as="p"
          wrap={false}
          align="between"
          paddingY="small"
          paddingX="medium"
          fontWeight="semibold"
          className={styles.total}
        >
          <span>Total for the period</span>
          <Amount value={periodTotal} />
        </Inline>
      )}
    </ReportFrame>
  );
}
