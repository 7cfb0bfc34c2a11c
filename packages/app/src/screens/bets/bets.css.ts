import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const chart = style({ width: '100%', height: 'auto', display: 'block' });

export const axisLabel = style({ fontSize: 11, fill: vars.color.foreground.secondary });

export const caption = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

export const details = style({ marginTop: vars.space.small, fontSize: vars.font.size.small });

/** A touch target's height, its label centred in it. */
export const detailsSummary = style({ cursor: 'pointer', minHeight: vars.size.touchTarget });

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
