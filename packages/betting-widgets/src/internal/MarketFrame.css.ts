import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/**
 * Markets off the screen skip style, layout and paint: a page of live markets pays only for the ones in
 * sight. Until a frame has been on screen once it is assumed as tall as a three-runner market, then its
 * last rendered height holds its place, so the page does not jump as frames come into view.
 */
export const frame = style({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 200px' });

export const limits = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const placeholder = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});
