import { Amount, Button, Card, Inline, Stack, Table } from '@exchange/design-system';
import { fromMinor } from '@exchange/domain';
import { useId, useState } from 'react';
import { chartSummary, dayLabel, hasResults, type ProfitLossSubject } from './profitLossChartModel.ts';
import type { ProfitLossDay } from './profitLossDays.ts';
import { ProfitLossPlot } from './ProfitLossPlot.tsx';
import * as styles from './bets.css.ts';

export interface ProfitLossChartProps {
  days: readonly ProfitLossDay[];
  /** A player's own P/L (the default), or an operator's share of its book. */
  subject?: ProfitLossSubject | undefined;
}

const titles: Record<ProfitLossSubject, string> = {
  player: 'Profit and loss over the period',
  book: 'Your share of the book over the period',
};

/**
 * The P/L of the period day by day, as a chart or, with "Show as table" pressed, as a table of the same
 * days (the day's P/L and the running total): either way under the summary in words, the net and the best
 * and worst day, which also describes the chart to a screen reader.
 */
export function ProfitLossChart({ days, subject = 'player' }: ProfitLossChartProps) {
  const [asTable, setAsTable] = useState(false);
  const summaryId = useId();
  const drawn = hasResults(days);
  const first = days.at(0);
  const last = days.at(-1);
  const toggle = drawn && (
    <Button
      variant="outline"
      tone="neutral"
      size="small"
      aria-pressed={asTable}
      onClick={() => setAsTable((shown) => !shown)}
    >
      Show as table
    </Button>
  );

  return (
    <Card title={titles[subject]} titleAs="h2" actions={toggle}>
      <Stack as="figure" space="small" margin="none">
        {drawn && first && last && !asTable && (
          <>
            <ProfitLossPlot
              days={days}
              label={`Chart of each day's P/L and the running total, ${dayLabel(first.date)} to ${dayLabel(last.date)}`}
              summaryId={summaryId}
            />
            <Legend />
          </>
        )}
        {drawn && asTable && <DaysTable days={days} />}
        <figcaption id={summaryId} className={styles.caption}>
          {chartSummary(days, subject)}
        </figcaption>
      </Stack>
    </Card>
  );
}

/** What the bars and the line are: the colours alone would not say it. */
function Legend() {
  return (
    <Inline space="medium" className={styles.caption} aria-hidden="true">
      <Inline as="span" space="xsmall" alignY="center">
        <span className={styles.barKey} />
        Each day&apos;s P/L
      </Inline>
      <Inline as="span" space="xsmall" alignY="center">
        <span className={styles.lineKey} />
        Running total
      </Inline>
    </Inline>
  );
}

function DaysTable({ days }: { days: readonly ProfitLossDay[] }) {
  return (
    <Table.Root caption="Profit and loss by day" hideCaption>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Day</Table.HeaderCell>
          <Table.HeaderCell numeric>P/L</Table.HeaderCell>
          <Table.HeaderCell numeric>Running total</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {days.map((day) => (
          <Table.Row key={day.date}>
            <Table.Cell>{dayLabel(day.date)}</Table.Cell>
            <Table.Cell numeric>
              <Amount value={fromMinor(day.total)} />
            </Table.Cell>
            <Table.Cell numeric>
              <Amount value={fromMinor(day.cumulative)} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
