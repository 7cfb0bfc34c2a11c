import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** `auto` colours by sign (profit above zero, loss otherwise); `none` leaves the surrounding colour. */
export const amountTones = ['auto', 'none'] as const;

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="profit"]': { color: vars.color.profit },
    '&[data-tone="loss"]': { color: vars.color.loss },
  },
});
