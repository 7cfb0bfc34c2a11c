import { formatAmount } from '@exchange/design-system';
import { vars } from '@exchange/design-system/tokens';
import { fromMinor } from '@exchange/domain';
import { Group } from '@visx/group';
import { Bar, LinePath } from '@visx/shape';
import { scaleBand, scaleLinear } from 'd3-scale';
import { dayLabel, labelledDays, valueExtent } from './profitLossChartModel.ts';
import type { ProfitLossDay } from './profitLossDays.ts';
import { useElementWidth } from './useElementWidth.ts';
import * as styles from './bets.css.ts';

const height = styles.chartHeight;
/** Room for the value axis's labels on the left ("-12.50L" at the small type size) and the dates below. */
const margin = { top: 12, right: 12, bottom: 28, left: 64 };
/** The width a date label ("05 Jan") takes with the space between two. */
const dateLabelWidth = 56;

export interface ProfitLossPlotProps {
  days: readonly ProfitLossDay[];
  /** The chart's name for a screen reader: what it draws, over which days. */
  label: string;
  /** The id of the words that summarise it (the figure's caption). */
  summaryId: string;
}

/**
 * The drawing of the P/L by day (visx shapes on d3 scales, ADR 0040): each day's result as a bar, up in the
 * profit colour or down in the loss colour, and the running total as a line over them. Nothing animates,
 * so there is no motion to reduce. The SVG is one image to assistive technology, named and described by
 * the summary; the same figures are the table the chart's card shows instead on request.
 */
export function ProfitLossPlot({ days, label, summaryId }: ProfitLossPlotProps) {
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  // d3-scale itself, not @visx/scale's wrapper of it: the wrapper's options bring colour and time code
  // this chart never runs (3.7 kB min+gzip, ADR 0040).
  const x = scaleBand()
    .domain(days.map((day) => day.date))
    .range([0, innerWidth])
    .paddingInner(0.3)
    .paddingOuter(0.15);
  const y = scaleLinear().domain(valueExtent(days)).range([innerHeight, 0]).nice();
  const centre = (day: ProfitLossDay) => (x(day.date) ?? 0) + x.bandwidth() / 2;
  const zero = y(0);

  return (
    <div ref={frame} className={styles.chartFrame}>
      <svg
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        width={width}
        height={height}
        className={styles.chart}
      >
        <Group top={margin.top} left={margin.left}>
          {y.ticks(4).map((value) => (
            <g key={value}>
              <line
                x1={0}
                x2={innerWidth}
                y1={y(value)}
                y2={y(value)}
                stroke={value === 0 ? vars.color.border.strong : vars.color.border.subtle}
              />
              <text x={-8} y={y(value)} dy="0.32em" textAnchor="end" className={styles.axisLabel}>
                {formatAmount(value, { short: true })}
              </text>
            </g>
          ))}
          {days.map(
            (day) =>
              day.total !== 0 && (
                <Bar
                  key={day.date}
                  x={x(day.date)}
                  width={x.bandwidth()}
                  y={Math.min(y(fromMinor(day.total)), zero)}
                  height={Math.max(1, Math.abs(y(fromMinor(day.total)) - zero))}
                  fill={day.total > 0 ? vars.color.profit : vars.color.loss}
                >
                  <title>{`${dayLabel(day.date)}: ${formatAmount(fromMinor(day.total), { signed: true })}`}</title>
                </Bar>
              ),
          )}
          <LinePath
            data={[...days]}
            x={centre}
            y={(day) => y(fromMinor(day.cumulative))}
            stroke={vars.color.foreground.primary}
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {labelledDays(days, innerWidth / dateLabelWidth).map((day) => (
            <text
              key={day.date}
              x={centre(day)}
              y={innerHeight + 18}
              textAnchor="middle"
              className={styles.axisLabel}
            >
              {dayLabel(day.date)}
            </text>
          ))}
        </Group>
      </svg>
    </div>
  );
}
