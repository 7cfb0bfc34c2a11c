import { style } from '@vanilla-extract/css';

/** A series' matches (a Stack), one a line, without bullets (each is a link to its markets). */
export const matches = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
