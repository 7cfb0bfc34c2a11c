import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** The visible focus ring in the brand's focus colour; keyboard users must always see where they are. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});
