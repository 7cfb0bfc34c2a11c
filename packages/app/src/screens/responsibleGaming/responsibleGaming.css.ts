import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The page's cards in one column, as wide as a form with room for its hints. */
export const cards = style({ display: 'grid', gap: vars.space.large, maxWidth: 640 });

/** A card's content: a form's rhythm, as wide as the card (three limits side by side on a desktop). */
export const cardBody = style({ display: 'grid', gap: vars.space.medium });

/** The three limits side by side where there is room, stacked on a phone. */
export const limitFields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  alignItems: 'start',
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

export const consequences = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
  lineHeight: vars.font.lineHeight.medium,
});

/** The won and lost figures of the reminder, large enough to read at a glance. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const figure = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceSunken,
});

export const figureLabel = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.small });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
});

export const footer = style({ flexWrap: 'wrap' });
