import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const limits = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const placeholder = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});
