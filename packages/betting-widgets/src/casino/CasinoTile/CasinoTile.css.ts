import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@exchange/design-system/tokens';

export const tile = style([
  focusRing,
  {
    all: 'unset',
    boxSizing: 'border-box',
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.medium,
    overflow: 'hidden',
    background: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.small,
    color: vars.color.foreground.primary,
    cursor: 'pointer',
    transition: `box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}, transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.medium },
      '&[data-state="disabled"]': { cursor: 'not-allowed', boxShadow: 'none' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: { '&:hover:not([data-state="disabled"])': { transform: 'translateY(-2px)' } },
      },
    },
  },
]);

export const media = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '4 / 3',
  background: vars.color.background.surfaceSunken,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    // A closed game's artwork fades back so the badge and the name carry the state.
    [`${tile}[data-state="disabled"] &`]: { filter: 'grayscale(1)', opacity: 0.55 },
  },
});

/** Drawn artwork fills the frame; a closed game's fades back as an image does. */
export const drawn = style({
  display: 'block',
  width: '100%',
  height: '100%',
  selectors: { [`${tile}[data-state="disabled"] &`]: { filter: 'grayscale(1)', opacity: 0.55 } },
});

/** Where the artwork is missing or fails to load: the game's initials on a quiet surface. */
export const fallback = style({
  width: '100%',
  height: '100%',
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.accent.text,
  background: vars.color.accent.subtle,
});

export const status = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineStart: vars.space.xsmall,
});

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * Up to two lines, then cut: games are told apart by the end of their names ("20-20 Dragon Tiger" and
 * "20-20 Dragon Tiger Lion"), which one line cut to the same "20-20 Dragon Ti...".
 */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'break-word',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
});

export const provider = style({
  ...oneLine,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
});
