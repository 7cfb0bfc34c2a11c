import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const sections = style({
  display: 'grid',
  gap: vars.space.large,
  paddingTop: vars.space.medium,
});

export const selection = style({ display: 'grid', gap: vars.space.xxsmall });

export const runner = style({ fontWeight: vars.font.weight.semibold });

export const market = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: 'inherit',
  opacity: 0.85,
});

export const side = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const betCount = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

export const failure = style({
  margin: 0,
  color: vars.color.critical.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const status = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
});
