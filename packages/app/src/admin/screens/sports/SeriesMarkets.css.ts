import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** A series' matches, one a line, without bullets (each is a link to its markets). */
export const matches = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
