import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** A figure (a Stack of label over value) in its grid cell: a long label wraps rather than widen it. */
export const figure = style({ minWidth: 0 });

export const figureLabel = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.small });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
});

/** A section (a Stack: its heading, then its table), narrower than its table on a phone. */
export const section = style({ minWidth: 0 });
