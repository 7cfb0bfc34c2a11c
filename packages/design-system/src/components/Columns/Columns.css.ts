import { createVar, style } from '@vanilla-extract/css';

/** The narrowest a column may be before the grid fits one fewer across. */
export const minColumnWidth = createVar();

/**
 * As many equal columns as fit, each at least `minColumnWidth` wide, or the whole row where that is
 * narrower (a phone), so a tile never overflows the page.
 */
export const fit = style({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}), 1fr))`,
});
