import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const marqueeTones = ['neutral', 'accent', 'chrome'] as const;

/** How long one full loop takes; set from the measured width and the `speed` prop. */
export const loopDuration = createVar();
/** The visible width: a copy is never narrower, so short text still leaves before it comes back. */
export const viewportWidth = createVar();

const motion = '(prefers-reduced-motion: no-preference)';

// The track holds the content twice: moving it by half its width brings copy two exactly where copy one
// started, so the loop has no seam.
const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

export const marquee = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      overflow: 'hidden',
      minHeight: vars.size.controlSmall,
      paddingBlock: vars.space.xsmall,
      borderRadius: vars.radius.medium,
      borderWidth: 1,
      borderStyle: 'solid',
      fontSize: vars.font.size.small,
      lineHeight: vars.font.lineHeight.small,
    },
  ],
  variants: {
    tone: {
      neutral: {
        background: vars.color.background.surfaceSunken,
        color: vars.color.foreground.primary,
        borderColor: vars.color.border.subtle,
      },
      accent: {
        background: vars.color.accent.subtle,
        color: vars.color.accent.text,
        borderColor: vars.color.accent.subtle,
      },
      chrome: {
        background: vars.color.background.chromeRaised,
        color: vars.color.foreground.onChrome,
        borderColor: vars.color.background.chromeRaised,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type MarqueeVariants = NonNullable<RecipeVariants<typeof marquee>>;

const gap = vars.space.xlarge;

export const viewport = style({
  overflow: 'hidden',
  '@media': {
    [motion]: {
      // Text fades in and out at the edges instead of being cut off.
      maskImage:
        'linear-gradient(to right, transparent, black 1.5rem, black calc(100% - 1.5rem), transparent)',
    },
  },
});

/**
 * Still by default: under prefers-reduced-motion the announcements simply wrap onto as many lines as
 * they need. Movement is added only for those who have not asked for less of it.
 */
export const track = style({
  vars: { [loopDuration]: '30s', [viewportWidth]: '0px' },
  paddingInline: vars.space.medium,
  animationDuration: loopDuration,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    [motion]: {
      display: 'flex',
      width: 'max-content',
      paddingInline: 0,
      animationName: scroll,
    },
  },
  selectors: {
    [`${marquee.classNames.base}[data-state="paused"] &`]: { animationPlayState: 'paused' },
  },
});

const dot = {
  content: '""',
  flex: 'none',
  width: 4,
  height: 4,
  borderRadius: vars.radius.full,
  background: 'currentColor',
} as const;

/** In motion, each copy starts with the same dot that separates announcements, so the seam has one too. */
export const copy = style({
  '@media': {
    [motion]: {
      display: 'flex',
      alignItems: 'center',
      flex: 'none',
      minWidth: viewportWidth,
      selectors: { '&::before': { ...dot, marginInline: `calc(${gap} / 2)` } },
    },
  },
});

/** The second copy exists only for the seamless loop: nothing to show when nothing moves. */
export const duplicate = style([
  copy,
  {
    display: 'none',
    '@media': { [motion]: { display: 'flex' } },
  },
]);

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: `calc(${gap} / 2)`,
  rowGap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [motion]: { flexWrap: 'nowrap', whiteSpace: 'nowrap' },
  },
});

/** A dot between announcements, drawn rather than typed so screen readers do not read it out. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': { ...dot, marginInlineEnd: `calc(${gap} / 2)` },
  },
});
