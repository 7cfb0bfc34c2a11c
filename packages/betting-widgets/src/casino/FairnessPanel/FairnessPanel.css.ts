import { style } from '@vanilla-extract/css';
import { vars } from '@exchange/design-system/tokens';

export const body = style({ minWidth: 0 });

export const fact = style({ minWidth: 0 });

export const term = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

/** A hash or seed: 64 hex characters, broken anywhere so a phone shows it whole. */
export const value = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  wordBreak: 'break-all',
  color: vars.color.foreground.primary,
});

export const verdict = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  selectors: {
    '&[data-verdict="match"]': { background: vars.color.positive.subtle, color: vars.color.positive.text },
    '&[data-verdict="mismatch"]': { background: vars.color.critical.subtle, color: vars.color.critical.text },
  },
});

export const verdictTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const checks = style({ margin: 0, paddingInlineStart: vars.space.medium });

export const handLabel = style({
  alignSelf: 'center',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
});

export const recomputed = style({ margin: 0, padding: 0, listStyle: 'none' });

export const outcome = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
});
