import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const market = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const marketHeading = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

/** The best back and lay prices, in the exchange's colours (back blue, lay pink). */
export const price = style({
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&[data-side="back"]': { background: vars.color.back.light, color: vars.color.back.foreground },
    '&[data-side="lay"]': { background: vars.color.lay.light, color: vars.color.lay.foreground },
  },
});

/** A section of the page: its heading with its actions at the far end. */
export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });
