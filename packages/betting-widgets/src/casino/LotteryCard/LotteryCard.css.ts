import { style } from '@vanilla-extract/css';
import { tabularNumbers, vars } from '@exchange/design-system/tokens';

export const card = style({
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.foreground.primary,
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.background.surfaceSunken,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const status = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const term = style({ color: vars.color.foreground.secondary });

export const value = style([tabularNumbers, { margin: 0, fontWeight: vars.font.weight.semibold }]);

export const action = style({ padding: `0 ${vars.space.medium} ${vars.space.medium}` });

export const chips = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const chip = style([
  tabularNumbers,
  {
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    background: vars.color.background.surfaceSunken,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const winningChip = style([chip, { outline: `2px solid ${vars.color.positive.base}` }]);

export const mine = style([
  tabularNumbers,
  { margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small },
]);

export const won = style({ color: vars.color.positive.text });
