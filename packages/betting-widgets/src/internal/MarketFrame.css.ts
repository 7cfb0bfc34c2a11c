import { focusRing, vars } from '@exchange/design-system/tokens';
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

/** A folded market is its header alone: that is the room it holds before it has been on screen. */
export const folded = style({ containIntrinsicBlockSize: 'auto 56px' });

/** The title as the button that folds the market: the heading's text, the whole title a target. */
export const foldToggle = style([
  focusRing,
  {
    minHeight: vars.size.touchTarget,
    margin: `calc(-1 * ${vars.space.small}) 0`,
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const foldIcon = style({
  flexShrink: 0,
  transition: 'transform 120ms ease-out',
  selectors: { [`${foldToggle}[aria-expanded="false"] &`]: { transform: 'rotate(-90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
