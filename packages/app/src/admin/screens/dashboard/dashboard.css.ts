import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** Figures in a grid of label over value, two or more a row. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const figureLabel = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.small });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
});

export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });
