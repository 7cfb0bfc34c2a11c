import { style } from '@vanilla-extract/css';
import { vars } from '@exchange/design-system/tokens';

export const root = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

/** As many columns of at least 132 px as fit: two on a phone, six or more on a desktop. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gridItem = style({ display: 'grid', minWidth: 0 });

export const placeholder = style({ display: 'grid', gap: vars.space.xsmall });
