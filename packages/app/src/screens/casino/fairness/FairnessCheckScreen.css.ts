import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The round id beside Check where they fit, the button under the field on a phone. */
export const roundField = style({ flex: '1 1 16rem', minWidth: 0 });

export const term = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
});

/** A hash or seed: 64 hex characters, broken anywhere so a phone shows it whole. */
export const hex = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const detail = style({ margin: 0, fontSize: vars.font.size.small });

export const checks = style({ margin: 0, padding: 0, listStyle: 'none' });

export const check = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  background: vars.color.neutral.subtle,
  color: vars.color.neutral.text,
  selectors: {
    '&[data-state="pass"]': { background: vars.color.positive.subtle, color: vars.color.positive.text },
    '&[data-state="fail"]': { background: vars.color.critical.subtle, color: vars.color.critical.text },
  },
});

export const checkName = style({ fontWeight: vars.font.weight.semibold });

export const verdict = style({ margin: 0, fontWeight: vars.font.weight.semibold });
