import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The P/L chart's height in pixels; its width is its box's, measured (useElementWidth). */
export const chartHeight = 220;

/**
 * The P/L chart's box. The SVG inside is taken out of the flow, so the width it was drawn to never holds
 * the box (and the card, and the page's column) open when the window narrows: the box's width is the
 * layout's alone, and the chart is drawn again to it.
 */
export const chartFrame = style({ position: 'relative', width: '100%', height: chartHeight });

export const chart = style({ position: 'absolute', inset: 0, display: 'block', overflow: 'visible' });

export const axisLabel = style({
  fontSize: vars.font.size.xsmall,
  fill: vars.color.foreground.secondary,
  fontVariantNumeric: 'tabular-nums',
});

/** The legend's keys: a bar in the profit colour over the loss colour, and a stroke of the running total. */
export const barKey = style({
  display: 'inline-block',
  width: 10,
  height: 12,
  background: `linear-gradient(${vars.color.profit} 50%, ${vars.color.loss} 50%)`,
});

export const lineKey = style({
  display: 'inline-block',
  width: 16,
  height: 2,
  background: vars.color.foreground.primary,
});

export const caption = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

/** The period's total under the table: the sum of every market settled in it. */
export const total = style({ borderTop: `1px solid ${vars.color.border.default}` });

/** Why a bet that did not settle ended so, under its result: a sentence that wraps in a narrow column. */
export const cellNote = style({
  display: 'block',
  maxWidth: '18rem',
  whiteSpace: 'normal',
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});
