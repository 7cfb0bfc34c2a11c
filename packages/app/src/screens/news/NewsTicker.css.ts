import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** Keeps the ticker to the page's width, however long its line. */
export const ticker = style({
  minWidth: 0,
  marginBottom: vars.space.medium,
  borderRadius: vars.radius.medium,
});
