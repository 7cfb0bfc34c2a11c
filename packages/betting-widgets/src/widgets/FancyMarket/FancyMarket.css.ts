import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const name = style({
  display: 'block',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
});

export const limits = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
  fontVariantNumeric: 'tabular-nums',
});
