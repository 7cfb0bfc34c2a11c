import { style } from '@vanilla-extract/css';
import { vars } from '@exchange/design-system/tokens';
import * as casino from '../CasinoMarket/CasinoMarket.css.ts';

/**
 * The bet's name, then one column a hand. A hand's column holds its back and lay prices on a back-and-lay
 * table, one price on a fixed-odds one; three hands of one price each still fit a 320 px phone.
 */
const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) repeat(2, 112px)',
  columnGap: vars.space.xsmall,
  alignItems: 'center',
  paddingInline: vars.space.small,
  selectors: {
    '&[data-hands="3"]': { gridTemplateColumns: 'minmax(0, 1fr) repeat(3, 72px)' },
    '&[data-sides="1"]': { gridTemplateColumns: 'minmax(0, 1fr) repeat(2, 88px)' },
    '&[data-hands="3"][data-sides="1"]': { gridTemplateColumns: 'minmax(0, 1fr) repeat(3, 64px)' },
  },
});

export const header = style([columns, casino.headerLine]);

export const handName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const row = style([columns, casino.rowLine]);

/** A hand's prices shrink with their column rather than overflow it. */
export const hand = style({ minWidth: 0 });
