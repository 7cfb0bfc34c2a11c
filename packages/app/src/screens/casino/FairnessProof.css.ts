import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const proof = style({
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
});

export const term = style({ fontSize: vars.font.size.xsmall, color: vars.color.foreground.secondary });

/** Hex strings break anywhere, so 64 characters fit a phone. */
export const detail = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  overflowWrap: 'anywhere',
});

export const outcome = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
  selectors: {
    '&[data-state="verified"]': { background: vars.color.positive.subtle, color: vars.color.positive.text },
    '&[data-state="failed"]': { background: vars.color.critical.subtle, color: vars.color.critical.text },
  },
});
