import { Amount, Card, Inline, Stack, Table } from '@exchange/design-system';
import { vars } from '@exchange/design-system/tokens';
import { formatMoney, fromMinor } from '@exchange/domain';
import type { ProfitLossDay } from './profitLossDays.ts';
import * as styles from './bets.css.ts';

const width = 640;
const height = 200;
const pad = { top: 12, bottom: 24, left: 8, right: 8 };

/** '05 Jan' from '2026-01-05'. */
function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The words a screen reader hears in place of the picture. */
function summary(days: readonly ProfitLossDay[]): string {
  const last = days.at(-1);
  if (!last || days.every((day) => day.total === 0)) return 'No settled results in this period.';
  const best = days.reduce((a, b) => (b.total > a.total ? b : a));
  const worst = days.reduce((a, b) => (b.total < a.total ? b : a));
  return [
    `Net over the period ${formatMoney(last.cumulative)}.`,
    best.total > 0 && `Best day ${dayLabel(best.date)}: ${formatMoney(best.total)}.`,
    worst.total < 0 && `Worst day ${dayLabel(worst.date)}: ${formatMoney(worst.total)}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The P/L of the period day by day: a bar per day (profit up in the profit colour, loss down in the loss
 * colour) and the running total as a line. The drawing is decoration for sighted users; its caption says
 * the net, the best and the worst day, and the table below it (opened with the keyboard) holds every day.
 */
export function ProfitLossChart({ days }: { days: readonly ProfitLossDay[] }) {
  const values = days.flatMap((day) => [day.total, day.cumulative]);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const y = (amount: number) => pad.top + ((top - amount) / span) * (height - pad.top - pad.bottom);
  const slot = (width - pad.left - pad.right) / Math.max(days.length, 1);
  const x = (index: number) => pad.left + slot * index;
  const labelEvery = Math.ceil(days.length / 8);
  const line = days.map((day, index) => `${x(index) + slot / 2},${y(day.cumulative)}`).join(' ');
  // A period without results has nothing to draw: the caption says so.
  const empty = days.every((day) => day.total === 0);

  return (
    <Card title="Profit and loss over the period" titleAs="h2">
      <Stack as="figure" space="small" margin="none">
        {!empty && (
          <svg
            viewBox={`0 0 ${width} ${height}`}
            className={styles.chart}
            aria-hidden="true"
            focusable="false"
          >
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(0)}
              y2={y(0)}
              stroke={vars.color.border.strong}
            />
            {days.map((day, index) => (
              <g key={day.date}>
                {day.total !== 0 && (
                  <rect
                    x={x(index) + slot * 0.15}
                    width={slot * 0.7}
                    y={Math.min(y(day.total), y(0))}
                    height={Math.max(1, Math.abs(y(day.total) - y(0)))}
                    fill={day.total > 0 ? vars.color.profit : vars.color.loss}
                  >
                    <title>{`${dayLabel(day.date)}: ${formatMoney(day.total)}`}</title>
                  </rect>
                )}
                {index % labelEvery === 0 && (
                  <text
                    x={x(index) + slot / 2}
                    y={height - 6}
                    textAnchor="middle"
                    className={styles.axisLabel}
                  >
                    {dayLabel(day.date)}
                  </text>
                )}
              </g>
            ))}
            {days.length > 1 && (
              <polyline points={line} fill="none" stroke={vars.color.foreground.secondary} strokeWidth={2} />
            )}
          </svg>
        )}
        <figcaption className={styles.caption}>{summary(days)}</figcaption>
      </Stack>
      {!empty && (
        <details className={styles.details}>
          <Inline as="summary" wrap={false} alignY="center" className={styles.detailsSummary}>
            P/L by day
          </Inline>
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
        </details>
      )}
    </Card>
  );
}
