import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.medium });

export const runner = style({ fontWeight: vars.font.weight.semibold });

export const cashOut = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceSunken,
  selectors: { '&[data-state="unavailable"]': { color: vars.color.foreground.secondary } },
});

export const hedge = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const hedgeBet = style({ fontWeight: vars.font.weight.semibold });

export const message = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const failure = style([message, { color: vars.color.critical.text }]);
