import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minHeight: '60vh',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const code = style({
  fontSize: 96,
  lineHeight: 1,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.04em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.accent.text,
  '@media': { 'screen and (max-width: 480px)': { fontSize: 72 } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.primary,
});

export const description = style({
  margin: 0,
  maxWidth: '44ch',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  color: vars.color.foreground.secondary,
});

export const action = style({ marginBlockStart: vars.space.small });
