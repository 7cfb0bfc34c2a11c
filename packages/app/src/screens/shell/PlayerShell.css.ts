import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100dvh' });

export const logoLink = style({ display: 'inline-flex', color: vars.color.foreground.onChrome });

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.foreground.onChrome,
  fontSize: vars.font.size.xsmall,
});

export const username = style({
  fontWeight: vars.font.weight.semibold,
  maxWidth: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const navSection = style({
  margin: `${vars.space.medium} 0 ${vars.space.xsmall}`,
  padding: `0 ${vars.space.small}`,
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
