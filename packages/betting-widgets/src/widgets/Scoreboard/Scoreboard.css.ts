import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const goals = style({ fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge });

/** The facts under the score: rows close together, a wide space between the facts of a row. */
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

export const server = style({
  display: 'inline-block',
  width: '0.5em',
  height: '0.5em',
  marginInlineStart: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.positive.base,
});

export const message = style({ margin: 0, color: vars.color.foreground.secondary });
