import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The page's cards in one column, as wide as a form with room for its hints. */
export const cards = style({ maxWidth: 640 });

export const consequences = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  lineHeight: vars.font.lineHeight.medium,
});

export const figureLabel = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.small });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
});

export const footer = style({ flexWrap: 'wrap' });
