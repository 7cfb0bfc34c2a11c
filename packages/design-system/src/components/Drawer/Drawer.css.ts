import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const drawerSides = ['left', 'right'] as const;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideInFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOutToLeft = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });
const slideInFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideOutToRight = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });

const motion = (name: string) => `${name} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`;

// Motion only for people who have not asked for less: with reduced motion the drawer simply appears.
const slide = (enter: string, exit: string) => ({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="open"]': { animation: motion(enter) },
        '&[data-state="closed"]': { animation: motion(exit) },
      },
    },
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background.backdrop,
  ...slide(fadeIn, fadeOut),
});

export const content = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: 320,
    maxWidth: '85vw',
    height: '100dvh',
    background: vars.color.background.surfaceRaised,
    color: vars.color.foreground.primary,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    side: {
      left: {
        left: 0,
        borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
        ...slide(slideInFromLeft, slideOutToLeft),
      },
      right: {
        right: 0,
        borderInlineStart: `1px solid ${vars.color.border.subtle}`,
        ...slide(slideInFromRight, slideOutToRight),
      },
    },
  },
  defaultVariants: { side: 'left' },
});

export type DrawerVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 56,
  // The title lines up with the text of links padded by `small` inside the body's padding.
  paddingInline: `${vars.space.xlarge} ${vars.space.medium}`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
});

export const closeButton = style({ marginInlineStart: 'auto' });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.large,
});
