import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const text = style({ display: 'grid', minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.primary,
  cursor: 'pointer',
  selectors: {
    // Still legible (axe checks it), but plainly not available. The control's wrapper carries the flag.
    '[data-disabled] &': { color: vars.color.foreground.secondary, cursor: 'not-allowed' },
  },
});

export const description = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
});
