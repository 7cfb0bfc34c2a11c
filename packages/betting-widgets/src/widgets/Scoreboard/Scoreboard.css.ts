import { tabularNumbers, vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const compact = style([
  tabularNumbers,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const full = style([tabularNumbers, { display: 'grid', gap: vars.space.small }]);

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: vars.space.medium,
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
});

export const goals = style({ fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const fact = style({ display: 'flex', gap: vars.space.xxsmall });

export const factValue = style({
  margin: 0,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
});

export const server = style({
  display: 'inline-block',
  width: '0.5em',
  height: '0.5em',
  marginInlineStart: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.positive.base,
});

export const message = style({ margin: 0, color: vars.color.foreground.secondary });
