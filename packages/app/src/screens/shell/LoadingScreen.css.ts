import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.medium,
  color: vars.color.foreground.primary,
});

/** The brand over the spinner. */
export const content = style({ display: 'grid', justifyItems: 'center', gap: vars.space.large });
