import { style } from '@vanilla-extract/css';

/**
 * The table's box inside a page grid: allowed to be narrower than the table, so a wide table scrolls in
 * its own container on a phone instead of widening the page.
 */
export const tableBox = style({ minWidth: 0 });
