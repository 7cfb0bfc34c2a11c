import { style } from '@vanilla-extract/css';

/** A table inside a card scrolls sideways on a phone instead of pushing past the card's edge. */
export const tableBox = style({ minWidth: 0, maxWidth: '100%', overflowX: 'auto' });
