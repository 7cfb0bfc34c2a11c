import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@exchange/design-system/tokens';

export const resultChipTones = ['accent', 'back', 'lay', 'positive', 'warning', 'neutral'] as const;

export const root = style({ minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

/**
 * One row, newest first, scrolling sideways on a narrow screen rather than wrapping. Positioned, so the
 * chips' hidden names (absolutely placed) scroll and clip with it: placed against an outer box, the last
 * ones stuck out of the page, and a phone zoomed the whole page out to show them.
 */
export const list = style({
  position: 'relative',
  margin: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

const { accent, back, lay, positive, warning, neutral } = vars.color;

/** A chip's size. */
const chipSize = 32;

/**
 * The words shown before the first result take the chips' row's height: the first round's result, as it
 * comes in, does not push what is under the strip down.
 */
export const empty = style({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  minHeight: `calc(${chipSize}px + 2 * ${vars.space.xxsmall})`,
});

export const chip = style([
  focusRing,
  {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: chipSize,
    height: chipSize,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.small,
    lineHeight: 1,
    fontWeight: vars.font.weight.semibold,
    selectors: {
      '&[data-tone="accent"]': { background: accent.base, color: accent.foreground },
      '&[data-tone="back"]': { background: back.strong, color: back.foreground },
      '&[data-tone="lay"]': { background: lay.strong, color: lay.foreground },
      '&[data-tone="positive"]': { background: positive.base, color: positive.foreground },
      '&[data-tone="warning"]': { background: warning.base, color: warning.foreground },
      '&[data-tone="neutral"]': { background: neutral.base, color: neutral.foreground },
      'button&': { cursor: 'pointer' },
      'button&:hover': { boxShadow: `0 0 0 2px ${vars.color.border.strong}` },
    },
    '@media': { '(pointer: coarse)': { width: vars.size.touchTarget, height: vars.size.touchTarget } },
  },
]);
