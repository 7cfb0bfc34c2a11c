import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const lotteryPage = style({ gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 1280 });

/** Cards of at least 220 px, as many as fit: one on a phone, four or five on a desktop. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'grid', minWidth: 0 });

export const placeholder = style({ display: 'grid', gap: vars.space.xsmall });
