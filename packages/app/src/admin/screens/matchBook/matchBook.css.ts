import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** A market's book (a Stack: its heading, then its table), narrower than its table on a phone. */
export const market = style({ minWidth: 0 });

/** The best back and lay prices, in the exchange's colours (back blue, lay pink). */
export const price = style({
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&[data-side="back"]': { background: vars.color.back.light, color: vars.color.back.foreground },
    '&[data-side="lay"]': { background: vars.color.lay.light, color: vars.color.lay.foreground },
  },
});

/** A section of the page (a Stack), narrower than its table on a phone. */
export const section = style({ minWidth: 0 });
