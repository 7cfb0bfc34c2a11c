import { style } from '@vanilla-extract/css';
import { vars } from '@exchange/design-system/tokens';

export const header = style({ display: 'grid', gap: vars.space.xsmall });

export const markets = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const rules = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.primary,
});

export const note = style({
  margin: 0,
  marginTop: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.secondary,
});

export const dialogBody = style({ display: 'grid', gap: vars.space.medium });
